@testable import LocDocChecks
import LocDocModel
import Testing

/// A link to the edition of a site in the copy's own language (`de.wikipedia.org` in German) is a localisation; a
/// link to another article of the same edition, or to an edition in another language, is not.
@Suite struct LanguageEditionLinkTests {
    static let english = "https://en.wikipedia.org/wiki/Single_responsibility_principle"

    @Test(arguments: [
        ("https://de.wikipedia.org/wiki/Single-Responsibility-Prinzip", "de", true),
        ("https://ZH.wikipedia.org/wiki/%E5%8D%95", "zh", true),
        ("https://de.wikipedia.org/wiki/Single-Responsibility-Prinzip", "fr", false),
        ("https://en.wikipedia.org/wiki/Separation_of_concerns", "zh", false),
        ("https://en.wikipedia.org/wiki/Separation_of_concerns", "en", false),
        ("https://de.wikimedia.org/wiki/X", "de", false),
        ("/de/wiki/X", "de", false),
        ("https://de.org/", "de", false),
    ])
    func edition(own: String, language: String, expected: Bool) {
        #expect(LinkDestination.isLanguageEdition(own, of: Self.english, locale: LocaleID(language)!) == expected)
    }

    /// The other side must be shaped like a language label.
    @Test func otherLabelIsALanguage() {
        #expect(!LinkDestination.isLanguageEdition("https://de.example.com/a", of: "https://docs.example.com/a", locale: LocaleID("de")!))
        #expect(LinkDestination.isLanguageEdition("https://fr.example.com/a", of: "https://en.example.com/b", locale: LocaleID("fr")!))
    }

    /// A locale segment of the copy's language only (`/fr/`, no region) where the others have `{locale}`.
    @Test func languageSegment() {
        let expected = "https://developer.mozilla.org/{locale}/docs/Web/API/EventTarget/addEventListener#options"
        #expect(LinkDestination.isLanguageEdition("https://developer.mozilla.org/fr/docs/Web/API/EventTarget/addEventListener#options", of: expected, locale: LocaleID("fr")!))
        #expect(LinkDestination.isLanguageEdition("https://developer.mozilla.org/JA/docs/Web/API/EventTarget/addEventListener#options", of: expected, locale: LocaleID("ja")!))
        #expect(!LinkDestination.isLanguageEdition("https://developer.mozilla.org/fr/docs/Web/API/EventTarget/addEventListener#options", of: expected, locale: LocaleID("de")!))
        #expect(!LinkDestination.isLanguageEdition("https://developer.mozilla.org/fr/docs/Web/API/EventTarget#options", of: expected, locale: LocaleID("fr")!))
        #expect(!LinkDestination.isLanguageEdition("https://developer.mozilla.org/fr/docs/Web/API/EventTarget/addEventListener#autre", of: expected, locale: LocaleID("fr")!))
    }

    /// The copy's language or tag put first in a path where the others have no language (a site whose default
    /// language has no prefix, as Hugo and Docusaurus build them); nothing else added or changed.
    @Test(arguments: [
        ("/zh/docs/setup/", "zh-CN", true),
        ("https://istio.io/pt-br/docs/setup/#a", "pt-BR", true),
        ("/PT-BR/docs/setup/#a", "pt-BR", true),
        ("/de/docs/setup/", "zh-CN", false),
        ("/zh/docs/setup/other", "zh", false),
        ("/zh/zh/docs/setup/", "zh", false),
        ("/zh", "zh", false),
    ])
    func prefixedPath(own: String, locale: String, expected: Bool) {
        let source = own.hasPrefix("https") ? "https://istio.io/docs/setup/#a" : (own.hasSuffix("#a") ? "/docs/setup/#a" : "/docs/setup/")
        #expect(LinkDestination.isLanguageEdition(own, of: source, locale: LocaleID(locale)!) == expected)
    }

    /// An edition named by a suffix on one segment (`button-cn`, Ant Design's Chinese pages), trailing slash aside.
    @Test(arguments: [
        ("/components/config-provider-cn#api", "/components/config-provider/#api", "zh-CN", true),
        ("/docs/spec/buttons-zh", "/docs/spec/buttons", "zh-CN", true),
        ("/components/config-provider-cn", "/components/config-provider", "fr-FR", false),
        ("/components/config-provider-cn", "/components/theme", "zh-CN", false),
        ("/components/a-cn/b-cn", "/components/a/b", "zh-CN", false),
        ("/components/a-cn", "/other/a", "zh-CN", false),
    ])
    func suffixedEdition(edition: String, plain: String, locale: String, expected: Bool) {
        #expect(LinkDestination.isSuffixedEdition(edition, of: plain, locale: LocaleID(locale)!) == expected)
    }

    /// End to end, both ways: the Chinese copy's suffixed link and the English copy's plain one are the same page.
    @Test func suffixedEditionsAreNotReported() throws {
        let findings = try PageBodies.findings(of: "link-target", [
            "en-US": "See [ConfigProvider](/components/config-provider/#api) and [Theme](/components/theme).",
            "zh-CN": "参见 [ConfigProvider](/components/config-provider-cn#api) 和 [主题](/components/theme-cn)。",
        ])
        #expect(findings.isEmpty)
        // With a majority of plain links, the suffixed copy is the odd one out and still not reported.
        let three = try PageBodies.findings(of: "link-target", [
            "en-US": "See [ConfigProvider](/components/config-provider/#api).",
            "fr-FR": "Voir [ConfigProvider](/components/config-provider/#api).",
            "zh-CN": "参见 [ConfigProvider](/components/config-provider-cn#api)。",
        ])
        #expect(three.isEmpty)
    }

    /// A site-rooted path that climbs above the root serves nothing: it does not vote, so the copy that kept the
    /// relative path is the expected one even when it stands alone.
    @Test func aPathAboveTheRootIsInvalid() throws {
        #expect(LinkDestination.climbsAboveRoot("/../usage/cfg.md"))
        #expect(LinkDestination.climbsAboveRoot("/..#top"))
        #expect(!LinkDestination.climbsAboveRoot("../usage/cfg.md"))
        #expect(!LinkDestination.climbsAboveRoot("/usage/../cfg.md"))
        #expect(!LinkDestination.climbsAboveRoot("/..config.md"))
        let findings = try PageBodies.findings(of: "link-target", [
            "en-US": "See the [settings](../usage/cfg.md).",
            "de-DE": "Siehe [Einstellungen](/../usage/cfg.md).",
            "ja-JP": "[設定](/../usage/cfg.md)を参照。",
        ])
        #expect(findings.map { "\($0.variant) \($0.findingClass) \($0.message)" } == [
            "de-DE corrupt Link climbs above the site's root, where no page is; en-US link to ../usage/cfg.md",
            "ja-JP corrupt Link climbs above the site's root, where no page is; en-US link to ../usage/cfg.md",
        ])
    }
}
