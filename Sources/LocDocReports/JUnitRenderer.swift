import Foundation
import LocDocModel

/// `locdoc check --format junit`: JUnit XML (the Ant/Jenkins schema, `<testsuites>` at the root) for CI dashboards.
///
/// - One `<testsuite>` per variant (sorted by name), with `tests` = checks that ran, `failures` = checks with at least
///   one finding in that variant, `errors` = 0, and the variant's locale and files as `<properties>`.
/// - One `<testcase>` per check (catalogue order), `classname` `locdoc.<category>`, `name` the check id. A check with
///   findings carries one `<failure>`: `type` is the highest severity among them, `message` counts them and gives the
///   check's summary, and the text has one line per finding: `file:line:column: message ("evidence" → "expected")`.
///   A check without findings is a passing test case.
/// - Input errors: a last suite named `locdoc.input`, one test case per error (`name` the file) with an `<error>`
///   whose `type` is the error kind.
///
/// The schema requires a timestamp, a host name and times; they default to the Unix epoch, `localhost` and 0 so that
/// the same report gives the same bytes. Written with libxml2.
public struct JUnitRenderer: Sendable {
    public static let inputErrorSuite = JUnitXMLWriter.inputErrorSuite

    /// `testsuite/@timestamp`, written in UTC without a zone (as the schema's pattern requires).
    public var timestamp: Date
    public var hostname: String

    public init(timestamp: Date = Date(timeIntervalSince1970: 0), hostname: String = "localhost") {
        self.timestamp = timestamp
        self.hostname = hostname
    }

    public func render(_ report: CheckReport) throws -> Data {
        let index = CheckReportIndex(report)
        return try JUnitXMLWriter.document(index.variants, errors: index.errors, timestamp: timestamp, hostname: hostname) {
            try writeSuite($0, id: $1, index, $2)
        }
    }

    private func writeSuite(_ variant: String, id: Int, _ index: CheckReportIndex, _ xml: JUnitXMLWriter) throws {
        let failing = index.checks.filter { index.hasFindings(variant: variant, check: $0.id) }.count
        try xml.startSuite(name: variant, id: id, timestamp: timestamp, hostname: hostname, tests: index.checks.count,
                           failures: failing, errors: 0)
        try xml.properties((index.locale(ofVariant: variant).map { [("locale", $0)] } ?? [])
            + index.files(ofVariant: variant).map { ("file", $0.file) })
        for check in index.checks {
            try xml.startCase(name: check.id, classname: "locdoc.\(check.category.rawValue)")
            let findings = index.findings(variant: variant, check: check.id)
            if let highest = findings.map(\.severity).max() {
                try xml.startElement("failure")
                try xml.attribute("message", "\(findings.count) finding\(findings.count == 1 ? "" : "s"): \(check.summary)")
                try xml.attribute("type", highest.rawValue)
                try xml.text(findings.map(Self.line).joined(separator: "\n"))
                try xml.endElement()
            }
            try xml.endElement()
        }
        try xml.endSuite()
    }

    /// `file:line:column: message ("evidence" → "expected")`, or `("evidence")` when no value is expected.
    static func line(_ finding: Finding) -> String {
        let values = [finding.evidence] + (finding.expected.map { [$0] } ?? [])
        return "\(finding.file):\(finding.line):\(finding.column): \(finding.message) (\(values.map(Quoting.quoted).joined(separator: " → ")))"
    }
}
