import Foundation

/// Writes a large corpus made of the bundled pages: `variants` folders per locale (`es-ES--r007`), each with
/// `pages` copies of the locale's page, so the files keep real structure and real scripts.
enum BenchCorpus {
    static func generate(from locales: String, into directory: URL, variants: Int, pages: Int) throws -> (files: Int, bytes: Int) {
        let manager = FileManager.default
        try? manager.removeItem(at: directory)
        let localeNames = try manager.contentsOfDirectory(atPath: locales).filter {
            manager.fileExists(atPath: "\(locales)/\($0)/msal-ios-shared-devices.md")
        }.sorted()
        var files = 0, bytes = 0
        for locale in localeNames {
            let page = try Data(contentsOf: URL(fileURLWithPath: "\(locales)/\(locale)/msal-ios-shared-devices.md"))
            for variant in 0..<variants {
                let folder = directory.appendingPathComponent(String(format: "%@--r%03d", locale, variant))
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                for index in 0..<pages {
                    try page.write(to: folder.appendingPathComponent(String(format: "page-%03d.md", index)))
                    files += 1
                    bytes += page.count
                }
            }
        }
        return (files, bytes)
    }

    /// Every Markdown file under `directory`, sorted, with its bytes read lazily by the caller.
    static func files(in directory: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "md" { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
