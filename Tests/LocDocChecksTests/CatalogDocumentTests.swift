import Foundation
import LocDocChecks
import LocDocIngest
import LocDocReports
import Testing

/// `Docs/checks.md` is generated from the catalogue; it must not drift from it.
@Suite struct CatalogDocumentTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/checks.md")

    @Test func docsChecksMarkdownIsUpToDate() throws {
        let generated = CatalogRenderer().markdown(CheckCatalog.descriptions)
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        #expect(committed == generated, "Docs/checks.md is stale: run `swift run locdoc checks --format markdown > Docs/checks.md`")
    }

    @Test func everyCheckIsDocumented() throws {
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        for description in CheckCatalog.descriptions {
            #expect(committed.contains("\n## \(description.id)\n"), "\(description.id)")
        }
    }

    /// Read by cmark-gfm, the document shows every example page whole, each as one `markdown` sample, though the
    /// pages hold fences of their own.
    @Test func everyExamplePageShowsWhole() throws {
        let generated = CatalogRenderer().markdown(CheckCatalog.descriptions)
        let document = try MarkdownIngest().parse(bytes: Array(generated.utf8),
                                                  origin: FileOrigin(displayPath: "checks.md", variant: "", page: "checks.md", folderLocale: nil))
        let shown = document.codeSamples.filter { $0.info == "markdown" }.map(\.code)
        let pages = CheckCatalog.descriptions.flatMap { description in
            (description.passingExamples + description.failingExamples).flatMap { example in example.pages.keys.sorted().map { example.pages[$0]! } }
        }
        #expect(pages.contains { $0.contains("```") })
        #expect(shown.count == pages.count)
        #expect(shown == pages.map { $0 + "\n" })
    }
}
