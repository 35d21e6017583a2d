import Foundation
import LocDocModel

/// `locdoc test --format json`: the results as a stable, versioned JSON document.
///
/// Schema v1 (`Docs/schemas/test-report.schema.json`): `{ errors[{file, kind, line, message}],
/// results[{durationMs, locale, locations[], message, sample{anchorPath, file, language, line}, status, step,
/// variant}], schemaVersion, summary{TestSummary}, tool{name, version} }`.
///
/// Keys are sorted; results in report order (variant, file, line, step), errors by file then line. Every object
/// always has all its keys: a result without a message has `"message": null`, an error about a whole file
/// `"line": null`; arrays are there even when empty. See Docs/output-formats.md.
public struct TestJSONRenderer: Sendable {
    /// The schema version of `locdoc test --format json`, defined here beside the code that writes the shape.
    public static let schemaVersion = 1

    public init() {}

    public func render(_ report: TestRunReport) throws -> Data {
        let index = TestReportIndex(report)
        let output = Output(errors: index.errors.map(InputErrorOutput.init), results: index.results.map(ResultOutput.init),
                            schemaVersion: Self.schemaVersion, summary: TestSummary(index), tool: ToolInfo())
        return try JSONOutput.encode(output)
    }

    private struct Output: Encodable {
        var errors: [InputErrorOutput]
        var results: [ResultOutput]
        var schemaVersion: Int
        var summary: TestSummary
        var tool: ToolInfo
    }

    private struct ResultOutput: Encodable {
        let result: SampleTestResult

        enum CodingKeys: String, CodingKey {
            case variant, locale, sample, step, status, durationMs, message, locations
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeAll([
                .variant: result.variant, .locale: result.locale, .sample: SampleOutput(sample: result.sample),
                .step: result.step, .status: result.status, .durationMs: result.durationMilliseconds,
                .message: result.message, .locations: result.locations,
            ])
        }
    }

    private struct SampleOutput: Encodable {
        let sample: SampleReference

        enum CodingKeys: String, CodingKey { case file, line, anchorPath, language }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeAll([.file: sample.file, .line: sample.line, .anchorPath: sample.anchorPath,
                                     .language: sample.language])
        }
    }
}
