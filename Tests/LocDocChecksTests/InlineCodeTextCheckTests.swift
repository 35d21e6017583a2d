@testable import LocDocChecks
import LocDocModel
import Testing

/// `inline-code-text` pairs a copy's span with the shared one it lacks by case and spaces, or, when it is the one
/// span left on each side, by a translation of code; a UI label in a code span may be localised and is not code.
@Suite struct InlineCodeTextCheckTests {
    static func check(_ bodies: [String: String]) throws -> [String] {
        let report = try FixtureCorpusTests.check(Dictionary(uniqueKeysWithValues: bodies.map { ($0.key, BundledPages.example($0.key, $0.value)) }))
        return report.findings.filter { $0.check == "inline-code-text" }.map { "\($0.variant):\($0.evidence)>\($0.expected ?? "")" }
    }

    @Test func aTranslatedIdentifier() throws {
        #expect(try Self.check(["fr-FR": "Remplacez `resource` par `scopes`.", "de-DE": "Ersetzen Sie `resource` durch `scopes`.",
                                "vi-VN": "Thay `resource` bằng `phạm vi`."]) == ["vi-VN:`phạm vi`>`scopes`"])
    }

    @Test func aTranslatedOption() throws {
        #expect(try Self.check(["fr-FR": "L’option `--tenant` est facultative.", "de-DE": "Die Option `--tenant` ist optional.",
                                "es-ES": "La opción `--inquilino` es opcional."]) == ["es-ES:`--inquilino`>`--tenant`"])
    }

    @Test("Only an option read as another option", arguments: [
        ("-t", true), ("--use-tenant", true), ("--tenant2", true),
        ("---x", false), ("--", false), ("--1x", false), ("inquilino", false), ("--tenant=x", false),
    ])
    func optionShape(written: String, reported: Bool) throws {
        let found = try Self.check(["fr-FR": "L’option `--tenant` est facultative.", "de-DE": "Die Option `--tenant` ist optional.",
                                    "es-ES": "La opción `\(written)` es opcional."])
        #expect(found == (reported ? ["es-ES:`\(written)`>`--tenant`"] : []))
    }

    /// A copy that keeps `true` in prose but re-cases it in the table: it writes `true` once where the others write it
    /// twice, so its `True` is the other one, and the others are pointed at their table row, not at their prose.
    @Test func aSpanReCasedWhereTheCopyAlsoWritesItRight() throws {
        let table = { (value: String) in "Réglez `enabled` sur `true`.\n\n| Clé | Valeur |\n|---|---|\n| `sharedDeviceMode` | `\(value)` |" }
        let bodies = ["fr-FR": table("true"), "de-DE": table("true"), "es-ES": table("True")]
        #expect(try Self.check(bodies) == ["es-ES:`True`>`true`"])
        let report = try FixtureCorpusTests.check(Dictionary(uniqueKeysWithValues: bodies.map { ($0.key, BundledPages.example($0.key, $0.value)) }))
        let finding = try #require(report.findings.first { $0.check == "inline-code-text" })
        #expect(finding.line == finding.related.first?.line)
        #expect(Set(finding.related.map(\.line)).count == 1 && finding.related.count == 2)
        // Two copies that each write it once, one of them re-cased, are not judged: no count is usual.
        #expect(try Self.check(["fr-FR": table("true"), "es-ES": table("True")]) == [])
    }

    @Test func changedCodeOfTheSameShape() throws {
        let found = try Self.check([
            "fr-FR": "La valeur est `-50002`.\n\nLisez `userInfo`.", "de-DE": "Der Wert ist `-50002`.\n\nLesen Sie `userInfo`.",
            "nb-NO": "Verdien er `-50020`.\n\nLes `brukerInfo`.",
        ])
        #expect(found == ["nb-NO:`-50020`>`-50002`", "nb-NO:`brukerInfo`>`userInfo`"])
    }

    /// A span in a setting's label is prose and judged here; one in a setting's value is `config-value`'s.
    @Test func spansInSettings() throws {
        // Steps read as settings (each item a label ending in a colon), the second holding a key/type/value group.
        func page(_ dictionary: String, _ key: String) -> String {
            "1. Check the domain:\n\n    ```swift\n    check(error)\n    ```\n\n1. Read the details from `\(dictionary)`:\n\n"
                + "    - **Key**: `\(key)`\n    - **Subkey**: `MSALOAuthSubErrorKey`\n    - **Example**: `consent_required`\n\n"
                + "1. Log the correlation ID:\n"
        }
        let found = try Self.check(["fr-FR": page("userInfo", "MSALOAuthErrorKey"), "de-DE": page("userInfo", "MSALOAuthErrorKey"),
                                    "nb-NO": page("brukerInfo", "msalOAuthErrorKey")])
        #expect(found == ["nb-NO:`brukerInfo`>`userInfo`"])
    }

    @Test("Two spans of one shape on a side, or code of another shape: not paired", arguments: [
        ["fr-FR": "`userInfo` et `errorCode`.", "de-DE": "`userInfo` und `errorCode`.", "nb-NO": "`brukerInfo` og `feilKode`."],
        ["fr-FR": "Appelez `acquireToken`.", "de-DE": "Rufen Sie `acquireToken` auf.", "nb-NO": "Kall `acquireTokenSilent`."],
    ])
    func changedCodeNotPaired(bodies: [String: String]) throws {
        #expect(try Self.check(bodies).isEmpty)
    }

    @Test("A localised UI label, a span that is only rewritten, two candidates: nothing", arguments: [
        ["fr-FR": "Sélectionnez `Save`.", "de-DE": "Wählen Sie `Save`.", "vi-VN": "Chọn `Lưu`."],
        ["fr-FR": "Appelez `acquireToken`.", "de-DE": "Rufen Sie `acquireToken` auf.", "vi-VN": "Gọi `acquireTokenSilent`."],
        ["fr-FR": "`a_b` et `c_d`.", "de-DE": "`a_b` und `c_d`.", "vi-VN": "`mục một` và `mục hai`."],
        // An option for a word, or a word for an option: not an option translated.
        ["fr-FR": "Ajoutez `--verbose`.", "de-DE": "Fügen Sie `--verbose` hinzu.", "es-ES": "Agregue `Detallado`."],
        ["fr-FR": "Sélectionnez `Save`.", "de-DE": "Wählen Sie `Save`.", "es-ES": "Seleccione `--guardar`."],
    ])
    func notJudged(bodies: [String: String]) throws {
        #expect(try Self.check(bodies).isEmpty)
    }

    /// Copies with no revision metadata are unordered revisions, so a span none of the others writes is divergent;
    /// but a space put into a span the others write without one is damage whatever the revisions: corrupt.
    @Test func aSpaceInsideIsCorruptWithoutRevisions() throws {
        let pages = { (bodies: [String: String]) in
            Dictionary(uniqueKeysWithValues: bodies.map { ($0.key, FixtureCorpusTests.withoutRevision(BundledPages.example($0.key, $0.value))) })
        }
        let report = try FixtureCorpusTests.check(pages([
            "fr-FR": "Appelez `Array.prototype.push` ou `webSecurity`.", "de-DE": "Rufen Sie `Array.prototype.push` oder `webSecurity` auf.",
            "it-IT": "Chiamare `Array.prototype.push` o `webSecurity`.",
            "pl-PL": "Wywołaj `Array.prototype. push` lub `WebSecurity`.",
        ]))
        let found = report.findings.filter { $0.check == "inline-code-text" }.map { "\($0.evidence) \($0.findingClass)" }
        #expect(found.sorted() == ["`Array.prototype. push` corrupt", "`WebSecurity` divergent"])
    }

    @Test(arguments: [("a. b", "a.b", true), (" a", "a", true), ("a ", "a", true), ("a b", "a  b", false), ("A.b", "a.b", false), ("a.b", "a.b", false)])
    func insertsWhiteSpace(written: String, shared: String, expected: Bool) {
        #expect(InlineCodeTextCheck.insertsWhiteSpace(written, into: shared) == expected)
    }
}
