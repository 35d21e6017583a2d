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
        let output = Output(errors: index.errors.map(ErrorOutput.init), findings: index.findings.map(FindingOutput.init),
                            schemaVersion: Self.schemaVersion, summary: CheckSummary(index), tool: ToolInfo(),
                            variants: index.files.map(VariantOutput.init))
        return try JSONOutput.encode(output)
    }

    private struct Output: Encodable {
        var errors: [ErrorOutput]
        var findings: [FindingOutput]
        var schemaVersion: Int
        var summary: CheckSummary
        var tool: ToolInfo
        var variants: [VariantOutput]
    }

    /// Writes optionals as `null` (synthesised `Encodable` would leave the key out).
    private struct FindingOutput: Encodable {
        let finding: Finding

        enum CodingKeys: String, CodingKey {
            case check, category, severity, findingClass = "class", locale, variant, file, line, column, message, evidence,
                 expected, related
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(finding.check, forKey: .check)
            try container.encode(finding.category, forKey: .category)
            try container.encode(finding.severity, forKey: .severity)
            try container.encode(finding.findingClass, forKey: .findingClass)
            try container.encode(finding.locale, forKey: .locale)
            try container.encode(finding.variant, forKey: .variant)
            try container.encode(finding.file, forKey: .file)
            try container.encode(finding.line, forKey: .line)
            try container.encode(finding.column, forKey: .column)
            try container.encode(finding.message, forKey: .message)
            try container.encode(finding.evidence, forKey: .evidence)
            try container.encode(finding.expected, forKey: .expected)
            try container.encode(finding.related.sorted(), forKey: .related)
        }
    }

    private struct VariantOutput: Encodable {
        let info: CheckReport.VariantInfo

        enum CodingKeys: String, CodingKey { case variant, locale, file, revision, translationType }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(info.variant, forKey: .variant)
            try container.encode(info.locale, forKey: .locale)
            try container.encode(info.file, forKey: .file)
            try container.encode(info.revision, forKey: .revision)
            try container.encode(info.translationType, forKey: .translationType)
        }
    }

    private struct ErrorOutput: Encodable {
        let error: InputError

        enum CodingKeys: String, CodingKey { case kind, file, line, message }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(error.kind, forKey: .kind)
            try container.encode(error.file, forKey: .file)
            try container.encode(error.line, forKey: .line)
            try container.encode(error.message, forKey: .message)
        }
    }
}
