import LocDocModel

/// Locale folders that are not the first folders below the directory given: MkDocs and Hugo sites keep a folder per
/// language inside their content folder (`docs/en/tasks/segment.md`, `docs/zh/tasks/segment.md`;
/// `content/en/docs/…`), and some keep the default language in the content folder itself with the translations in
/// locale folders inside it (`docs/guide.md`, `docs/ja/guide.md`). Split at the first folder (`docs`), every copy
/// would be a page of its own in one variant.
///
/// A folder named like a locale is a variant when it mirrors another: a sibling folder named like a locale holds a
/// page at the same path below it, or its parent folder holds one outside every locale folder (the default
/// language's). That parent is then a variant too, for its files outside the locale folders. A file's variant folder is
/// its outermost locale folder that is a variant, else its innermost default-language folder; a file under neither
/// keeps the usual rule.
enum NestedLocaleFolders {
    /// The variant folder of each file (absolute paths) that lies in such a layout below `directory`.
    static func variantFolders(files: [String], under directory: String) -> [String: String] {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let relative = files.map { $0.hasPrefix(prefix) ? Array($0.dropFirst(prefix.count).split(separator: "/").map(String.init)) : [] }
        // The pages below each folder named like a locale, by parent and name.
        var pages: [String: [String: Set<String>]] = [:]
        for parts in relative where parts.count >= 2 {
            for depth in 0..<(parts.count - 1) where LocaleID(folderName: parts[depth]) != nil {
                let parent = parts[..<depth].joined(separator: "/")
                pages[parent, default: [:]][parts[depth], default: []].insert(parts[(depth + 1)...].joined(separator: "/"))
            }
        }
        guard !pages.isEmpty else { return [:] }
        let all = Set(relative.map { $0.joined(separator: "/") })
        var variants: Set<String> = []
        var defaults: Set<String> = []
        for (parent, children) in pages {
            for (name, below) in children {
                let siblings = children.contains { $0.key != name && !$0.value.isDisjoint(with: below) }
                // The parent's own page at the same path, outside every locale folder.
                let inParent = below.contains { page in
                    let path = parent.isEmpty ? page : parent + "/" + page
                    return all.contains(path) && LocaleID(folderName: String(page.prefix { $0 != "/" })) == nil
                }
                guard siblings || inParent else { continue }
                variants.insert(parent.isEmpty ? name : parent + "/" + name)
                if inParent { defaults.insert(parent) }
            }
        }
        guard !variants.isEmpty else { return [:] }
        var result: [String: String] = [:]
        for (file, parts) in zip(files, relative) where !parts.isEmpty {
            let folders = (1..<parts.count).map { parts[..<$0].joined(separator: "/") }
            guard let folder = folders.first(where: variants.contains)
                    ?? ([""] + folders).last(where: defaults.contains) else { continue }
            result[file] = folder.isEmpty ? directory : prefix + folder
        }
        return result
    }
}
