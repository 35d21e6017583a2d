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
