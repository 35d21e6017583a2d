import LocDocModel

/// Pages of one variant whose names differ only by a locale before the extension (`README.md`, `README.ja.md`,
/// `README.zh-CN.md`, as many repositories keep their translations). locdoc matches a page's locales by folder, so
/// these are checked as separate pages and compared with nothing: the user is told how to lay them out.
enum LocaleSuffixedPages {
    /// One note per group of such files (at most three, then a count), in file order.
    static func notes(files: [String]) -> [String] {
        var groups: [String: [(file: String, locale: String?)]] = [:]
        for file in files {
            let (stem, locale) = split(file)
            groups[stem, default: []].append((file, locale))
        }
        let found = groups.filter { $0.value.count >= 2 && $0.value.contains { $0.locale != nil } }.sorted { $0.key < $1.key }
        var notes = found.prefix(3).map { stem, members in
            let names = members.map(\.file).sorted()
            let example = members.compactMap(\.locale).sorted().first ?? "ja"
            let name = stem.split(separator: "/").last.map(String.init) ?? stem
            return "\(names.joined(separator: ", ")) look like one page in \(members.count) locales, but locdoc matches a page's copies by folder, so they were checked as \(members.count) separate pages: to compare them, put each in a folder named by its locale (`\(example)/\(name)`)"
        }
        if found.count > 3 { notes.append("\(found.count - 3) more groups of pages named by locale, like these") }
        return notes
    }

    /// `dir/README.zh-CN.md` → (`dir/README.md`, `zh-CN`); a name without a locale before its extension is its own stem.
    private static func split(_ file: String) -> (stem: String, locale: String?) {
        let slash = file.lastIndex(of: "/").map { file.index(after: $0) } ?? file.startIndex
        let name = file[slash...]
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let locale = LocaleID(folderName: String(parts[parts.count - 2])) else { return (file, nil) }
        let stem = file[..<slash] + (parts.dropLast(2) + [parts.last!]).joined(separator: ".")
        return (String(stem), locale.tag)
    }
}
