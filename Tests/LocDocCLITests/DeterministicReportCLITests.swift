import Foundation
import Testing

/// One input, one report, from process to process. Swift seeds its hashing per process, so anything that follows
/// a dictionary's order shows up only across runs, never within one.
@Suite struct DeterministicReportCLITests {
    /// fr-FR's section lacks the three links de-DE's and es-ES's hold: the three missing links are reported at the
    /// same place (the section's start) with the same message, and differ only in where de-DE and es-ES hold them.
    /// Their order once followed a dictionary's: 8 runs gave 4 different reports.
    static func corpus() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-deterministic-\(UUID().uuidString)")
        let top = "# <a name=\"top\"></a>Top\n\nIntro.\n\n## <a name=\"one\"></a>One\n\n"
        let full = top + String(repeating: "See [the guide](guide.md).\n\n", count: 3)
        for (locale, day, body) in [("de-DE", 2, full), ("es-ES", 3, full), ("fr-FR", 4, top + "Nothing.\n")] {
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
        // At fr-FR's line 11 (the section's heading), each pointing at the link in de-DE and es-ES: lines 13, 15, 17.
        #expect(links.map(\.line) == [11, 11, 11])
        #expect(links.map { $0.related.map { "\($0.variant):\($0.line)" } } == [
            ["de-DE:13", "es-ES:13"], ["de-DE:15", "es-ES:15"], ["de-DE:17", "es-ES:17"],
        ])
    }
}
