import Foundation
import LocDocModel

/// `locdoc extract --format json`: the checked model per variant as a versioned JSON document.
///
/// Schema v1: `{ schemaVersion, tool{name,version}, variants[{name, locale, documents[Document]}],
/// errors[{kind, file, line, message}] }`. Keys sorted, paths relative, no timestamps: byte-identical across runs.
public struct ExtractJSONRenderer: Sendable {
    public static let schemaVersion = 1

    public init() {}

    private struct Output: Encodable {
        var schemaVersion: Int
        var tool: ToolInfo
        var variants: [VariantOutput]
        var errors: [InputError]
    }

    private struct VariantOutput: Encodable {
        var name: String
        var locale: LocaleID?
        var documents: [Document]
    }

    public func render(_ corpus: Corpus) throws -> Data {
        let output = Output(schemaVersion: Self.schemaVersion, tool: ToolInfo(),
                            variants: corpus.variants.map { VariantOutput(name: $0.name, locale: $0.locale, documents: $0.documents) },
                            errors: corpus.errors)
        return try JSONOutput.encode(output)
    }
}

/// The one JSON encoder configuration of all locdoc output: sorted keys, unescaped slashes, two-space indent,
/// a final newline.
public enum JSONOutput {
    public static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }
}
