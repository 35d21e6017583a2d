import Foundation
import Testing

/// One input, one report, from process to process. Swift seeds its hashing per process, so anything that follows
/// a dictionary's order shows up only across runs, never within one.
@Suite struct DeterministicReportCLITests {
    /// fr-FR lacks three sections that each hold the same link: the three missing links are reported at the same
    /// place (where the sections would be) with the same message, and differ only in where de-DE and es-ES hold
    /// them. Their order once followed a dictionary's: 8 runs gave 4 different reports.
    static func corpus() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-deterministic-\(UUID().uuidString)")
        let section = { (anchor: String, title: String) in "## <a name=\"\(anchor)\"></a>\(title)\n\nSee [the guide](guide.md).\n\n" }
        let full = "# <a name=\"top\"></a>Top\n\nIntro.\n\n" + section("one", "One") + section("two", "Two") + section("three", "Three")
        for (locale, day, body) in [("de-DE", 2, full), ("es-ES", 3, full), ("fr-FR", 4, "# <a name=\"top\"></a>Top\n\nIntro.\n")] {
            let variant = folder.appendingPathComponent(locale)
            try FileManager.default.createDirectory(at: variant, withIntermediateDirectories: true)
            let page = "---\ntitle: Example\nms.contentlocale: \(locale)\nms.openlocfilehash: aaaa\nms.lasthandoff: 01/0\(day)/2021\n---\n" + body
            try Data(page.utf8).write(to: variant.appendingPathComponent("p.md"))
        }
        return folder
    }

    @Test("Six runs of locdoc check on the same corpus print the same JSON, tied findings in one order")
    func sameReportEveryRun() throws {
        let folder = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs = try (0..<6).map { _ in try Locdoc.run(["check", folder.path, "--format", "json"]) }
        // Warnings only: below the default --fail-on (error), so exit 0.
        #expect(runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.stderr))")
        #expect(Set(runs.map(\.stdout)).count == 1)

        struct Report: Decodable {
            struct Finding: Decodable {
                struct Related: Decodable { var variant: String; var line: Int }
                var check: String
                var line: Int
                var related: [Related]
            }
            var findings: [Finding]
        }
        let report = try JSONDecoder().decode(Report.self, from: runs[0].stdout)
        let links = report.findings.filter { $0.check == "link-target" }
        // At fr-FR's line 7 (its only section), each pointing at the link in de-DE and es-ES: lines 13, 17, 21.
        #expect(links.map(\.line) == [7, 7, 7])
        #expect(links.map { $0.related.map { "\($0.variant):\($0.line)" } } == [
            ["de-DE:13", "es-ES:13"], ["de-DE:17", "es-ES:17"], ["de-DE:21", "es-ES:21"],
        ])
    }
}
