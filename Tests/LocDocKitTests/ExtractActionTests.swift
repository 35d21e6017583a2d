import Foundation
import LocDocKit
import LocDocIngest
import LocDocModel
import LocDocReports
import Testing

@Suite struct ExtractActionTests {
    static let locales = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Locales").path

    @Test func jsonIsByteIdenticalAcrossRuns() throws {
        let first = try ExtractAction(paths: [Self.locales], format: .json).run()
        let second = try ExtractAction(paths: [Self.locales], format: .json).run()
        #expect(first.exitCode == 0)
        #expect(first.output.count > 10_000)
        #expect(first.output == second.output)
    }

    @Test func jsonIsVersionedSortedAndRelative() throws {
        let outcome = try ExtractAction(paths: [Self.locales], format: .json).run()
        let text = String(decoding: outcome.output, as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: outcome.output) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(Array(object.keys).sorted() == ["errors", "schemaVersion", "tool", "variants"])
        // Top-level keys appear in sorted order in the bytes themselves.
        let order = ["\"errors\"", "\"schemaVersion\"", "\"tool\"", "\"variants\""].compactMap { text.range(of: $0)?.lowerBound }
        #expect(order == order.sorted() && order.count == 4)
        #expect(!text.contains(Self.locales), "no absolute paths")
        #expect(text.contains("\"file\" : \"es-ES/msal-ios-shared-devices.md\""))
        let variants = try #require(object["variants"] as? [[String: Any]])
        #expect(variants.compactMap { $0["name"] as? String } == ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"])
    }

    @Test func textOutlineNamesElementsWithPositions() throws {
        let outcome = try ExtractAction(paths: [Self.locales + "/cs-CZ"], format: .text).run()
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(text.hasPrefix("cs-CZ/msal-ios-shared-devices.md  [variant cs-CZ, locale cs-CZ from frontMatter]"))
        #expect(text.contains("- ID rozšíření:  com. Microsoft. azureauthenticator. ssoextension  60:5"))
        #expect(text.contains("include ../../../includes/active-directory-develop-preview.md 26:15"))
        #expect(text.contains("code objective-c #1 213:1"))
    }
}

@Suite struct ExtractStreamTests {
    /// The streamed JSON (one document in memory at a time) must be the very bytes of the whole-corpus encoder.
    @Test(arguments: ["", "/es-ES"])
    func streamedJSONEqualsTheWholeCorpusEncoding(subpath: String) throws {
        let path = ExtractActionTests.locales + subpath
        let whole = try ExtractJSONRenderer().render(CorpusLoader().load([path]))
        let streamed = try ExtractAction(paths: [path], format: .json).run().output
        #expect(streamed.count > 1_000)
        #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: whole, as: UTF8.self))
    }

    @Test func streamedJSONWithErrorsAndNoDocuments() throws {
        let missing = ExtractActionTests.locales + "/no-such-folder"
        let whole = try ExtractJSONRenderer().render(CorpusLoader().load([missing]))
        let streamed = try ExtractAction(paths: [missing], format: .json).run()
        #expect(streamed.exitCode == 2)
        #expect(String(decoding: streamed.output, as: UTF8.self) == String(decoding: whole, as: UTF8.self))
    }
}
