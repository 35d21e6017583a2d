import Foundation
import LocDocModel

/// Turns the paths a user gives into the Markdown files of a corpus, each with its variant and page.
///
/// Rules (the spec's "Corpus layout", made exact):
/// - a directory is searched recursively for `*.md`, `*.markdown` and `*.mdx` files (hidden folders skipped); one
///   that holds none is an input error, since a check of nothing would pass;
/// - a file's *variant folder* is the first folder below the given directory, or the directory itself when it
///   is named like a locale (`es-ES`, `ja-jp--a`) and that first folder is not, or when it holds the file
///   directly; for a file given by itself it is
///   the nearest folder named like a locale, else the file's own folder;
/// - when the directory's subfolders are its variants, a file directly in it (a `README.md`) is in no variant and
///   is not read, unless every file is (a folder of pages is then one variant);
/// - deeper down, folders named like a locale that mirror each other or their parent are variants
///   (`NestedLocaleFolders`: `docs/en/` and `docs/zh/`, or `docs/` and `docs/ja/`);
/// - translations kept apart from their source by a documented convention are copies of the source's page:
///   Docusaurus's `i18n/<locale>/docusaurus-plugin-content-*/` (`DocusaurusCopies`), and names with a locale before
///   the extension (`LocaleSuffixedCopies`);
/// - the corpus root is the variant folder's parent; paths in all output are relative to the common root of
///   everything given, so they never depend on the working directory.
public struct CorpusDiscovery: Sendable {
    public struct Entry: Hashable, Sendable {
        public var absolutePath: String
        public var origin: FileOrigin
    }

    public struct Result: Sendable {
        public var entries: [Entry]
        public var errors: [InputError]
    }

    public init() {}

    public func discover(_ paths: [String]) -> Result {
        // Paths are handled as strings of standardized absolute paths: per file, Foundation's URL operations
        // (standardizing, components, parents) cost more than the rest of discovery together.
        var found: [(file: String, variantFolder: String)] = []
        var directoryPages: [(folder: String, variantFolder: String)] = []
        var errors: [InputError] = []
        let manager = FileManager.default
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                errors.append(InputError(kind: .notFound, file: path, line: nil, message: "no such file or directory"))
                continue
            }
            if isDirectory.boolValue, isPageName(url.lastPathComponent) {
                // Given by name as a page: the user meant a file.
                errors.append(InputError(kind: .isDirectory, file: path, line: nil, message: "is a directory, not a Markdown file"))
            } else if isDirectory.boolValue {
                guard let listing = markdownFiles(under: url) else {
                    errors.append(InputError(kind: .unreadable, file: path, line: nil, message: "cannot list this directory"))
                    continue
                }
                guard !listing.files.isEmpty || !listing.pageNamedFolders.isEmpty else {
                    errors.append(InputError(kind: .noPages, file: path, line: nil,
                                             message: "holds no Markdown files (*.md, *.markdown, *.mdx)"))
                    continue
                }
                let directory = url.path
                let split = subfoldersAreVariants(of: directory, files: listing.files)
                // Locale folders deeper down (`docs/en/`, `docs/zh/`), and a content folder holding the default language.
                let nested = NestedLocaleFolders.variantFolders(files: listing.files, under: directory)
                // Beside variant folders, a file in the directory itself (a `README.md`) is in no variant: read, it
                // would be a variant of its own and move the corpus root up a folder, renaming every variant. Unless
                // the directory holds the default language's pages beside its locale folders.
                let inVariants = listing.files.filter { Self.parent(of: $0) != directory || nested[$0] == directory }
                for file in split && !inVariants.isEmpty ? inVariants : listing.files {
                    found.append((file, nested[file] ?? variantFolder(of: file, inDirectory: directory, split: split)))
                }
                for folder in listing.pageNamedFolders {
                    directoryPages.append((folder, variantFolder(of: folder, inDirectory: directory, split: split)))
                }
            } else {
                found.append((url.path, variantFolder(ofFile: url.path)))
            }
        }
        // Variant folders repeat for every file in them: their roots are worked out once each.
        var roots: [String] = []
        var rootOf: [String: String] = [:]
        for folder in found.map(\.variantFolder) + directoryPages.map(\.variantFolder) where rootOf[folder] == nil {
            let root = Self.parent(of: folder)
            rootOf[folder] = root
            roots.append(root)
        }
        let common = commonAncestor(roots)
        var seen: Set<String> = []
        for (folder, _) in directoryPages where seen.insert(folder).inserted {
            errors.append(InputError(kind: .isDirectory, file: relative(folder, to: common), line: nil,
                                     message: "is a directory, not a Markdown file"))
        }
        var entries: [Entry] = []
        var variants: [String: String] = [:]
        var locales: [String: LocaleID?] = [:]
        for (file, folder) in found where seen.insert(file).inserted {
            let variant = variants[folder] ?? relative(folder, to: common)
            variants[folder] = variant
            let parent = Self.parent(of: file)
            let locale = locales[parent] ?? nearestLocale(ofFolder: parent, within: common)
            locales[parent] = locale
            entries.append(Entry(absolutePath: file, origin: FileOrigin(
                displayPath: relative(file, to: common), variant: variant, page: relative(file, to: folder),
                folderLocale: locale)))
        }
        entries = LocaleSuffixedCopies.paired(DocusaurusCopies.paired(entries))
        // Grouped by variant, pages in order: the order every output uses, so documents can be streamed in it.
        entries.sort { ($0.origin.variant, $0.origin.page) < ($1.origin.variant, $1.origin.page) }
        return Result(entries: entries, errors: errors)
    }

    /// The Markdown files under a directory (standardized absolute paths, sorted), and the folders named like pages
    /// (reported, not searched); nil when the directory cannot be listed.
    private func markdownFiles(under directory: URL) -> (files: [String], pageNamedFolders: [String])? {
        var files: [String] = []
        var folders: [String] = []
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys,
                                                          options: [.skipsHiddenFiles]) else {
            return nil
        }
        // The walker's URLs extend the standardized directory by one name at a time, so their paths are standardized.
        for case let url as URL in walker {
            guard isPageName(url.lastPathComponent) else { continue }
            let path = url.path
            if isDirectory(path) {
                // A folder named like a page is almost surely a mistake; say so rather than search it as pages.
                walker.skipDescendants()
                folders.append(path)
                continue
            }
            files.append(path)
        }
        return (files.sorted(), folders)
    }

    /// Whether the item itself (not what a symbolic link points to) is a directory: what Foundation's
    /// `isDirectoryKey` answers on Linux, from one `lstat` instead of a dictionary of every attribute.
    private func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    private func isPageName(_ name: String) -> Bool {
        let name = name.lowercased()
        return name.hasSuffix(".md") || name.hasSuffix(".markdown") || name.hasSuffix(".mdx")
    }

    /// The first folders below a given directory are its variants, unless the directory is itself named like a
    /// locale: then it is one variant whose subfolders are part of the page paths (`es-ES/includes/`, `es-ES/ui/`),
    /// except when it holds no page directly, every folder with pages is named like a locale too, and two of them
    /// hold the same page (a corpus kept in `tw/` or `ha/` holds `es-ES/page.md`, `it-IT/page.md`, …): variants
    /// mirror each other, and two-letter folders of one locale (`ui/`, `js/`) do not. Decided once for the whole
    /// directory, so one stray folder named like a locale cannot split a locale into two variants.
    private func subfoldersAreVariants(of directory: String, files: [String]) -> Bool {
        guard LocaleID(folderName: Self.lastComponent(of: directory)) != nil else { return true }
        var foldersOfPage: [String: String] = [:]
        var mirrored = false
        for file in files {
            let parts = Self.components(relative(file, to: directory))
            guard parts.count >= 2, LocaleID(folderName: String(parts[0])) != nil else { return false }
            let page = parts.dropFirst().joined(separator: "/"), folder = String(parts[0])
            if let other = foldersOfPage[page], other != folder { mirrored = true }
            foldersOfPage[page] = folder
        }
        return mirrored
    }

    private func variantFolder(of file: String, inDirectory directory: String, split: Bool) -> String {
        guard split else { return directory }
        let components = Self.components(relative(file, to: directory))
        guard components.count >= 2 else { return directory }
        return directory == "/" ? "/" + components[0] : directory + "/" + components[0]
    }

    private func variantFolder(ofFile file: String) -> String {
        var folder = Self.parent(of: file)
        while folder != "/" {
            if LocaleID(folderName: Self.lastComponent(of: folder)) != nil { return folder }
            folder = Self.parent(of: folder)
        }
        return Self.parent(of: file)
    }

    /// The locale of the nearest folder named like one, from a file's own folder up to `root`.
    private func nearestLocale(ofFolder start: String, within root: String) -> LocaleID? {
        var folder = start
        while folder.utf8.count >= root.utf8.count, folder != "/" {
            if let locale = LocaleID(folderName: Self.lastComponent(of: folder)) ?? SuffixedLocaleFolder.locale(ofFolder: folder) {
                return locale
            }
            folder = Self.parent(of: folder)
        }
        return nil
    }

    private func commonAncestor(_ paths: [String]) -> String {
        guard let first = paths.first else { return "/" }
        var common = Self.components(first)
        for path in paths.dropFirst() {
            let parts = Self.components(path)
            var shared = 0
            while shared < min(common.count, parts.count), common[shared] == parts[shared] { shared += 1 }
            common = Array(common.prefix(shared))
        }
        return "/" + common.joined(separator: "/")
    }

    /// `path` relative to the folder `base` (both standardized and absolute); `path` itself when it is not inside.
    private func relative(_ path: String, to base: String) -> String {
        if path == base { return "" }
        // Standardized paths have no `.`, `..`, doubled or trailing `/`: being inside is a prefix that ends at a `/`.
        let prefix = base.utf8.last == UInt8(ascii: "/") ? base : base + "/"
        guard path.utf8.starts(with: prefix.utf8) else { return path }
        return String(decoding: path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }

    /// The names in a standardized absolute path (`/a/b` gives `a`, `b`; `/` gives none).
    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/")
    }

    /// The folder a standardized absolute path is in (`/` for `/a` and for `/`).
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    private static func lastComponent(of path: String) -> String {
        String(path.split(separator: "/").last ?? "/")
    }
}
