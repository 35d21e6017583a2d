import LocDocChecks
import LocDocModel
import Testing

/// Settings align by their place in the tree, so a group that one copy wrote without a colon, or with its number
/// first (`- 1. konfiguráció:`), must still be a group: found on real translated pages, where the value under it
/// was reported as "differs from the other variants" although every copy wrote `true`.
@Suite struct SettingsGroupAlignmentTests {
    private let groups = [
        "fr-FR": "- Configuration 1 :\n  - Clé : sharedDeviceMode\n  - Type : Boolean\n  - Valeur : true",
        "de-DE": "- Konfiguration 1:\n  - Schlüssel: sharedDeviceMode\n  - Typ: Boolean\n  - Wert: true",
        "hu-HU": "- 1. konfiguráció:\n  - Kulcs: sharedDeviceMode\n  - Típus: Boolean\n  - Érték: true",
        "ru-RU": "- Конфигурация 1.\n  - Ключ: sharedDeviceMode\n  - Тип: Boolean\n  - Значение: true",
    ]

    private func configFindings(_ bodies: [String: String]) throws -> [String] {
        let pages = Dictionary(uniqueKeysWithValues: bodies.map { ($0.key, BundledPages.example($0.key, $0.value)) })
        return try FixtureCorpusTests.check(pages).findings.filter { $0.category == .configValue }
            .map { "\($0.variant):\($0.line) \($0.evidence) -> \($0.expected ?? "none") \($0.related.map(\.variant))" }
    }

    @Test func groupsWrittenThreeWaysAgree() throws {
        #expect(try configFindings(groups).isEmpty)
    }

    @Test func aTranslatedValueIsComparedWithEveryGroup() throws {
        var bodies = groups
        bodies["pl-PL"] = "- Konfiguracja 1:\n  - Klucz: sharedDeviceMode\n  - Typ: Boolean\n  - Wartość: prawda"
        #expect(try configFindings(bodies) == ["pl-PL:10 prawda -> true [\"de-DE\", \"fr-FR\", \"hu-HU\", \"ru-RU\"]"])
    }
}
