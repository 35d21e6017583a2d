import LocDocModel

/// Links from one copy of a page to another: the language switcher that READMEs kept as `README.md`, `README_zh.md`,
/// … write at their top (`English | [中文](README_zh.md) | [日本語](README_ja.md)`).
///
/// Each copy links to the others and not to itself, or to all with its own name among them, so the copies' switchers
/// differ by design; compared as links, every copy would be reported for each. A link is to another copy when its
/// path, read from the linking file, names that copy's file, or when it is a URL whose last path segment is the name
/// of another copy's file. Where the copies' files are named apart, a link to the copy's own file is its switcher's
/// entry for itself; where they share a name (`es-ES/page.md`, `fr-FR/page.md`), it is compared as any other.
struct SwitcherLinks {
    /// The copies' files, and the names of the files that copies are named apart by.
    private let files: [String]
    private let names: [Substring]

    init(_ page: PageSet) {
        files = page.documents.map(\.file)
        names = files.map { $0.split(separator: "/").last ?? "" }
    }

    /// Whether `destination`, written in copy `copy`, goes to another copy of the page, or to this one where the
    /// copies are named apart.
    func isSwitcher(_ destination: String, copy: Int) -> Bool {
        guard files.count >= 2 else { return false }
        let path = destination.prefix { $0 != "#" && $0 != "?" }
        guard !path.isEmpty else { return false }
        let namedApart = !names.indices.contains { $0 != copy && names[$0] == names[copy] }
        if let resolved = PathString.resolving(String(path), from: files[copy]) {
            return files.indices.contains { ($0 != copy || namedApart) && files[$0] == resolved }
        }
        guard path.contains("://"), let last = path.split(separator: "/").last else { return false }
        return names.indices.contains { ($0 != copy || namedApart) && names[$0] == last }
    }
}
