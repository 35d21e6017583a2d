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
}
