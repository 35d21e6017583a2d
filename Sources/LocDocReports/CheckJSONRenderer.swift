import Foundation
import LocDocModel

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
        let index = CheckReportIndex(report)
        let output = Output(errors: index.errors.map(InputErrorOutput.init), findings: index.findings.map(FindingOutput.init),
                            schemaVersion: Self.schemaVersion, summary: CheckSummary(index), tool: ToolInfo(),
                            variants: index.files.map(VariantOutput.init))
        return try JSONOutput.encode(output)
    }

    private struct Output: Encodable {
        var errors: [InputErrorOutput]
        var findings: [FindingOutput]
        var schemaVersion: Int
        var summary: CheckSummary
        var tool: ToolInfo
        var variants: [VariantOutput]
    }

    /// Each output object writes all its keys, optionals as `null` (synthesised `Encodable` would leave them out).
    private struct FindingOutput: Encodable {
        let finding: Finding

        enum CodingKeys: String, CodingKey {
            case check, category, severity, findingClass = "class", locale, variant, file, line, column, message, evidence,
                 expected, related
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeAll([
                .check: finding.check, .category: finding.category, .severity: finding.severity,
                .findingClass: finding.findingClass, .locale: finding.locale, .variant: finding.variant, .file: finding.file,
                .line: finding.line, .column: finding.column, .message: finding.message, .evidence: finding.evidence,
                .expected: finding.expected, .related: finding.related.sorted(),
            ])
        }
    }

    private struct VariantOutput: Encodable {
        let info: CheckReport.VariantInfo

        enum CodingKeys: String, CodingKey { case variant, locale, file, revision, translationType }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeAll([.variant: info.variant, .locale: info.locale, .file: info.file, .revision: info.revision,
                                     .translationType: info.translationType])
        }
    }
}
