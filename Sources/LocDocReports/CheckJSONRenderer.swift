import Foundation
import LocDocModel
import Synchronization

/// `locdoc check --format json`: the findings as a stable, versioned JSON document (consistency-model.md §5).
///
/// Schema v1: `{ errors[{file, kind, line, message}], findings[{category, check, class, column, evidence, expected,
/// file, line, locale, message, related[{file, line, variant}], severity, variant}], schemaVersion,
/// summary{CheckSummary}, tool{name, version}, variants[{file, locale, revision, translationType, variant}] }`.
///
/// Keys are sorted; findings are in report order (file, line, column, check), variants by variant then file,
/// errors by file then line. Every object always has all its keys: a value that is not known (`expected`,
/// `locale`, `revision`, `translationType`, an error's `line`) is `null`, never absent. See Docs/output-formats.md.
public struct CheckJSONRenderer: Sendable {
    public static let schemaVersion = 1

    public init() {}

    public func render(_ report: CheckReport) throws -> Data {
        var data = Data()
        try render(report) { data.append($0) }
        return data
    }

    /// The same bytes, handed to `output` in chunks as they are written (the CLI streams them to stdout), so a
    /// report of a hundred megabytes is never held whole. Written directly rather than through `JSONEncoder`,
    /// which spent more time on a large report than the checks did; `summary` and `tool` still go through it.
    public func render(_ report: CheckReport, to output: (Data) -> Void) throws {
        let index = CheckReportIndex(report)
        try withoutActuallyEscaping(output) { output in
            var json = PrettyJSONWriter(output: output)
            json.openObject()
            json.key("errors")
            json.openArray()
            for error in index.errors { Self.write(error, to: &json) }
            json.closeArray()
            json.key("findings")
            json.openArray()
            Self.write(index.findings, to: &json)
            json.closeArray()
            json.field("schemaVersion", Self.schemaVersion)
            json.key("summary")
            json.encoded(try JSONOutput.encode(CheckSummary(index)))
            json.key("tool")
            json.encoded(try JSONOutput.encode(ToolInfo()))
            json.key("variants")
            json.openArray()
            for info in index.files { Self.write(info, to: &json) }
            json.closeArray()
            json.closeObject()
            json.finish()
        }
    }

    /// Findings are most of a report: they are written in runs of 256 on all cores, sixteen runs at a time, and
    /// the runs are added in order (the bytes do not depend on who wrote them).
    private static func write(_ findings: [Finding], to json: inout PrettyJSONWriter) {
        let run = 256, wave = 16 * run
        let level = json.depth
        for waveStart in stride(from: 0, to: findings.count, by: wave) {
            let starts = Array(stride(from: waveStart, to: min(waveStart + wave, findings.count), by: run))
            let written = Mutex([[UInt8]](repeating: [], count: starts.count))
            DispatchQueue.concurrentPerform(iterations: starts.count) { position in
                let start = starts[position]
                var fragment = PrettyJSONWriter(fragmentAt: level, empty: start == 0)
                // By position: iterating a slice would copy each finding, retaining all its strings.
                for position in start..<min(start + run, findings.count) { write(findings[position], to: &fragment) }
                let bytes = fragment.fragment()
                written.withLock { $0[position] = bytes }
            }
            for fragment in written.withLock({ $0 }) { json.append(fragment: fragment) }
        }
    }

    /// Every object writes all its keys, in sorted order, optionals as `null`. Inlined, so a finding is read
    /// where it lies in the report rather than copied for the call.
    @inline(__always)
    private static func write(_ finding: Finding, to json: inout PrettyJSONWriter) {
        json.element()
        json.openObject()
        json.field("category", finding.category.rawValue)
        json.field("check", finding.check)
        json.field("class", finding.findingClass.rawValue)
        json.field("column", finding.column)
        json.field("evidence", finding.evidence)
        json.field("expected", finding.expected)
        json.field("file", finding.file)
        json.field("line", finding.line)
        json.field("locale", finding.locale)
        json.field("message", finding.message)
        json.key("related")
        json.openArray()
        // A finding keeps its related locations sorted.
        for related in finding.related {
            json.element()
            json.openObject()
            json.field("file", related.file)
            json.field("line", related.line)
            json.field("variant", related.variant)
            json.closeObject()
        }
        json.closeArray()
        json.field("severity", finding.severity.rawValue)
        json.field("variant", finding.variant)
        json.closeObject()
    }

    private static func write(_ info: CheckReport.VariantInfo, to json: inout PrettyJSONWriter) {
        json.element()
        json.openObject()
        json.field("file", info.file)
        json.field("locale", info.locale)
        json.field("revision", info.revision)
        json.field("translationType", info.translationType)
        json.field("variant", info.variant)
        json.closeObject()
    }

    private static func write(_ error: InputError, to json: inout PrettyJSONWriter) {
        json.element()
        json.openObject()
        json.field("file", error.file)
        json.field("kind", error.kind.rawValue)
        json.field("line", error.line)
        json.field("message", error.message)
        json.closeObject()
    }
}
