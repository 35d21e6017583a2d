import Foundation
import LocDocModel
@testable import LocDocReports
import Testing

/// `locdoc check --format sarif`: the golden file, validity against the official SARIF 2.1.0 schema (Python
/// `jsonschema`, draft 4), what a real consumer (`sarif-tools`) reads from it, and the mapping of each field.
@Suite("Check SARIF report") struct SARIFRendererTests {
    /// What `Tests/Support/report_consumers.py sarif` prints.
    struct Read: Decodable {
        struct Record: Decodable, Equatable {
            var file: String
            var line: Int
            var severity: String
            var rule: String
        }
        var tools: [String]
        var results: Int
        var severities: [String]
        var records: [Record]
    }

    /// Validates with jsonschema and reads with sarif-tools; fails (never skips) when either is missing.
    static func validateAndRead(_ data: Data) throws -> Read {
        let scratch = try Scratch()
        let log = try scratch.write(data, "report.sarif")
        let schema = try RepositoryPaths.shared("schemas/sarif-schema-2.1.0.json")
        return try JSONDecoder().decode(Read.self, from: try ExternalTool.consumers(["sarif", schema.path, log.path]))
    }

    func log(_ report: CheckReport = SampleCheckReport.report, _ renderer: SARIFRenderer = SARIFRenderer()) throws -> SARIF.Log {
        try JSONDecoder().decode(SARIF.Log.self, from: try renderer.render(report))
    }

    @Test("Matches the golden file byte for byte")
    func golden() throws {
        try Golden.expectMatches(try SARIFRenderer().render(SampleCheckReport.report), "report.sarif")
    }

    @Test("Valid against the SARIF 2.1.0 schema and read by sarif-tools: every finding, at its place and level")
    func validAndRead() throws {
        let read = try Self.validateAndRead(try SARIFRenderer().render(SampleCheckReport.report))
        #expect(read.tools == ["locdoc"])
        #expect(read.results == 5)
        #expect(read.severities == ["error", "warning", "note"])
        #expect(read.records.sorted { ($0.file, $0.line) < ($1.file, $1.line) } == [
            .init(file: "es-ES/msal.md", line: 44, severity: "note", rule: "inline-code-spacing"),
            .init(file: "es-ES/msal.md", line: 62, severity: "error", rule: "config-value-mismatch"),
            .init(file: "ja-jp--a/msal.md", line: 18, severity: "warning", rule: "section-missing"),
            .init(file: "ja-jp--a/msal.md", line: 30, severity: "error", rule: "config-value-mismatch"),
            .init(file: "zh-CN/msal.md", line: 63, severity: "error", rule: "config-value-mismatch"),
        ])
    }

    @Test("A clean run and a run with an absolute corpus root are valid too")
    func validVariations() throws {
        let clean = try Self.validateAndRead(try SARIFRenderer().render(SampleCheckReport.clean))
        #expect(clean.results == 0)
        let rooted = SARIFRenderer(corpusRoot: URL(fileURLWithPath: "/srv/docs/Locales"), informationURI: "https://example.com/locdoc")
        #expect(try Self.validateAndRead(try rooted.render(SampleCheckReport.report)).results == 5)
        let run = try #require(try log(SampleCheckReport.report, rooted).runs.first)
        #expect(run.originalUriBaseIds["CORPUSROOT"]?.uri == "file:///srv/docs/Locales/")
        #expect(run.tool.driver.informationUri == "https://example.com/locdoc")
        #expect(try log(SampleCheckReport.clean).runs[0].invocations == [SARIF.Invocation(executionSuccessful: true)])
    }

    @Test("Rules are the catalogue: id, PascalCase name, summary, rationale, default level, category")
    func rules() throws {
        let rules = try log().runs[0].tool.driver.rules
        #expect(rules.map(\.id) == ["config-value-mismatch", "section-missing", "inline-code-spacing"])
        #expect(rules.map(\.name) == ["ConfigValueMismatch", "SectionMissing", "InlineCodeSpacing"])
        #expect(rules.map(\.defaultConfiguration.level) == ["error", "warning", "note"])
        #expect(rules.map(\.properties.category) == ["config-value", "structure", "punctuation"])
        #expect(rules[0].shortDescription.text == SampleCheckReport.checks[0].summary)
        #expect(rules[0].fullDescription?.text == SampleCheckReport.checks[0].rationale)
        #expect(rules[2].fullDescription == nil)
    }

    @Test("Results: rule index, level, relative location in code points, related variants, finding properties")
    func results() throws {
        let run = try log().runs[0]
        #expect(run.columnKind == "unicodeCodePoints")
        #expect(run.results.map(\.ruleIndex) == [2, 0, 1, 0, 0])
        let zh = try #require(run.results.last)
        #expect(zh.level == "error")
        #expect(zh.message.text == "Boolean value differs from the other variants")
        let place = try #require(zh.locations.first?.physicalLocation)
        #expect(place.artifactLocation.uri == "zh-CN/msal.md" && place.artifactLocation.uriBaseId == "CORPUSROOT")
        #expect(place.region == SARIF.Region(startLine: 63, startColumn: 14))
        let related = try #require(zh.relatedLocations)
        #expect(related.map(\.id) == [1, 2])
        #expect(related.map { $0.physicalLocation.artifactLocation.uri } == ["es-ES/msal.md", "ja-jp--a/msal.md"])
        #expect(related.map { $0.physicalLocation.region?.startLine } == [63, 61])
        #expect(related[0].message?.text == "es-ES has the expected value \"true\"")
        #expect(zh.properties == SARIF.ResultProperties(locale: "zh-CN", variant: "zh-CN", class: "divergent",
                                                        category: "config-value", evidence: "True", expected: "true"))
        #expect(run.results[0].relatedLocations == nil)
        #expect(run.artifacts.map { $0.location.uri } == ["es-ES/msal.md", "it-IT/msal.md", "ja-jp--a/msal.md", "zh-CN/msal.md"])
        #expect(place.artifactLocation.index == 3)
        #expect(run.artifacts[2].properties == SARIF.ArtifactProperties(variant: "ja-jp--a", locale: "ja-JP", revision: "9f8e7d",
                                                                        translationType: "MT"))
    }

    @Test("Input errors are tool execution notifications, and the execution is not successful")
    func inputErrors() throws {
        let invocation = try #require(try log().runs[0].invocations.first)
        #expect(invocation.executionSuccessful == false)
        let notification = try #require(invocation.toolExecutionNotifications?.first)
        #expect(notification.level == "error")
        #expect(notification.descriptor.id == "invalid-yaml")
        #expect(notification.locations.first?.physicalLocation.artifactLocation.uri == "it-IT/msal.md")
        #expect(notification.locations.first?.physicalLocation.region?.startLine == 4)
    }

    @Test("Paths become URI references: spaces, non-ASCII and colons percent-encoded, slashes kept")
    func uris() throws {
        var report = SampleCheckReport.clean
        report.variants[0].file = "es-ES/página de ayuda:v2.md"
        let run = try log(report).runs[0]
        #expect(run.artifacts.map { $0.location.uri } == ["es-ES/p%C3%A1gina%20de%20ayuda%3Av2.md"])
    }

    @Test("A finding of a check the catalogue lacks still gets a rule, after the catalogue's")
    func unknownCheck() throws {
        var report = SampleCheckReport.report
        report.findings[0].check = "mystery-check"
        let run = try log(report).runs[0]
        #expect(run.tool.driver.rules.map(\.id).last == "mystery-check")
        #expect(run.results.first { $0.ruleId == "mystery-check" }?.ruleIndex == 3)
        #expect(try Self.validateAndRead(try SARIFRenderer().render(report)).results == 5)
    }
}
