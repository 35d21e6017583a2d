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
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    /// The streamed JSON (one document in memory at a time, written by `DocumentJSON`) must be the very bytes of the
    /// whole-corpus `JSONEncoder`: on the bundled pages, on the fixture corpora (settings trees, provisioning,
    /// samples, a folder of broken pages beside a good one), and on a page made to hold what those do not.
    @Test(arguments: ["Locales", "Locales/es-ES", "model", "provisioning", "snippets/hy-AM", "bad-input"])
    func streamedJSONEqualsTheWholeCorpusEncoding(corpus: String) throws {
        let path = corpus.hasPrefix("Locales") ? ExtractActionTests.locales + corpus.dropFirst("Locales".count) : Self.fixtures + "/" + corpus
        try Self.expectStreamEqualsWhole(path)
    }

    @Test func streamedJSONOfEveryShapeTheModelHas() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-extract-shapes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("de-DE")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = """
            ---
            title: 'Alle Formen: \\ "zitiert" / Schräg'
            ms.contentlocale: de-DE
            ms.openlocfilehash: abc123
            ms.lasthandoff: 01/02/2021
            tags: [eins, zwei]
            author:
              name: Jemand
              roles: [a, b]
            ---
            # <a name="top"></a>Titel mit `Code` und *Betonung*

            Text mit **fett**, ~~durchgestrichen~~, <kbd>Strg</kbd>, ![Bild](bild.png "Titel"), [Link](https://example.com/a?b=c),
            [Anker](#top), [relativ](../x.md), [Site](/de-de/y) und ein harter\u{20}\u{20}
            Umbruch; Tab:\u{09}Ende, Backslash \\\\, Anführung \" und Emoji 😀.

            > [!NOTE]
            > Ein Hinweis mit [!INCLUDE [Vorschau](../includes/preview.md)].

            | Spalte | Wert |
            |---|---|
            | `a` | b |

            - Erweiterungs-ID: `com.example.ext`
            - Daten:
              - Schlüssel: `sharedDeviceMode`
              - Typ: Boolean
              - Wert: true
            - URLs:
              - `https://a.example`
              - https://b.example

            ## Ohne Anker

            ```swift
            let x = 1\t// Tab
            ```

                eingerückter Code

            # [Objective-C](#tab/objc)

            Text.

            # <a name="swift"></a>[Swift](#tab/swift/objc)

            Text.

            ---
            """
        try Data(page.utf8).write(to: folder.appendingPathComponent("shapes.md"))
        let corpus = CorpusLoader().load([root.path])
        #expect(corpus.errors.isEmpty, "\(corpus.errors)")
        let document = try #require(corpus.documents.first)
        // The page holds what the fixtures may not: nested front matter, every inline kind, settings with a key,
        // type and value, list values, includes, alerts, links of every kind, tabs with and without a condition.
        #expect(document.frontMatter.entries.contains { if case .mapping = $0.value { true } else { false } })
        #expect(document.frontMatter.entries.contains { if case .sequence = $0.value { true } else { false } })
        #expect(document.configuration.contains { $0.entries.contains { $0.children.contains { $0.keyTypeValue != nil } || $0.keyTypeValue != nil } })
        #expect(Set(document.links.map(\.kind)).count == 4)
        #expect(!document.includes.isEmpty && !document.alerts.isEmpty)
        #expect(document.tabs.map { "\($0.id)/\($0.condition ?? "-")" } == ["objc/-", "swift/objc"])
        try Self.expectStreamEqualsWhole(root.path)
    }

    static func expectStreamEqualsWhole(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let whole = try ExtractJSONRenderer().render(CorpusLoader().load([path]))
        let streamed = try ExtractAction(paths: [path], format: .json).run().output
        #expect(streamed.count > 1_000, sourceLocation: sourceLocation)
        #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: whole, as: UTF8.self), sourceLocation: sourceLocation)
    }

    @Test func streamedJSONWithErrorsAndNoDocuments() throws {
        let missing = ExtractActionTests.locales + "/no-such-folder"
        let whole = try ExtractJSONRenderer().render(CorpusLoader().load([missing]))
        let streamed = try ExtractAction(paths: [missing], format: .json).run()
        #expect(streamed.exitCode == 2)
        #expect(String(decoding: streamed.output, as: UTF8.self) == String(decoding: whole, as: UTF8.self))
    }
}
