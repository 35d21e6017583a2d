import Foundation
import LocDocChecks
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
}
