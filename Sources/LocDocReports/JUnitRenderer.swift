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
    public static let inputErrorSuite = "locdoc.input"

    /// `testsuite/@timestamp`, written in UTC without a zone (as the schema's pattern requires).
    public var timestamp: Date
    public var hostname: String

    public init(timestamp: Date = Date(timeIntervalSince1970: 0), hostname: String = "localhost") {
        self.timestamp = timestamp
        self.hostname = hostname
    }

    public func render(_ report: CheckReport) throws -> Data {
        let index = CheckReportIndex(report)
        let xml = try JUnitXMLWriter()
        try xml.startElement("testsuites")
        for (id, variant) in index.variants.enumerated() {
            try writeSuite(variant, id: id, index, xml)
        }
        if !index.errors.isEmpty {
            try writeInputErrors(index.errors, id: index.variants.count, xml)
        }
        try xml.endElement()
        return Data(try xml.finish())
    }

    private func writeSuite(_ variant: String, id: Int, _ index: CheckReportIndex, _ xml: JUnitXMLWriter) throws {
        let failing = index.checks.filter { !index.findings(variant: variant, check: $0.id).isEmpty }.count
        try startSuite(name: variant.isEmpty ? "." : variant, id: id, tests: index.checks.count, failures: failing, errors: 0, xml)
        try xml.startElement("properties")
        if let locale = index.locale(ofVariant: variant) { try property("locale", locale, xml) }
        for file in index.files(ofVariant: variant) { try property("file", file.file, xml) }
        try xml.endElement()
        for check in index.checks {
            try startCase(name: check.id, classname: "locdoc.\(check.category.rawValue)", xml)
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
        try endSuite(xml)
    }

    private func writeInputErrors(_ errors: [InputError], id: Int, _ xml: JUnitXMLWriter) throws {
        try startSuite(name: Self.inputErrorSuite, id: id, tests: errors.count, failures: 0, errors: errors.count, xml)
        try xml.startElement("properties")
        try xml.endElement()
        for error in errors {
            try startCase(name: error.file, classname: Self.inputErrorSuite, xml)
            try xml.startElement("error")
            try xml.attribute("message", error.message)
            try xml.attribute("type", error.kind.rawValue)
            try xml.text(error.description)
            try xml.endElement()
            try xml.endElement()
        }
        try endSuite(xml)
    }

    /// `file:line:column: message ("evidence" → "expected")`, or `("evidence")` when no value is expected.
    static func line(_ finding: Finding) -> String {
        let values = [finding.evidence] + (finding.expected.map { [$0] } ?? [])
        return "\(finding.file):\(finding.line):\(finding.column): \(finding.message) (\(values.map(Quoting.quoted).joined(separator: " → ")))"
    }

    private func startSuite(name: String, id: Int, tests: Int, failures: Int, errors: Int, _ xml: JUnitXMLWriter) throws {
        try xml.startElement("testsuite")
        for (attribute, value) in [("name", name), ("package", "locdoc"), ("id", "\(id)"), ("timestamp", Self.format(timestamp)),
                                   ("hostname", hostname), ("tests", "\(tests)"), ("failures", "\(failures)"),
                                   ("errors", "\(errors)"), ("time", "0")] {
            try xml.attribute(attribute, value)
        }
    }

    /// The schema requires `system-out` and `system-err` after the test cases; locdoc has nothing to put in them.
    private func endSuite(_ xml: JUnitXMLWriter) throws {
        for element in ["system-out", "system-err"] {
            try xml.startElement(element)
            try xml.endElement()
        }
        try xml.endElement()
    }

    private func startCase(name: String, classname: String, _ xml: JUnitXMLWriter) throws {
        try xml.startElement("testcase")
        try xml.attribute("name", name)
        try xml.attribute("classname", classname)
        try xml.attribute("time", "0")
    }

    private func property(_ name: String, _ value: String, _ xml: JUnitXMLWriter) throws {
        try xml.startElement("property")
        try xml.attribute("name", name)
        try xml.attribute("value", value)
        try xml.endElement()
    }

    /// `yyyy-MM-ddTHH:mm:ss` in UTC.
    static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1,
                      parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }
}
