import Foundation
import LocDocAPI
import LocDocModel

/// `locdoc api --format json`: the API the docs name, resolved against the reference implementation, and the
/// Swift/Objective-C parity of every section with samples, as a versioned document (`APIReportVersion`).
///
/// Schema v1: `{ schemaVersion, tool{name,version}, module, files[], names[NameEntry], parity[SectionParity],
/// summary{…}, errors[{kind, file, line, message}] }` (see Docs/output-formats.md). Keys sorted, paths relative,
/// no timestamps: byte-identical across runs.
public struct APIJSONRenderer: Sendable {
    public init() {}

    private struct Output: Encodable {
        var schemaVersion: Int
        var tool: ToolInfo
        var module: String
        var files: [String]
        var names: [APIReport.NameEntry]
        var parity: [APIReport.SectionParity]
        var summary: APIReport.Summary
        var errors: [InputError]
    }

    public func render(_ report: APIReport, errors: [InputError]) throws -> Data {
        try JSONOutput.encode(Output(schemaVersion: APIReportVersion.current, tool: ToolInfo(), module: report.module,
                                     files: report.files, names: report.names, parity: report.parity,
                                     summary: report.summary, errors: errors))
    }
}
