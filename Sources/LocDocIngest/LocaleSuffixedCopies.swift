import LocDocModel

/// Translations kept beside their source and named by a locale before the extension (`README.md`, `README.ja.md`,
/// `README.zh-CN.md`, `README_ko.md`, `README-pt-BR.md`), as many repositories keep them, are copies of one page.
///
/// In one variant, two or more files whose names differ only by such a suffix, at least one of them suffixed, are
/// the page named without it. Each suffixed file becomes a variant of its own, named `<variant>.<suffix>` (`repo.ja`),
/// with the suffix's locale; the file keeps its path in every output. A suffixed file alone, or a suffix not shaped
/// like a locale (`setup.ios.md`, `api.v2.md`), is left as its own page.
///
/// A suffix after `_` or `-` is also how names are made of words (`example-cs.md` for C#, `setup-ts.md` for
/// TypeScript), so it takes more: the unsuffixed file beside it, and either a second such suffix on the same stem
/// (`README_zh.md` beside `README_ja.md`) or more than a language in the suffix (`README-zh-CN.md`, `guide_pt_BR.md`).
enum LocaleSuffixedCopies {
    struct Suffix {
        var written: String
        var locale: LocaleID
        /// After `_` or `-` rather than a dot.
        var joined: Bool
    }

    static func paired(_ entries: [CorpusDiscovery.Entry]) -> [CorpusDiscovery.Entry] {
        let names = entries.map { Self.split($0.origin.page) }
        guard names.contains(where: { $0.suffix != nil }) else { return entries }
        // Per stem in a variant: how many files have it, whether one is the stem itself, how many are joined suffixes.
        var members: [String: (count: Int, bare: Bool, joined: Int)] = [:]
        for (entry, parts) in zip(entries, names) {
            let key = entry.origin.variant + "\u{0}" + parts.stem
            members[key, default: (0, false, 0)].count += 1
            if parts.suffix == nil { members[key]!.bare = true }
            if parts.suffix?.joined == true { members[key]!.joined += 1 }
        }
        return zip(entries, names).map { entry, parts in
            guard let suffix = parts.suffix, let group = members[entry.origin.variant + "\u{0}" + parts.stem], group.count >= 2 else {
                return entry
            }
            if suffix.joined, !group.bare || (group.joined < 2 && !suffix.locale.tag.contains("-")) { return entry }
            var paired = entry
            paired.origin.variant = entry.origin.variant.isEmpty ? suffix.written : entry.origin.variant + "." + suffix.written
            paired.origin.page = parts.stem
            paired.origin.folderLocale = suffix.locale
            return paired
        }
    }

    /// `dir/README.zh-CN.md` → (`dir/README.md`, `zh-CN`); `dir/README_pt-BR.md` → (`dir/README.md`, `pt-BR`, joined);
    /// a name without a locale before its extension is its own stem. After `_` or `-`, the longest suffix shaped like
    /// a locale (`zh-CN` of `README-zh-CN`, not `CN`).
    static func split(_ page: String) -> (stem: String, suffix: Suffix?) {
        let slash = page.lastIndex(of: "/").map { page.index(after: $0) } ?? page.startIndex
        let parts = page[slash...].split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return (page, nil) }
        if parts.count >= 3, let locale = LocaleID(nameSuffix: parts[parts.count - 2]) {
            let stem = page[..<slash] + (parts.dropLast(2) + [parts.last!]).joined(separator: ".")
            return (String(stem), Suffix(written: String(parts[parts.count - 2]), locale: locale, joined: false))
        }
        let base = parts[parts.count - 2]
        for separator in base.indices where base[separator] == "_" || base[separator] == "-" {
            guard separator != base.startIndex else { continue }
            let written = base[base.index(after: separator)...]
            guard let locale = LocaleID(nameSuffix: written) else { continue }
            let stem = page[..<slash] + (parts.dropLast(2) + [base[..<separator], parts.last!]).joined(separator: ".")
            return (String(stem), Suffix(written: String(written), locale: locale, joined: true))
        }
        return (page, nil)
    }
}
