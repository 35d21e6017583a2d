import LocDocChecks
import LocDocModel
import Testing

/// `inline-code-adjacent` in mid-sentence: two spans a copy writes side by side while the other copies part them with
/// words (a machine translation of a real MSAL.js page moved the "or" away from `UserAgentApplication` and
/// `PublicClientApplication`).
@Suite struct PartedCodeSpansTests {
    private static func findings(_ bodies: [String: String]) throws -> [Finding] {
        try PageBodies.findings(of: "inline-code-adjacent", bodies)
    }

    private static let parted = [
        "en-US": "Both are designed to have a single instance of `UserAgentApplication` or `PublicClientApplication` respectively.",
        "de-DE": "Beide sind für eine einzelne Instanz von `UserAgentApplication` bzw. `PublicClientApplication` ausgelegt.",
        "ja-JP": "どちらも `UserAgentApplication` または `PublicClientApplication` の単一インスタンスを持つように設計されています。",
    ]

    @Test func spansThatTheOtherCopiesPartAreReportedSideBySide() throws {
        var bodies = Self.parted
        bodies["ru-RU"] = "Оба предназначены для одного экземпляра, `UserAgentApplication` `PublicClientApplication` соответственно."
        let found = try Self.findings(bodies)
        #expect(found.map { "\($0.variant) \($0.line):\($0.column) \($0.evidence)" }
            == ["ru-RU 7:42 `UserAgentApplication` `PublicClientApplication`"])
        #expect(found.first?.message == "two code spans side by side, where de-DE, en-US, ja-JP part them with words")
        #expect(found.first?.related.map { "\($0.variant):\($0.line)" } == ["de-DE:7", "en-US:7", "ja-JP:7"])
    }

    @Test func aListEveryCopyWritesSideBySideIsNoFinding() throws {
        let found = try Self.findings([
            "en-US": "The levels are `ERROR` `WARNING` `INFO` in this order.",
            "de-DE": "Die Stufen sind `ERROR` `WARNING` `INFO` in dieser Reihenfolge.",
            "fr-FR": "Les niveaux sont `ERROR` `WARNING` `INFO` dans cet ordre.",
            "ja-JP": "レベルはこの順に `ERROR` `WARNING` `INFO` です。",
        ])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func oneOtherCopyThatPartsThemIsNotEnough() throws {
        let found = try Self.findings([
            "en-US": "Both use `UserAgentApplication` or `PublicClientApplication` respectively.",
            "de-DE": "Beide verwenden `UserAgentApplication` `PublicClientApplication` jeweils.",
            "ru-RU": "Оба используют объект `UserAgentApplication`.",
        ])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func copiesThatPartThemMustOutnumberThoseThatDoNotTwice() throws {
        // Two copies part the pair, one other writes it side by side as this one does: no consensus that words belong.
        var bodies = Self.parted
        bodies["ja-JP"] = "どちらもそれぞれ `UserAgentApplication` `PublicClientApplication` の単一インスタンスを持ちます。"
        bodies["ru-RU"] = "Оба предназначены для одного экземпляра, `UserAgentApplication` `PublicClientApplication` соответственно."
        let found = try Self.findings(bodies)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
