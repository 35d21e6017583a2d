import Foundation
import LocDocModel
import LocDocReports
import Testing

/// `locdoc check --format json`, schema v1 (consistency-model.md §5): the golden file, the exact key sets, the
/// order of findings, null for unknown values, the summary's counts, and determinism.
@Suite("Check JSON report") struct CheckJSONRendererTests {
    static let findingKeys: Set = ["category", "check", "class", "column", "evidence", "expected", "file", "line", "locale",
                                   "message", "related", "severity", "variant"]

    func rendered(_ report: CheckReport = SampleCheckReport.report) throws -> [String: Any] {
        let data = try CheckJSONRenderer().render(report)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("Matches the golden file byte for byte")
    func golden() throws {
        try Golden.expectMatches(try CheckJSONRenderer().render(SampleCheckReport.report), "report.json")
    }

    @Test("Top level: schemaVersion 1, tool, variants, findings, summary, errors and nothing else")
    func topLevel() throws {
        let json = try rendered()
        #expect(Set(json.keys) == ["errors", "findings", "schemaVersion", "summary", "tool", "variants"])
        #expect(json["schemaVersion"] as? Int == 1)
        let tool = try #require(json["tool"] as? [String: Any])
        #expect(tool["name"] as? String == "locdoc")
        #expect(tool["version"] as? String == ToolInfo.currentVersion)
    }

    @Test("Every finding has exactly the thirteen keys, related locations exactly three")
    func findingKeySet() throws {
        let findings = try #require(try rendered()["findings"] as? [[String: Any]])
        #expect(findings.count == SampleCheckReport.findings.count)
        for finding in findings {
            #expect(Set(finding.keys) == Self.findingKeys)
            for related in try #require(finding["related"] as? [[String: Any]]) {
                #expect(Set(related.keys) == ["file", "line", "variant"])
            }
        }
    }

    @Test("Findings are ordered by file, line, column, check whatever order they were given in")
    func findingOrder() throws {
        let findings = try #require(try rendered()["findings"] as? [[String: Any]])
        let places = findings.map { "\($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0)" }
        #expect(places == ["es-ES/msal.md:44:9", "es-ES/msal.md:62:5", "ja-jp--a/msal.md:18:1", "ja-jp--a/msal.md:30:3",
                           "zh-CN/msal.md:63:14"])
        var shuffled = SampleCheckReport.report
        shuffled.findings.reverse()
        #expect(try CheckJSONRenderer().render(shuffled) == CheckJSONRenderer().render(SampleCheckReport.report))
    }

    @Test("Unknown values are null, not absent: expected, locale, revision, translationType, an error's line")
    func nulls() throws {
        var report = SampleCheckReport.report
        report.findings[0].locale = nil
        report.errors[0].line = nil
        let json = try rendered(report)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings[0]["locale"] is NSNull)
        #expect(findings[0]["expected"] is NSNull)
        #expect(findings[1]["expected"] as? String == "com.microsoft.azureauthenticator.ssoextension")
        let variants = try #require(json["variants"] as? [[String: Any]])
        #expect(variants.map { $0["variant"] as? String } == ["es-ES", "ja-jp--a", "zh-CN"])
        for variant in variants { #expect(Set(variant.keys) == ["file", "locale", "revision", "translationType", "variant"]) }
        #expect(variants[2]["revision"] is NSNull)
        #expect(variants[2]["translationType"] is NSNull)
        let errors = try #require(json["errors"] as? [[String: Any]])
        #expect(errors.count == 1)
        #expect(Set(errors[0].keys) == ["file", "kind", "line", "message"])
        #expect(errors[0]["line"] is NSNull)
        #expect(errors[0]["kind"] as? String == "invalid-yaml")
    }

    @Test("The summary counts by severity, class, category, check and variant, every key present")
    func summary() throws {
        let data = try JSONSerialization.data(withJSONObject: try #require(try rendered()["summary"]))
        let summary = try JSONDecoder().decode(CheckSummary.self, from: data)
        #expect(summary.findings == 5)
        #expect(summary.bySeverity == ["error": 3, "warning": 1, "note": 1])
        #expect(summary.byClass == ["corrupt": 2, "stale": 2, "divergent": 1])
        #expect(Set(summary.byCategory.keys) == Set(Category.allCases.map(\.rawValue)))
        #expect(summary.byCategory["config-value"] == 3 && summary.byCategory["link"] == 0)
        #expect(summary.byCheck == ["config-value-mismatch": 3, "section-missing": 1, "inline-code-spacing": 1])
        #expect(summary.byVariant["es-ES"] == .init(findings: 2, error: 1, warning: 0, note: 1))
        #expect(summary.byVariant["ja-jp--a"] == .init(findings: 2, error: 1, warning: 1, note: 0))
        #expect(summary.byVariant["zh-CN"] == .init(findings: 1, error: 1, warning: 0, note: 0))
        #expect(summary.checkedFiles == 3 && summary.checkedVariants == 3 && summary.inputErrors == 1)
        #expect(summary.count(atLeast: .warning) == 4)
        #expect(summary.count(atLeast: .note) == 5)
    }

    @Test("A clean report still has every key: empty arrays, zero counts")
    func clean() throws {
        let json = try rendered(SampleCheckReport.clean)
        #expect((json["findings"] as? [Any])?.isEmpty == true)
        #expect((json["errors"] as? [Any])?.isEmpty == true)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["findings"] as? Int == 0)
        #expect(summary["bySeverity"] as? [String: Int] == ["error": 0, "warning": 0, "note": 0])
        #expect(summary["byCheck"] as? [String: Int] == ["config-value-mismatch": 0, "section-missing": 0, "inline-code-spacing": 0])
    }
}
