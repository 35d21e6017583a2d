/// File paths as strings, the way the user wrote them (relative stays relative, for messages and display paths).
public enum PathString {
    /// The folder that holds `path`, by NSString's rules for `deletingLastPathComponent`: trailing slashes are not a
    /// component (`a/b/` → `a`), a path of one component has no folder (`b` → ``, `.` → ``), and the root is its
    /// own folder (`/a` → `/`, `/` → `/`).
    ///
    /// Written here, not borrowed from Foundation: swift-corelibs-foundation's `NSString.deletingLastPathComponent`
    /// (Swift 6.3.1 on Linux) stops the process on a one-character path (`.`, `s`, `s/`), and `locdoc test .` is how
    /// a user runs locdoc from inside a corpus.
    public static func parent(of path: String) -> String {
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        if end == path.startIndex { return path.isEmpty ? "" : "/" }
        guard let slash = path[..<end].lastIndex(of: "/") else { return "" }
        var folderEnd = slash
        while folderEnd > path.startIndex, path[path.index(before: folderEnd)] == "/" { folderEnd = path.index(before: folderEnd) }
        return folderEnd == path.startIndex ? "/" : String(path[..<folderEnd])
    }

    /// The folder that holds `path`, as a path to open: `parent(of:)`, or `.` (the working folder) for a path of
    /// one component (`es-ES`, `b`), whose parent is empty.
    public static func folder(of path: String) -> String {
        let parent = parent(of: path)
        return parent.isEmpty ? "." : parent
    }

    /// The folder that holds the folder `path` names: `folder(of:)`, except where the last component is `.` or
    /// `..`, which name a folder by where it is: there the parent is one `..` further (`.` → `..`, `a/..` →
    /// `a/../..`). `folder(of: ".")` is `.` itself, which is right for "where would this file go" and wrong for
    /// "which folder encloses this one".
    public static func enclosingFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let last = trimmed.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard last == "." || last == ".." else { return folder(of: path) }
        return trimmed == "." ? ".." : trimmed + "/.."
    }

    /// A relative link target (`../includes/note.md`) resolved against the folder of the relative path `file`
    /// (`es-ES/page.md` gives `includes/note.md`), with `.` and `..` worked out; nil for an absolute or docset-rooted
    /// target (`/a`, `~/a`), a URL, or one that climbs above the folder `file` is relative to.
    public static func resolving(_ target: String, from file: String) -> String? {
        guard !target.isEmpty, !target.hasPrefix("/"), !target.hasPrefix("~"), !target.contains(":") else { return nil }
        var parts = parent(of: file).split(separator: "/").map(String.init)
        for part in target.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": guard parts.popLast() != nil else { return nil }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
