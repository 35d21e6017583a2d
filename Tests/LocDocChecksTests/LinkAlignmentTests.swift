import LocDocChecks
import LocDocModel
import Testing

/// Links are aligned per section against the newest copy. Found on real translated pages: a translation's word
/// order can put a paragraph's links the other way round, and an older copy can hold a link that the newer source
/// dropped, just before one whose anchor the newer source changed.
@Suite struct LinkAlignmentTests {
    private func linkFindings(_ pages: [String: String]) throws -> [String] {
        try FixtureCorpusTests.check(pages).findings.filter { $0.check == "link-target" }
            .map { "\($0.variant):\($0.line):\($0.column) \($0.findingClass.rawValue) \($0.evidence) -> \($0.expected ?? "none")" }
    }

    @Test func linksInAnotherOrderAreTheSameLinks() throws {
        let found = try linkFindings([
            "fr-FR": BundledPages.example("fr-FR", "Voir l’[application](../help/app.md) et le [plug-in](sso-plugin.md)."),
            "de-DE": BundledPages.example("de-DE", "Siehe die [App](../help/app.md) und das [Plug-in](sso-plugin.md)."),
            "tr-TR": BundledPages.example("tr-TR", "[Eklentiyi](sso-plugin.md) dağıtmak için [uygulamayı](../help/app.md) kullanır."),
        ])
        #expect(found.isEmpty)
    }

    @Test func aMovedLinkThatAlsoChangedIsStillReported() throws {
        let found = try linkFindings([
            "fr-FR": BundledPages.example("fr-FR", "Voir l’[application](../help/app.md) et le [plug-in](sso-plugin.md)."),
            "de-DE": BundledPages.example("de-DE", "Siehe die [App](../help/app.md) und das [Plug-in](sso-plugin.md)."),
            "tr-TR": BundledPages.example("tr-TR", "[Eklentiyi](sso-eklentisi.md) dağıtmak için [uygulamayı](../help/app.md) kullanır."),
        ])
        // One defect, one finding: not a link "not in the other variants" and another one missing.
        #expect(found == ["tr-TR:7:1 corrupt sso-eklentisi.md -> sso-plugin.md"])
    }

    @Test func aDroppedLinkIsNotTakenForTheNextOne() throws {
        let newer = (revision: "bbbb", handoff: "01/02/2022")
        let found = try linkFindings([
            "fr-FR": BundledPages.example("fr-FR", "Un [rôle](../roles/reference.md#device-admin) est requis.",
                                          revision: newer.revision, handoff: newer.handoff),
            "de-DE": BundledPages.example("de-DE", "Eine [Rolle](../roles/reference.md#device-admin) ist nötig.",
                                          revision: newer.revision, handoff: newer.handoff),
            "pt-BR": BundledPages.example("pt-BR", "Veja os [termos](https://example.com/legal/preview/). Uma [função](../roles/reference.md#device-admin-permissions) é necessária."),
        ])
        // Paired in order, the terms link would "go elsewhere than" the role link, and the role link would be gone.
        #expect(found == [
            "pt-BR:7:9 stale https://example.com/legal/preview/ -> none",
            "pt-BR:7:59 stale ../roles/reference.md#device-admin-permissions -> ../roles/reference.md#device-admin",
        ])
    }

    @Test func linksOfASectionTheNewestCopyLacksAlignAmongTheOlderCopies() throws {
        // The newer source dropped the section; the older copies have its two links, one of them the other way round.
        let section = { (anchor: String, text: String) in "## <a name=\"\(anchor)\"></a>Titre\n\n\(text)\n\n## <a name=\"next\"></a>Suite\n\nFin." }
        let found = try linkFindings([
            "fr-FR": BundledPages.example("fr-FR", "## <a name=\"next\"></a>Suite\n\nFin.", revision: "bbbb", handoff: "01/02/2022"),
            "de-DE": BundledPages.example("de-DE", section("old", "Siehe [App](app.md) und [Plug-in](sso-plugin.md).")),
            "ko-KR": BundledPages.example("ko-KR", section("old", "[앱](app.md) 및 [플러그 인](sso-plugin.md).")),
            "tr-TR": BundledPages.example("tr-TR", section("old", "[Eklentiyi](sso-plugin.md) için [uygulamayı](app.md).")),
        ])
        // The section is gone from the newer revision, and `section-missing` says so once per older copy; its links
        // are that section's (`MissingSectionContentTests`). Aligned wrongly (tr-TR's moved link left unpaired), the
        // older copies' links no longer line up with one another, and that is no missing section: with moved links
        // not paired, each older copy reports `app.md` as corrupt.
        #expect(found.isEmpty, "\(found)")
    }
    /// Found on a real page (`msal-national-cloud`): most translations wrote `…, follow this tutorial: [title](url)`,
    /// a list of two settings by its shape, whose links are values; the Korean one wrote the sentence without the
    /// colon. Its two links were "not in the other variants", though every copy has them.
    private static let tutorials = [
        "de-DE": "- Zum Anmelden folgen Sie diesem Tutorial: [Web-App](https://example.com/web-app)\n- Zum Aufrufen der API folgen Sie diesem Tutorial: [API](https://example.com/call-api)",
        "es-ES": "- Para iniciar sesión, siga este tutorial: [Aplicación web](https://example.com/web-app)\n- Para llamar a la API, siga este tutorial: [API](https://example.com/call-api)",
        "fr-FR": "- Pour connecter des utilisateurs, suivez ce didacticiel : [Application web](https://example.com/web-app)\n- Pour appeler l’API, suivez ce didacticiel : [API](https://example.com/call-api)",
    ]

    private static var tutorialPages: [String: String] {
        Dictionary(uniqueKeysWithValues: tutorials.map { ($0.key, BundledPages.example($0.key, $0.value)) })
    }

    @Test func aLinkInASentenceIsTheLinkOthersWriteAsASettingsValue() throws {
        var pages = Self.tutorialPages
        pages["ko-KR"] = BundledPages.example("ko-KR", "- 로그인하려면 [웹앱 빌드](https://example.com/web-app) 자습서를 따르세요.\n- API를 호출하려면 [API 호출](https://example.com/call-api) 자습서를 따르세요.")
        #expect(try linkFindings(pages).isEmpty)
    }

    @Test func aLinkInASentenceIsStillComparedWithOthersSettingsValues() throws {
        var pages = Self.tutorialPages
        pages["ko-KR"] = BundledPages.example("ko-KR", "- 로그인하려면 [웹앱 빌드](https://example.com/web-ap) 자습서를 따르세요.\n- API를 호출하려면 [API 호출](https://example.com/call-api) 자습서를 따르세요.")
        #expect(try linkFindings(pages) == ["ko-KR:7:10 corrupt https://example.com/web-ap -> https://example.com/web-app"])
    }

    @Test func aSettingsValueLinkWithTranslatedTextIsComparedHere() throws {
        // The same list as settings in every copy, one value's link changed. No two copies write the value alike (the
        // link's text is translated), so `config-value` compares nothing there: the link is judged as a link.
        var pages = Self.tutorialPages
        pages["it-IT"] = BundledPages.example("it-IT", "- Per accedere, seguire questa esercitazione: [App Web](https://example.com/web-ap)\n- Per chiamare l'API, seguire questa esercitazione: [API](https://example.com/call-api)")
        #expect(try linkFindings(pages) == ["it-IT:7:47 corrupt https://example.com/web-ap -> https://example.com/web-app"])
    }

    @Test func aSettingsValueTheCopiesWriteAlikeIsTheSettingsChecksToReport() throws {
        // A value written the same in most copies (untranslated link text) is compared as a value: one finding.
        let value = { (url: String) in "[Microsoft Authenticator](\(url))" }
        let pages = [
            "de-DE": BundledPages.example("de-DE", "- **App**: \(value("https://a.example/app"))\n- **Typ**: Umleiten"),
            "es-ES": BundledPages.example("es-ES", "- **Aplicación**: \(value("https://a.example/app"))\n- **Tipo**: Redirigir"),
            "fr-FR": BundledPages.example("fr-FR", "- **Application** : \(value("https://a.example/app"))\n- **Type** : Rediriger"),
            "it-IT": BundledPages.example("it-IT", "- **App**: \(value("https://b.example/app"))\n- **Tipo**: Reindirizzare"),
        ]
        let findings = try FixtureCorpusTests.check(pages).findings.filter { $0.variant == "it-IT" }
        #expect(findings.map(\.check) == ["config-value"])
    }

    @Test func aURLASettingShowsIsTheSettingsChecksToCompare() throws {
        // As in the bundled it-IT page: one copy writes the setting's URL bare (a link, to cmark), the others list it
        // as code. `config-url-list` compares the URLs; the bare one is no extra link.
        let listed = "- **URL**:\n    - `https://login.example.com`\n- **Type**: Redirect"
        let pages = [
            "de-DE": BundledPages.example("de-DE", listed), "fr-FR": BundledPages.example("fr-FR", listed),
            "it-IT": BundledPages.example("it-IT", "- **URL**: https://login.example.com\n- **Tipo**: Reindirizza"),
        ]
        #expect(try linkFindings(pages).isEmpty)
    }
}
