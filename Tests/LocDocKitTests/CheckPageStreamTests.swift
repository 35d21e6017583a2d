import Foundation
import LocDocChecks
import LocDocIngest
@testable import LocDocKit
import LocDocModel
import Testing

/// `locdoc check` on a corpus of many pages reads it a page at a time (`CorpusPages`); the report must be the one the
/// whole corpus read first gives (`CheckRunner.run`), findings, variants and input errors alike, in the same order.
@Suite struct CheckPageStreamTests {
    /// The bundled page under 20 names in its 5 locales: nl-NL lacks three pages, es-ES has one that is not UTF-8
    /// (an input error), and cs-CZ one more page of its own.
    static func corpus() throws -> URL {
        let locales = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Locales")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-page-stream-\(UUID().uuidString)")
        for locale in ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"] {
            let page = try Data(contentsOf: locales.appendingPathComponent("\(locale)/msal-ios-shared-devices.md"))
            let folder = root.appendingPathComponent(locale)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for number in 0..<20 where !(locale == "nl-NL" && [3, 11, 17].contains(number)) {
                let bytes = locale == "es-ES" && number == 7 ? page + Data([0xFF, 0xFE]) : page
                try bytes.write(to: folder.appendingPathComponent(String(format: "page-%02d.md", number)))
            }
        }
        try Data(contentsOf: locales.appendingPathComponent("cs-CZ/msal-ios-shared-devices.md"))
            .write(to: root.appendingPathComponent("cs-CZ/only-here.md"))
        return root
    }

    @Test func readingPageByPageGivesTheReportOfReadingTheCorpusFirst() throws {
        let root = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CorpusPages([root.path]).pageCount >= CheckRunner.pagesPerCoreWork)
        let runner = CheckRunner(configuration: CheckConfiguration(severities: ["untranslated-heading": .note]))
        let streamed = CheckAction.check([root.path], with: runner)
        let whole = runner.run(CorpusLoader().load([root.path]))
        #expect(streamed.errors.map(\.file) == ["es-ES/page-07.md"])
        #expect(streamed.variants.count == 5 * 20 - 3 - 1 + 1)
        #expect(streamed.findings.contains { $0.check == "untranslated-heading" && $0.severity == .note })
        #expect(streamed.variants == whole.variants)
        #expect(streamed.errors == whole.errors)
        #expect(streamed.findings.count == whole.findings.count)
        #expect(streamed == whole)
    }
}
