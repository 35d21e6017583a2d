import LocDocModel

/// Translations kept beside their source and named by a locale before the extension (`README.md`, `README.ja.md`,
/// `README.zh-CN.md`), as many repositories keep them, are copies of one page.
///
/// In one variant, two or more files whose names differ only by such a suffix, at least one of them suffixed, are
/// the page named without it. Each suffixed file becomes a variant of its own, named `<variant>.<suffix>` (`repo.ja`),
/// with the suffix's locale; the file keeps its path in every output. A suffixed file alone, or a suffix not shaped
/// like a locale (`setup.ios.md`, `api.v2.md`), is left as its own page.
enum LocaleSuffixedCopies {
    static func paired(_ entries: [CorpusDiscovery.Entry]) -> [CorpusDiscovery.Entry] {
        let names = entries.map { Self.split($0.origin.page) }
        guard names.contains(where: { $0.locale != nil }) else { return entries }
        var members: [String: Int] = [:]
        for (entry, parts) in zip(entries, names) { members[entry.origin.variant + "\u{0}" + parts.stem, default: 0] += 1 }
        return zip(entries, names).map { entry, parts in
            guard let (written, locale) = parts.locale, members[entry.origin.variant + "\u{0}" + parts.stem, default: 0] >= 2 else {
                return entry
            }
            var paired = entry
            paired.origin.variant = entry.origin.variant.isEmpty ? written : entry.origin.variant + "." + written
            paired.origin.page = parts.stem
            paired.origin.folderLocale = locale
            return paired
        }
    }

    /// `dir/README.zh-CN.md` → (`dir/README.md`, (`zh-CN`, zh-CN)); a name without a locale before its extension is
    /// its own stem.
    static func split(_ page: String) -> (stem: String, locale: (written: String, locale: LocaleID)?) {
        let slash = page.lastIndex(of: "/").map { page.index(after: $0) } ?? page.startIndex
        let parts = page[slash...].split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let locale = LocaleID(nameSuffix: parts[parts.count - 2]) else { return (page, nil) }
        let stem = page[..<slash] + (parts.dropLast(2) + [parts.last!]).joined(separator: ".")
        return (String(stem), (String(parts[parts.count - 2]), locale))
    }
}
