import LocDocChecks
import LocDocModel
import Testing

/// An intrinsically invalid value is corrupt even where the copies give nothing to compare it with. Found on real
/// pages: the newest revision's copies each damaged an extension identifier their own way, so no value was expected,
/// and the split identifiers (`com. Microsoft. azureauthenticator. ssoextension`) went unreported.
@Suite struct InvalidValueWithoutConsensusTests {
    @Test func aSplitIdentifierIsCorruptWhenTheNewestCopiesDisagree() throws {
        let newer = (revision: "bbbb", handoff: "01/02/2022")
        let page = { (locale: String, id: String, isNewer: Bool) in
            BundledPages.example(locale, "- **Type**: Redirect\n- **ID**: \(id)", revision: isNewer ? newer.revision : "aaaa",
                                 handoff: isNewer ? newer.handoff : "01/02/2021")
        }
        let found = try FixtureCorpusTests.check([
            "de-DE": page("de-DE", "com.example.sso", false),
            "fr-FR": page("fr-FR", "com.example.sso", false),
            // The newest revision: three different valid values, so nothing is expected, and one invalid value.
            "ja-JP": page("ja-JP", "sso", true),
            "ko-KR": page("ko-KR", "com sso", true),
            "zh-TW": page("zh-TW", "example. sso", true),
            "sv-SE": page("sv-SE", "com. example. sso", true),
        ]).findings.filter { $0.check == "config-value" }
        // Its repair is supported by the older copies that write it; the other newest copies are not judged.
        #expect(found.map { "\($0.variant):\($0.line) \($0.findingClass.rawValue) \($0.expected ?? "none") \($0.related.map(\.variant))" }
            == ["sv-SE:8 corrupt com.example.sso [\"de-DE\", \"fr-FR\"]"])
    }
}

/// A URL the reader only follows (a link's destination) is not a value they copy. Found on the real English page:
/// `- iOS 13.0 and later: [Microsoft Authenticator app](https://…)` was "a URL with a space in it".
@Suite struct LinkValueTests {
    @Test func aValueWrittenAsALinkIsNotJudgedAsAURL() throws {
        let found = try FixtureCorpusTests.check([
            "sv-SE": BundledPages.example("sv-SE", "- iOS 13.0 and later: [Microsoft Authenticator app](https://support.example.com/app)\n- Sign-in URL: https://login. example.com"),
        ]).findings.filter { $0.check == "config-value" }
        // The bare URL with a space is still corrupt on its own.
        #expect(found.map { "\($0.line) \($0.evidence)" } == ["8 https://login. example.com"])
    }
}

/// A Boolean setting's value is `true` or `false`: a translated word is corrupt on its own, even in a copy of an older
/// revision that no other copy shares. Found on a real pt-BR page: `Valor: Verdadeiro` under `Tipo: booliano`.
@Suite struct BooleanSettingTests {
    private func valueFindings(type: String, old: String) throws -> [String] {
        let page = { (locale: String, type: String, value: String, newer: Bool) in
            BundledPages.example(locale, "- Data:\n  - Key: mode\n  - Type: \(type)\n  - Value: \(value)",
                                 revision: newer ? "bbbb" : "aaaa", handoff: newer ? "01/02/2022" : "01/02/2021")
        }
        return try FixtureCorpusTests.check([
            "de-DE": page("de-DE", type, "true", true),
            "fr-FR": page("fr-FR", type, "true", true),
            "pt-BR": page("pt-BR", "booliano", old, false),
        ]).findings.filter { $0.check == "config-value" }.map { "\($0.variant):\($0.line) \($0.findingClass.rawValue) \($0.message)" }
    }

    @Test func aTranslatedBooleanIsCorrupt() throws {
        #expect(try valueFindings(type: "Boolean", old: "Verdadeiro")
            == ["pt-BR:10 corrupt Boolean value must be `true` or `false`; de-DE, fr-FR write `true`"])
    }

    @Test func aCaseVariantIsLeftToTheRevisions() throws {
        // `True` spells a Boolean: alone in an older revision, the difference is stale, as before.
        #expect(try valueFindings(type: "Boolean", old: "True") == ["pt-BR:10 stale Value differs from the other variants; de-DE, fr-FR write `true`"])
    }

    @Test func onlyABooleanSettingIsHeldToTrueOrFalse() throws {
        #expect(try valueFindings(type: "String", old: "Verdadeiro") == ["pt-BR:10 stale Value differs from the other variants; de-DE, fr-FR write `true`"])
    }
}

/// A key that took a word from the translation around it is corrupt, whatever the revisions say. Found on a real
/// pt-BR page: `Chave: compartilhadoDeviceMode` on a page that says `compartilhado` throughout.
@Suite struct TranslatedIdentifierPartTests {
    private func keyFindings(old: String, oldProse: String, otherProse: String = "the shared device mode") throws -> [String] {
        let page = { (locale: String, prose: String, key: String, newer: Bool) in
            BundledPages.example(locale, "\(prose)\n\n- Data:\n  - Key: \(key)\n  - Type: Boolean\n  - Value: true",
                                 revision: newer ? "bbbb" : "aaaa", handoff: newer ? "01/02/2022" : "01/02/2021")
        }
        return try FixtureCorpusTests.check([
            "de-DE": page("de-DE", "Der Modus für gemeinsam genutzte Geräte, \(otherProse).", "sharedDeviceMode", true),
            "fr-FR": page("fr-FR", "Le mode appareil partagé, \(otherProse).", "sharedDeviceMode", true),
            "pt-BR": page("pt-BR", oldProse, old, false),
        ]).findings.filter { $0.check == "config-value" }.map { "\($0.variant):\($0.line) \($0.findingClass.rawValue) \($0.message)" }
    }

    @Test func aKeyWithAWordOfItsOwnProseIsCorrupt() throws {
        #expect(try keyFindings(old: "compartilhadoDeviceMode", oldProse: "O modo de dispositivo compartilhado.")
            == ["pt-BR:10 corrupt `compartilhado` in the value is a word of this variant's own text: the identifier was translated; de-DE, fr-FR write `sharedDeviceMode`"])
    }

    @Test func aRenamedKeyIsStillStale() throws {
        // The older revision's key, with no word of the page's text in it: a revision explains it.
        #expect(try keyFindings(old: "isSharedDevice", oldProse: "O modo de dispositivo compartilhado.")
            == ["pt-BR:10 stale Value differs from the other variants; de-DE, fr-FR write `sharedDeviceMode`"])
        // A word every copy's text has (a product name) is not a translation.
        let product = try keyFindings(old: "intuneDeviceMode", oldProse: "O modo Intune.", otherProse: "mit Intune")
        #expect(product.count == 1 && product.allSatisfy { $0.contains(" stale ") }, "\(product)")
    }

    @Test func theChangedPartIsWhatTheTwoSpellingsDoNotShare() {
        #expect(TranslatedIdentifierPart.changedPart(of: "compartilhadoDeviceMode", against: "sharedDeviceMode") == "compartilhado")
        #expect(TranslatedIdentifierPart.changedPart(of: "True", against: "true") == nil)
        #expect(TranslatedIdentifierPart.changedPart(of: "modo compartilhado", against: "sharedDeviceMode") == nil)
    }
}
