import Foundation
import LocDocKit
import LocDocModel
import LocDocSnippets
import MSAL
import Testing

extension Tag {
    /// Builds real packages with `swift build`: minutes, not seconds. Still part of `make test` and CI.
    @Tag static var slow: Self
}

/// What the `locdoc generate` tests share: the bundled corpus, temporary output folders. Packages are generated with
/// `locdoc generate`'s own provisioning, from each locale's documented configuration.
enum GenerateSupport {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let locales = repositoryRoot.appendingPathComponent("Locales").path
    static let page = "msal-ios-shared-devices"
    static let bundledLocales = ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"]

    static func temporaryFolder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-\(name)-\(UUID().uuidString)")
    }

    /// Generates the bundled corpus into `output`.
    static func generate(into output: URL, only: [String] = [], languages: GeneratedLanguages = .all,
                         force: Bool = false) throws -> GenerateAction.Outcome {
        try GenerateAction(paths: [locales], output: output.path, locales: only, languages: languages, force: force).run()
    }

    /// Every file below `folder`, by relative path, with its bytes.
    static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        let base = folder.resolvingSymlinksInPath().path + "/"
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.resolvingSymlinksInPath().path.dropFirst(base.count))] = try Data(contentsOf: url)
        }
        return files
    }

    static func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
}
