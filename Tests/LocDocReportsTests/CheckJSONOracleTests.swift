import Foundation
@testable import LocDocReports
import LocDocModel
import Testing

/// The check report's JSON is written by hand, in parallel runs of findings; it must be the bytes the encoder
/// gives for the same document (schema v1), on a report large enough to take many runs.
@Suite struct CheckJSONOracleTests {
    /// The report as `JSONEncoder` writes it: the renderer's former implementation, kept as the oracle.
    private struct Oracle: Encodable {
        let index: CheckReportIndex

        enum Keys: String, CodingKey { case errors, findings, schemaVersion, summary, tool, variants }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(index.errors.map(InputErrorOutput.init), forKey: .errors)
            try container.encode(index.findings.map(FindingOutput.init), forKey: .findings)
            try container.encode(CheckJSONRenderer.schemaVersion, forKey: .schemaVersion)
            try container.encode(CheckSummary(index), forKey: .summary)
            try container.encode(ToolInfo(), forKey: .tool)
            try container.encode(index.files.map(VariantOutput.init), forKey: .variants)
        }
    }

    private struct FindingOutput: Encodable {
        let finding: Finding
        enum Keys: String, CodingKey {
            case check, category, severity, findingClass = "class", locale, variant, file, line, column, message, evidence, expected, related
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
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
        enum Keys: String, CodingKey { case variant, locale, file, revision, translationType }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encodeAll([.variant: info.variant, .locale: info.locale, .file: info.file, .revision: info.revision,
                                     .translationType: info.translationType])
        }
    }

    @Test(arguments: [0, 1, 255, 256, 257, 4096, 5000])
    func handWrittenJSONIsTheEncodersJSON(findingCount: Int) throws {
        var report = SampleCheckReport.report
        report.findings = (0..<findingCount).map { number in
            var finding = SampleCheckReport.findings[number % SampleCheckReport.findings.count]
            finding.line = number
            finding.message += " \"\(number)\"\t\u{1}é/"
            finding.expected = number % 3 == 0 ? nil : finding.expected
            return finding
        }
        let expected = try JSONOutput.encode(Oracle(index: CheckReportIndex(report)))
        #expect(try CheckJSONRenderer().render(report) == expected)
    }
}
