import Foundation

/// Locates the repository's bundled corpus and fixtures from this source file's path.
enum CorpusPaths {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let locales = repositoryRoot.appendingPathComponent("Locales").path
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures").path

    static func lines(of relativePath: String) throws -> [String] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(relativePath), encoding: .utf8)
        return text.components(separatedBy: "\n")
    }
}
