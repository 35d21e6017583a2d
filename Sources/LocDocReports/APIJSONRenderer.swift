import Foundation
import LocDocAPI
import LocDocModel

/// `locdoc api --format json`: the API the docs name, resolved against the reference implementation, and the
/// Swift/Objective-C parity of every section with samples, as a versioned document (`APIReportVersion`).
///
/// Schema v1: `{ schemaVersion, tool{name,version}, module, files[], names[…], parity[…], summary{…},
/// errors[{kind, file, line, message}] }` (see Docs/output-formats.md). Keys sorted, paths relative, no timestamps:
/// byte-identical across runs. As in `locdoc check`'s JSON, every key is always there, `null` when unknown.
public struct APIJSONRenderer: Sendable {
    public init() {}

    private struct Output: Encodable {
        var schemaVersion: Int
        var tool: ToolInfo
        var module: String
        var files: [String]
        var names: [NameOutput]
        var parity: [ParityOutput]
        var summary: APIReport.Summary
        var errors: [InputErrorOutput]
    }

    public func render(_ report: APIReport, errors: [InputError]) throws -> Data {
        try JSONOutput.encode(Output(schemaVersion: APIReportVersion.current, tool: ToolInfo(), module: report.module,
                                     files: report.files, names: report.names.map(NameOutput.init),
                                     parity: report.parity.map(ParityOutput.init), summary: report.summary,
                                     errors: errors.sorted(by: InputError.reportOrder).map(InputErrorOutput.init)))
    }

    private struct NameOutput: Encodable {
        let entry: APIReport.NameEntry
        enum CodingKeys: String, CodingKey { case name, form, language, container, status, symbols, suggestion, note, mentions }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeAll([
                .name: entry.name, .form: entry.form, .language: entry.language, .container: entry.container,
                .status: entry.status, .symbols: entry.symbols.map(SymbolOutput.init),
                .suggestion: entry.suggestion.map(SymbolOutput.init), .note: entry.note,
                .mentions: entry.mentions.map(LocationOutput.init),
            ])
        }
    }

    private struct SymbolOutput: Encodable {
        let symbol: APIReport.SymbolSummary
        enum CodingKeys: String, CodingKey { case id, swift, objectiveC }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeAll([.id: symbol.id, .swift: symbol.swift, .objectiveC: symbol.objectiveC])
        }
    }

    private struct LocationOutput: Encodable {
        let location: APIReport.Location
        enum CodingKeys: String, CodingKey { case file, variant, locale, line, column, source, section, text }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeAll([
                .file: location.file, .variant: location.variant, .locale: location.locale, .line: location.line,
                .column: location.column, .source: location.source, .section: location.section, .text: location.text,
            ])
        }
    }

    private struct ParityOutput: Encodable {
        let parity: APIReport.SectionParity
        enum CodingKeys: String, CodingKey {
            case file, variant, locale, page, section, line, status, swift, objectiveC, onlySwift, onlyObjectiveC
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeAll([
                .file: parity.file, .variant: parity.variant, .locale: parity.locale, .page: parity.page,
                .section: parity.section, .line: parity.line, .status: parity.status, .swift: parity.swift,
                .objectiveC: parity.objectiveC, .onlySwift: parity.onlySwift, .onlyObjectiveC: parity.onlyObjectiveC,
            ])
        }
    }
}
