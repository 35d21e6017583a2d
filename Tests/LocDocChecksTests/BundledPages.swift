import Foundation
import LocDocModel

/// The five bundled pages, written to a new temporary folder after `rewrite` has had each file's bytes: for tests
/// that check the corpus changed one way (line endings, damage). The caller removes the folder.
enum BundledPages {
    static let locales = ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"]
    static let page = "msal-ios-shared-devices.md"

    static func copy(prefix: String, rewrite: (_ name: String, _ bytes: [UInt8]) throws -> [UInt8]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        for locale in locales {
            let name = "\(locale)/\(page)"
            let bytes = try rewrite(name, Array(try Data(contentsOf: SeedAcceptanceTests.locales.appendingPathComponent(name))))
            try FileManager.default.createDirectory(at: root.appendingPathComponent(locale), withIntermediateDirectories: true)
            try Data(bytes).write(to: root.appendingPathComponent(name))
        }
        return root
    }

    /// A page of the shared check examples' shape (`CheckExample.page`), one revision unless told otherwise.
    static func example(_ locale: String, _ body: String, revision: String = "aaaa", handoff: String = "01/02/2021") -> String {
        CheckExample.page(locale: locale, revision: revision, handoff: handoff, body: body)
    }
}
