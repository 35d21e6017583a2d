import Foundation
import LocDocModel

/// A folder that names its locale after a dot, beside folders of the same stem: tldr-pages keeps English in `pages/`
/// and its translations in `pages.de/`, `pages.pt_BR/` (POSIX style, `_` for `-`).
///
/// The suffix must be shaped like a locale (`LocaleID(folderName:)`), and the stem must be shared: the bare stem is
/// a sibling folder, or two more siblings carry locale suffixes on it. A lone `node.js/` is not the `js` locale.
enum SuffixedLocaleFolder {
    /// The locale a folder called `name` names, given the names of the folders beside it (itself included or not).
    static func locale(named name: String, siblings: [String]) -> LocaleID? {
        guard let (stem, locale) = split(name) else { return nil }
        let others = siblings.filter { $0 != name }
        if others.contains(stem) { return locale }
        return others.filter { split($0)?.stem == stem }.count >= 2 ? locale : nil
    }

    /// The locale of the folder at `path`, listing the folders beside it only when its name has a locale suffix.
    static func locale(ofFolder path: String) -> LocaleID? {
        let url = URL(fileURLWithPath: path)
        guard split(url.lastPathComponent) != nil else { return nil }
        let parent = url.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        let folders = names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: parent.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        return locale(named: url.lastPathComponent, siblings: folders)
    }

    /// `pages.pt_BR` as (`pages`, `pt-BR`); nil when there is no stem or the suffix is not shaped like a locale.
    private static func split(_ name: String) -> (stem: String, locale: LocaleID)? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        guard let locale = LocaleID(nameSuffix: name[name.index(after: dot)...]) else { return nil }
        return (String(name[..<dot]), locale)
    }
}
