import LocDocModel

/// Translations kept in Docusaurus's i18n layout are copies of the source pages they translate.
///
/// Docusaurus keeps a translation at `i18n/<locale>/docusaurus-plugin-content-<plugin>/…` under the site folder, apart
/// from its source: `docs/intro.md` is translated at `i18n/fr/docusaurus-plugin-content-docs/current/intro.md`. Read
/// as folders, the French file is a page of its own in an `i18n` variant and is compared with nothing.
///
/// A file is taken for such a translation when a folder named like a locale holds a `docusaurus-plugin-content-*`
/// folder that holds the file. Its source is found where Docusaurus reads it by default:
/// - `docs`: `current/<path>` translates `docs/<path>`, and `version-<v>/<path>` translates
///   `versioned_docs/version-<v>/<path>`; a docs plugin with an id (`docs-<id>`) reads `<id>/` and
///   `<id>_versioned_docs/`;
/// - `blog`: `<path>` translates `blog/<path>` (`<id>/` with an id);
/// - `pages`: `<path>` translates `src/pages/<path>`.
///
/// A translation whose source was read becomes a copy of that page, in a variant named `<source variant>.<locale
/// folder>` (`docs.fr`), with the folder's locale. One whose source was not read (a site that moves its folders, or
/// only `i18n/` given) is the page at the source's path in the variant of its locale folder (`i18n/fr`), so the
/// translations are still compared with each other. A file keeps its path in every output.
enum DocusaurusCopies {
    static let pluginFolderPrefix = "docusaurus-plugin-content-"

    static func paired(_ entries: [CorpusDiscovery.Entry]) -> [CorpusDiscovery.Entry] {
        guard entries.contains(where: { $0.absolutePath.contains(pluginFolderPrefix) }) else { return entries }
        var byPath: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { byPath[entry.absolutePath] = index }
        return entries.map { entry in
            guard let translation = Translation(entry.absolutePath) else { return entry }
            var paired = entry
            paired.origin.folderLocale = translation.locale
            if let source = byPath[translation.site + "/" + translation.sourcePath].map({ entries[$0].origin }) {
                paired.origin.variant = source.variant.isEmpty ? translation.localeFolder : source.variant + "." + translation.localeFolder
                paired.origin.page = source.page
            } else {
                // The locale folder, relative as the file's display path is: that path less the names below the folder.
                let shown = entry.origin.displayPath.split(separator: "/")
                paired.origin.variant = shown.count > translation.namesBelowLocale
                    ? shown.dropLast(translation.namesBelowLocale).joined(separator: "/") : translation.localeFolder
                paired.origin.page = translation.sourcePath
            }
            return paired
        }
    }

    /// Where a file in the i18n layout sits, and the source it translates.
    struct Translation: Equatable {
        /// The site folder: the folder that holds the i18n folder.
        var site: String
        var localeFolder: String
        var locale: LocaleID
        /// The source's path in the site folder (`docs/intro.md`).
        var sourcePath: String
        /// How many names the file's path has below the locale folder, its own name included.
        var namesBelowLocale: Int

        init?(_ path: String) {
            let names = path.split(separator: "/", omittingEmptySubsequences: false)
            guard let plugin = names.lastIndex(where: { $0.hasPrefix(DocusaurusCopies.pluginFolderPrefix) }), plugin >= 2,
                  plugin < names.count - 1, let locale = LocaleID(folderName: String(names[plugin - 1])) else { return nil }
            let kind = names[plugin].dropFirst(DocusaurusCopies.pluginFolderPrefix.count)
            let (name, id) = kind.firstIndex(of: "-").map { (kind[..<$0], kind[kind.index(after: $0)...]) } ?? (kind, nil)
            var rest = names[(plugin + 1)...]
            let folder: String
            switch name {
            case "docs":
                guard rest.count >= 2, let version = rest.first else { return nil }
                rest = rest.dropFirst()
                if version == "current" {
                    folder = id.map(String.init) ?? "docs"
                } else if version.hasPrefix("version-") {
                    folder = (id.map { "\($0)_versioned_docs" } ?? "versioned_docs") + "/" + version
                } else {
                    return nil
                }
            case "blog":
                folder = id.map(String.init) ?? "blog"
            case "pages":
                folder = id.map(String.init) ?? "src/pages"
            default:
                return nil
            }
            site = names[..<(plugin - 2)].joined(separator: "/")
            localeFolder = String(names[plugin - 1])
            namesBelowLocale = names.count - plugin
            self.locale = locale
            sourcePath = folder + "/" + rest.joined(separator: "/")
        }
    }
}
