import Foundation
import LocDocModel
@testable import LocDocReports
import Testing

/// `locdoc check --format junit`: the golden file, validity against `shared/schemas/junit.xsd` (`xmllint --schema`),
/// and what a real consumer (`junitparser`) reads from it: suites, counts, cases, failures and errors.
@Suite("Check JUnit report") struct JUnitRendererTests {
    /// What `Tests/Support/report_consumers.py junit` prints.
    struct Read: Decodable {
        struct Suite: Decodable {
            var name: String
            var tests: Int
            var failures: Int
            var errors: Int
            var skipped: Int?
            /// Seconds.
            var time: Double?
            var cases: [Case]
        }
        struct Case: Decodable {
            var name: String
            var classname: String
            var time: Double?
            var results: [Result]
        }
        struct Result: Decodable {
            var kind: String
            var type: String?
            var message: String?
            var text: String?
        }
        var suites: [Suite]
    }

    /// Validates with xmllint against the schema and reads with junitparser; fails (never skips) when either is missing.
    static func validateAndRead(_ data: Data) throws -> Read {
        let scratch = try Scratch()
        let report = try scratch.write(data, "report.xml")
        let schema = try RepositoryPaths.shared("schemas/junit.xsd")
        let lint = try ExternalTool.run(try ExternalTool.locate("xmllint"), ["--noout", "--schema", schema.path, report.path])
        guard lint.status == 0 else { throw ExternalTool.Problem("xmllint rejects the JUnit report:\n\(lint.stderr)") }
        return try JSONDecoder().decode(Read.self, from: try ExternalTool.consumers(["junit", report.path]))
    }

    @Test("Matches the golden file byte for byte")
    func golden() throws {
        try Golden.expectMatches(try JUnitRenderer().render(SampleCheckReport.report), "report.xml")
    }

    @Test("Valid against junit.xsd; junitparser reads a suite per variant and one for input errors, with their counts")
    func suites() throws {
        let read = try Self.validateAndRead(try JUnitRenderer().render(SampleCheckReport.report))
        #expect(read.suites.map(\.name) == ["es-ES", "ja-jp--a", "zh-CN", "locdoc.input"])
        #expect(read.suites.map(\.tests) == [3, 3, 3, 1])
        #expect(read.suites.map(\.failures) == [2, 2, 1, 0])
        #expect(read.suites.map(\.errors) == [0, 0, 0, 1])
        for suite in read.suites { #expect(suite.cases.count == suite.tests) }
    }

    @Test("A test case per check; failing checks carry their findings one per line, passing checks are empty")
    func cases() throws {
        let read = try Self.validateAndRead(try JUnitRenderer().render(SampleCheckReport.report))
        let japanese = try #require(read.suites.first { $0.name == "ja-jp--a" })
        #expect(japanese.cases.map(\.name) == ["config-value-mismatch", "section-missing", "inline-code-spacing"])
        #expect(japanese.cases.map(\.classname) == ["locdoc.config-value", "locdoc.structure", "locdoc.punctuation"])
        let failure = try #require(japanese.cases[0].results.first)
        #expect(failure.kind == "Failure" && failure.type == "error")
        #expect(failure.message == "1 finding: A configuration value differs from the one the other variants agree on")
        #expect(failure.text == "ja-jp--a/msal.md:30:3: Key differs from newer revisions (<key> & value in Info.plist) "
            + "(\"\\\"isSharedDevice\\\"\" → \"\\\"sharedDeviceMode\\\"\")")
        #expect(japanese.cases[1].results.first?.type == "warning")
        #expect(japanese.cases[2].results.isEmpty)

        let spanish = try #require(read.suites.first { $0.name == "es-ES" })
        #expect(spanish.cases[2].results.first?.text == "es-ES/msal.md:44:9: No space before the code span (\"llame a`acquireToken`\")")

        let input = try #require(read.suites.last)
        #expect(input.cases.map(\.name) == ["it-IT/msal.md"])
        let error = try #require(input.cases.first?.results.first)
        #expect(error.kind == "Error" && error.type == "invalid-yaml")
        #expect(error.text == SampleCheckReport.errors[0].description)
    }

    @Test("Several findings of one check in one variant make one failure with one line each, typed by the highest severity")
    func severalFindings() throws {
        var report = SampleCheckReport.report
        var extra = report.findings.first { $0.variant == "zh-CN" }!
        extra.line = 70
        extra.severity = .warning
        extra.evidence = "multi\nline"
        report.findings.append(extra)
        let read = try Self.validateAndRead(try JUnitRenderer().render(report))
        let failure = try #require(read.suites.first { $0.name == "zh-CN" }?.cases[0].results.first)
        #expect(failure.type == "error")
        #expect(failure.message?.hasPrefix("2 findings: ") == true)
        #expect(failure.text?.split(separator: "\n").map { String($0.prefix(17)) } == ["zh-CN/msal.md:63:", "zh-CN/msal.md:70:"])
        #expect(failure.text?.contains("\"multi\\nline\"") == true)
    }

    @Test("Characters XML cannot hold are replaced, so the report stays well-formed and valid")
    func invalidCharacters() throws {
        var report = SampleCheckReport.report
        report.findings[0].message = "bell \u{7} and form feed \u{C}"
        report.errors[0].message = "NUL \u{0} byte"
        let data = try JUnitRenderer().render(report)
        let read = try Self.validateAndRead(data)
        #expect(read.suites.first?.cases[2].results.first?.text?.contains("bell \u{FFFD} and form feed \u{FFFD}") == true)
        #expect(read.suites.last?.cases.first?.results.first?.message == "NUL \u{FFFD} byte")
    }

    @Test("A clean report: one passing suite, valid; the timestamp is written in UTC without a zone")
    func cleanAndTimestamp() throws {
        let renderer = JUnitRenderer(timestamp: Date(timeIntervalSince1970: 1_715_000_000), hostname: "ci-runner")
        let data = try renderer.render(SampleCheckReport.clean)
        let read = try Self.validateAndRead(data)
        #expect(read.suites.map(\.name) == ["es-ES"])
        #expect(read.suites[0].failures == 0 && read.suites[0].tests == 3)
        let xml = String(decoding: data, as: UTF8.self)
        #expect(xml.contains("timestamp=\"2024-05-06T12:53:20\""))
        #expect(xml.contains("hostname=\"ci-runner\""))
    }
}
