import Foundation
import LocDocIngest
import LocDocModel
import LocDocSnippets
import Testing
import Yams

/// The bundled corpus, the bundled page's device mapping, and the unseen-script fixture page (read through the real
/// ingest, edited line by line for the variations).
enum ProvisioningFixtures {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let bundled: [Document] = CorpusLoader().load([repositoryRoot.appendingPathComponent("Locales").path])
        .documents

    static func bundled(_ variant: String) throws -> Document {
        try #require(bundled.first { $0.variant == variant }, "no \(variant) in the bundled corpus")
    }

    /// The `device:` block the bundled page's harness uses.
    static func mapping() throws -> HarnessDevice {
        let url = repositoryRoot.appendingPathComponent("Locales/msal-ios-shared-devices.harness.yml")
        return try decodeDevice(String(contentsOf: url, encoding: .utf8))
    }

    static func decodeDevice(_ yaml: String) throws -> HarnessDevice {
        struct Manifest: Decodable { var device: HarnessDevice }
        return try YAMLDecoder().decode(Manifest.self, from: yaml).device
    }

    static let fixturePath = "am-ET/msal-ios-shared-devices.md"

    /// The Amharic fixture's lines (index 0 is line 1).
    static func fixtureLines() throws -> [String] {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/provisioning/\(fixturePath)")
        return try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    }

    /// The Amharic fixture after `edit`, parsed by the real ingest as `am-ET/msal-ios-shared-devices.md` (or as
    /// another variant, declaring another locale, for a second copy).
    static func amharic(variant: String = "am-ET", locale: String = "am-ET",
                        _ edit: (inout [String]) -> Void = { _ in }) throws -> Document {
        var lines = try fixtureLines()
        edit(&lines)
        lines.replace(line: 3, "ms.contentlocale: am-ET", with: "ms.contentlocale: \(locale)")
        let origin = FileOrigin(displayPath: "\(variant)/msal-ios-shared-devices.md", variant: variant,
                                page: "msal-ios-shared-devices.md", folderLocale: LocaleID(locale))
        return try MarkdownIngest().parse(bytes: Array(lines.joined(separator: "\n").utf8), origin: origin)
    }
}

extension Array where Element == String {
    /// Replaces the text of a 1-based line.
    mutating func replace(line: Int, _ old: String, with new: String) {
        guard self[line - 1].contains(old) else {
            Issue.record("line \(line) does not contain `\(old)`: \(self[line - 1])")
            return
        }
        self[line - 1] = self[line - 1].replacingOccurrences(of: old, with: new)
    }
}
