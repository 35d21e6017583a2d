import Foundation
import LocDocModel

/// `locdoc test --format junit`: JUnit XML (the Ant/Jenkins schema, `<testsuites>` at the root) for CI dashboards.
///
/// - One `<testsuite>` per variant (sorted by name): `tests` its results, `failures` those that failed in any way
///   (`failed`, `compile-error`, `timeout`, `crashed`), `errors` 0, `skipped` the skipped ones, `time` the sum of
///   their durations in seconds; the variant's locale and its pages as `<properties>`.
/// - One `<testcase>` per sample × step, in report order: `name` `<step> <anchorPath> (<file>:<line>)`, `classname`
///   the variant, `time` the duration in seconds (milliseconds exactly, `1.210`).
/// - A failure has one `<failure>`: `type` the status, `message` the first line of the result's message (the status
///   when there is none), and as text the whole message and an `at file:line` line per location involved (no text
///   when that would only repeat `message`). A skipped result has `<skipped>` with the same `message` and text.
///   A passed result is an empty test case.
/// - Input errors: a last suite named `locdoc.input`, as in the check report.
///
/// The schema requires a timestamp and a host name; they default to the Unix epoch and `localhost` so that the same
/// report gives the same bytes. Written with libxml2.
public struct TestJUnitRenderer: Sendable {
    /// `testsuite/@timestamp`, written in UTC without a zone (as the schema's pattern requires).
    public var timestamp: Date
    public var hostname: String

    public init(timestamp: Date = Date(timeIntervalSince1970: 0), hostname: String = "localhost") {
        self.timestamp = timestamp
        self.hostname = hostname
    }

    public func render(_ report: TestRunReport) throws -> Data {
        let index = TestReportIndex(report)
        return try JUnitXMLWriter.document(index.variants, errors: index.errors, timestamp: timestamp, hostname: hostname) {
            try writeSuite($0, id: $1, $2)
        }
    }

    private func writeSuite(_ variant: TestReportIndex.Variant, id: Int, _ xml: JUnitXMLWriter) throws {
        let results = variant.results
        try xml.startSuite(name: variant.name, id: id, timestamp: timestamp, hostname: hostname, tests: results.count,
                           failures: results.count { $0.status.isFailure }, errors: 0,
                           skipped: results.count { $0.status == .skipped },
                           time: JUnitXMLWriter.seconds(milliseconds: results.reduce(0) { $0 + max(0, $1.durationMilliseconds) }))
        try xml.properties([("locale", variant.locale)] + variant.files.map { ("file", $0) })
        for result in results {
            try xml.startCase(name: Self.name(result), classname: variant.name.isEmpty ? "." : variant.name,
                              time: JUnitXMLWriter.seconds(milliseconds: result.durationMilliseconds))
            if result.status != .passed {
                try xml.startElement(result.status == .skipped ? "skipped" : "failure")
                try xml.attribute("message", result.headline)
                if result.status != .skipped { try xml.attribute("type", result.status.rawValue) }
                let details = result.detailLines
                if details != [result.headline] && !details.isEmpty { try xml.text(details.joined(separator: "\n")) }
                try xml.endElement()
            }
            try xml.endElement()
        }
        try xml.endSuite()
    }

    /// `<step> <anchorPath> (<file>:<line>)`: unique within a variant, and readable where a dashboard shows only it.
    static func name(_ result: SampleTestResult) -> String {
        "\(result.step.rawValue) \(result.sample.anchorPath) (\(result.sample.location))"
    }
}
