import Foundation
import LocDocModel
@testable import LocDocReports
import Testing

/// A finding a `<!-- locdoc-… -->` comment acknowledges: in SARIF a result with an `inSource` suppression (valid,
/// and read by sarif-tools), in JSON and text only counted, in JUnit not a failure.
@Suite("Suppressed findings in each format") struct SuppressedFindingRenderTests {
    let report = SampleCheckReport.acknowledged

    @Test func sarifListsItWithItsSuppression() throws {
        let data = try SARIFRenderer().render(report)
        let read = try SARIFRendererTests.validateAndRead(data)
        #expect(read.results == 5)
        let results = try JSONDecoder().decode(SARIF.Log.self, from: data).runs[0].results
        // In report order: es-ES's line 44 comes before its line 62.
        #expect(results.map { "\($0.locations[0].physicalLocation.artifactLocation.uri ?? ""):\($0.locations[0].physicalLocation.region?.startLine ?? 0)" }
                == ["es-ES/msal.md:44", "es-ES/msal.md:62", "ja-jp--a/msal.md:18", "ja-jp--a/msal.md:30", "zh-CN/msal.md:63"])
        let suppressed = results.filter { $0.suppressions != nil }
        #expect(suppressed.count == 1)
        let suppression = try #require(suppressed.first?.suppressions?.first)
        #expect(suppressed.first?.ruleId == "inline-code-spacing")
        #expect(suppression.kind == "inSource")
        #expect(suppression.justification == "the sentence is quoted as written")
        #expect(suppression.location?.physicalLocation.region == SARIF.Region(startLine: 43, startColumn: 1))
        #expect(suppression.location?.physicalLocation.artifactLocation.uri == "es-ES/msal.md")
    }

    @Test func jsonAndTextCountIt() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: try CheckJSONRenderer().render(report)) as? [String: Any])
        #expect((json["findings"] as? [Any])?.count == 4)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["suppressed"] as? Int == 1)
        #expect(summary["findings"] as? Int == 4)
        let text = CheckTextRenderer().render(report)
        #expect(!text.contains("llame a`acquireToken`"))
        #expect(text.hasSuffix("; 1 suppressed by a comment; 1 input error\n"))
        #expect(!CheckTextRenderer().render(SampleCheckReport.report).contains("suppressed"))
    }

    @Test func junitDoesNotFailOnIt() throws {
        let read = try JUnitRendererTests.validateAndRead(try JUnitRenderer().render(report))
        let failures = read.suites.filter { $0.name != "locdoc.input" }.map(\.failures).reduce(0, +)
        #expect(failures == 4)
    }
}
