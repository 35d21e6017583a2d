import Foundation
import LocDocModel

/// What the JUnit reports of `locdoc check` and `locdoc test` write alike: a `<testsuite>` with the attributes the
/// Ant/Jenkins schema (`shared/schemas/junit.xsd`) requires, its `<properties>`, a `<testcase>`, the closing
/// `<system-out/>` and `<system-err/>`, and the last suite, `locdoc.input`, that lists the input errors.
extension JUnitXMLWriter {
    /// The name of the suite of input errors, after the others.
    static let inputErrorSuite = "locdoc.input"

    /// A whole report: `<testsuites>` holding the suites `writeSuite` writes, given their ids from 0 in order, then
    /// the suite of input errors when there are any.
    static func document<Suite>(_ suites: [Suite], errors: [InputError], timestamp: Date, hostname: String,
                                writeSuite: (Suite, Int, JUnitXMLWriter) throws -> Void) throws -> Data {
        let xml = try JUnitXMLWriter()
        try xml.startElement("testsuites")
        for (id, suite) in suites.enumerated() { try writeSuite(suite, id, xml) }
        if !errors.isEmpty {
            try xml.writeInputErrors(errors, id: suites.count, timestamp: timestamp, hostname: hostname)
        }
        try xml.endElement()
        return Data(try xml.finish())
    }

    /// The schema requires `timestamp` (UTC, no zone), `hostname`, `time` (seconds), `package` and `id` (counting
    /// suites from 0); `skipped` is optional and written only when given. An empty name (the corpus root as a
    /// variant) is written `.`, as the schema wants at least one character.
    func startSuite(name: String, id: Int, timestamp: Date, hostname: String, tests: Int, failures: Int, errors: Int,
                    skipped: Int? = nil, time: String = "0") throws {
        try startElement("testsuite")
        var attributes = [("name", name.isEmpty ? "." : name), ("package", "locdoc"), ("id", "\(id)"),
                          ("timestamp", Self.timestamp(timestamp)), ("hostname", hostname), ("tests", "\(tests)"),
                          ("failures", "\(failures)"), ("errors", "\(errors)")]
        if let skipped { attributes.append(("skipped", "\(skipped)")) }
        attributes.append(("time", time))
        for (key, value) in attributes { try attribute(key, value) }
    }

    /// The schema requires `system-out` and `system-err` after the test cases; locdoc has nothing to put in them.
    func endSuite() throws {
        for element in ["system-out", "system-err"] {
            try startElement(element)
            try endElement()
        }
        try endElement()
    }

    /// Opens a `<testcase>`; the caller writes its outcome, if any, and closes it.
    func startCase(name: String, classname: String, time: String = "0") throws {
        try startElement("testcase")
        try attribute("name", name)
        try attribute("classname", classname)
        try attribute("time", time)
    }

    /// `<properties>` with one `<property>` per pair, in the order given (possibly none: the element is required).
    func properties(_ pairs: [(name: String, value: String)]) throws {
        try startElement("properties")
        for (name, value) in pairs {
            try startElement("property")
            try attribute("name", name)
            try attribute("value", value)
            try endElement()
        }
        try endElement()
    }

    /// The suite `locdoc.input`: one test case per error (`name` the file) with an `<error>` whose `type` is the
    /// error kind, `message` its message and text its `file:line: error: message [kind]` line.
    private func writeInputErrors(_ errors: [InputError], id: Int, timestamp: Date, hostname: String) throws {
        try startSuite(name: Self.inputErrorSuite, id: id, timestamp: timestamp, hostname: hostname, tests: errors.count,
                       failures: 0, errors: errors.count)
        try properties([])
        for error in errors {
            try startCase(name: error.file, classname: Self.inputErrorSuite)
            try startElement("error")
            try attribute("message", error.message)
            try attribute("type", error.kind.rawValue)
            try text(error.description)
            try endElement()
            try endElement()
        }
        try endSuite()
    }

    /// `yyyy-MM-ddTHH:mm:ss` in UTC.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1,
                      parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }

    /// Milliseconds as the schema's decimal seconds, exactly: `1234` → `1.234`, `5` → `0.005` (a negative duration,
    /// which no clock gives, as `0.000`).
    static func seconds(milliseconds: Int) -> String {
        let milliseconds = max(0, milliseconds)
        return "\(milliseconds / 1000)." + String(String(milliseconds % 1000 + 1000).dropFirst())
    }
}
