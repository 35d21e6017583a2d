import Foundation
import LocDocModel

/// Turns the paths a user gives into the Markdown files of a corpus, each with its variant and page.
///
/// Rules (the spec's "Corpus layout", made exact):
/// - a directory is searched recursively for `*.md` / `*.markdown` files (hidden folders skipped);
/// - a file's *variant folder* is the first folder below the given directory, or the directory itself when it
///   is named like a locale (`es-ES`, `ja-jp--a`) and that first folder is not, or when it holds the file
///   directly; for a file given by itself it is
///   the nearest folder named like a locale, else the file's own folder;
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
        var found: [(file: URL, variantFolder: URL)] = []
        var directoryPages: [(folder: URL, variantFolder: URL)] = []
        var errors: [InputError] = []
        var components = PathCache()
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
                let split = subfoldersAreVariants(of: url, files: listing.files, paths: &components)
                for file in listing.files {
                    found.append((file, variantFolder(of: file, inDirectory: url, split: split, paths: &components)))
                }
                for folder in listing.pageNamedFolders {
                    directoryPages.append((folder, variantFolder(of: folder, inDirectory: url, split: split, paths: &components)))
                }
            } else {
                found.append((url, variantFolder(ofFile: url)))
            }
        }
        // Variant folders repeat for every file in them: their roots are worked out once each.
        var roots: [URL] = []
        var rootOf: [URL: URL] = [:]
        for folder in found.map(\.variantFolder) + directoryPages.map(\.variantFolder) where rootOf[folder] == nil {
            let root = folder.deletingLastPathComponent().standardizedFileURL
            rootOf[folder] = root
            roots.append(root)
        }
        let common = commonAncestor(roots)
        var seen: Set<String> = []
        for (folder, _) in directoryPages where seen.insert(folder.path).inserted {
            errors.append(InputError(kind: .isDirectory, file: relative(folder, to: common), line: nil,
                                     message: "is a directory, not a Markdown file"))
        }
        var entries: [Entry] = []
        var variants: [URL: String] = [:]
        var locales: [URL: LocaleID?] = [:]
        for (file, folder) in found where seen.insert(file.path).inserted {
            let variant = variants[folder] ?? relative(folder, to: common)
            variants[folder] = variant
            let parent = file.deletingLastPathComponent()
            let locale = locales[parent] ?? nearestLocale(ofFolder: parent, within: common)
            locales[parent] = locale
            let fileParts = file.standardizedFileURL.pathComponents
            entries.append(Entry(absolutePath: file.path, origin: FileOrigin(
                displayPath: relative(fileParts, to: components.components(of: common), fallback: file),
                variant: variant, page: relative(fileParts, to: components.components(of: folder), fallback: file),
                folderLocale: locale)))
        }
        // Grouped by variant, pages in order: the order every output uses, so documents can be streamed in it.
        entries.sort { ($0.origin.variant, $0.origin.page) < ($1.origin.variant, $1.origin.page) }
        return Result(entries: entries, errors: errors)
    }

    /// The standardized path components of the few folders every file is made relative to, worked out once each.
    private struct PathCache {
        private var known: [URL: [String]] = [:]

        mutating func components(of url: URL) -> [String] {
            if let parts = known[url] { return parts }
            let parts = url.standardizedFileURL.pathComponents
            known[url] = parts
            return parts
        }
    }

    /// The Markdown files under a directory, and the folders named like pages (reported, not searched); nil when
    /// the directory cannot be listed.
    private func markdownFiles(under directory: URL) -> (files: [URL], pageNamedFolders: [URL])? {
        var files: [(url: URL, path: String)] = []
        var folders: [URL] = []
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys,
                                                          options: [.skipsHiddenFiles]) else {
            return nil
        }
        for case let url as URL in walker {
            guard isPageName(url.lastPathComponent) else { continue }
            if isDirectory(url) {
                // A folder named like a page is almost surely a mistake; say so rather than search it as pages.
                walker.skipDescendants()
                folders.append(url.standardizedFileURL)
                continue
            }
            let file = url.standardizedFileURL
            files.append((file, file.path))
        }
        return (files.sorted { $0.path < $1.path }.map(\.url), folders)
    }

    /// Whether the item itself (not what a symbolic link points to) is a directory: what Foundation's
    /// `isDirectoryKey` answers on Linux, from one `lstat` instead of a dictionary of every attribute.
    private func isDirectory(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    private func isPageName(_ name: String) -> Bool {
        let name = name.lowercased()
        return name.hasSuffix(".md") || name.hasSuffix(".markdown")
    }

    /// The first folders below a given directory are its variants, unless the directory is itself named like a
    /// locale: then it is one variant whose subfolders are part of the page paths (`es-ES/includes/`, `es-ES/ui/`),
    /// except when it holds no page directly and every folder with pages is named like a locale too (a corpus kept in
    /// `tw/` or `ha/` holds `es-ES/`, `it-IT/`, …). Decided once for the whole directory, so one stray folder named
    /// like a locale (`es-ES/ui/`) cannot split a locale into two variants.
    private func subfoldersAreVariants(of directory: URL, files: [URL], paths: inout PathCache) -> Bool {
        guard LocaleID(folderName: directory.lastPathComponent) != nil else { return true }
        let base = paths.components(of: directory)
        return !files.isEmpty && files.allSatisfy { file in
            let parts = relative(file.standardizedFileURL.pathComponents, to: base, fallback: file).split(separator: "/")
            return parts.count >= 2 && LocaleID(folderName: String(parts[0])) != nil
        }
    }

    private func variantFolder(of file: URL, inDirectory directory: URL, split: Bool, paths: inout PathCache) -> URL {
        guard split else { return directory }
        let components = relative(file.standardizedFileURL.pathComponents, to: paths.components(of: directory), fallback: file)
            .split(separator: "/")
        guard components.count >= 2 else { return directory }
        return directory.appendingPathComponent(String(components[0]))
    }

    private func variantFolder(ofFile file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if LocaleID(folderName: folder.lastPathComponent) != nil { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }

    /// The locale of the nearest folder named like one, from a file's own folder up to `root`.
    private func nearestLocale(ofFolder start: URL, within root: URL) -> LocaleID? {
        var folder = start
        while folder.path.count >= root.path.count, folder.path != "/" {
            if let locale = LocaleID(folderName: folder.lastPathComponent) { return locale }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    private func commonAncestor(_ urls: [URL]) -> URL {
        guard var common = urls.first?.pathComponents else { return URL(fileURLWithPath: "/") }
        for url in urls.dropFirst() {
            let parts = url.pathComponents
            var shared = 0
            while shared < min(common.count, parts.count), common[shared] == parts[shared] { shared += 1 }
            common = Array(common.prefix(shared))
        }
        return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"))
    }

    private func relative(_ url: URL, to base: URL) -> String {
        relative(url.standardizedFileURL.pathComponents, to: base.standardizedFileURL.pathComponents, fallback: url)
    }

    /// `url` (whose standardized components are `parts`) relative to a folder with components `baseParts`; its
    /// path when it is not inside.
    private func relative(_ parts: [String], to baseParts: [String], fallback url: URL) -> String {
        guard parts.starts(with: baseParts) else { return url.path }
        return parts.dropFirst(baseParts.count).joined(separator: "/")
    }
}
