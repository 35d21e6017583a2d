import LocDocChecks
import LocDocModel
import Testing

/// A corpus with the English source beside its translations. Found on real pages: the source's headings have no
/// `<a name>` (DocFX derives their ids from the text), the translations carry those ids as anchors, and the source
/// is a newer revision that dropped or changed some settings and links.
@Suite struct SourcePageAlignmentTests {
    /// The source page as an author writes it: no anchors, no hand-off metadata, only `ms.date`.
    private static func source(_ body: String, date: String = "05/16/2023") -> String {
        "---\ntitle: Example\nms.date: \(date)\n---\n\(body)"
    }

    private static func translatedBody(_ title: String, _ sub: String, _ text: String) -> String {
        """
        # <a name="shared-device-mode"></a>\(title)

        ## <a name="set-up-the-device"></a>\(sub)

        \(text)
        """
    }

    private func findings(_ pages: [String: String]) throws -> [Finding] {
        try FixtureCorpusTests.check(pages).findings
    }

    @Test func headingsWithoutAnchorsAlignByTheirDocFXIds() throws {
        let found = try findings([
            "en-US": Self.source("# Shared device mode\n\n## Set up the device\n\nSee the [plug-in](sso-plugin.md)."),
            "de-DE": BundledPages.example("de-DE", Self.translatedBody("Modus", "Gerät einrichten", "Siehe das [Plug-in](sso-plugin.md).")),
            "fr-FR": BundledPages.example("fr-FR", Self.translatedBody("Mode", "Configurer", "Voir le [plug-in](sso-plugin.md).")),
        ])
        // Keyed `#1` and `#1/#1`, the source's sections and link would be missing from both translations, and theirs
        // from the source. What is left is true: both translations are of an older revision than the source.
        #expect(found.map { "\($0.check) \($0.variant)" } == ["stale-revision de-DE", "stale-revision fr-FR"],
                "\(found.map(\.message))")
    }

    @Test func aTranslatedHeadingWithoutAnAnchorKeepsItsPosition() throws {
        // Neither copy has anchors: the slug of a translated heading names nothing, and position still aligns them.
        let found = try findings([
            "de-DE": BundledPages.example("de-DE", "# Modus\n\n## Gerät einrichten\n\nSiehe das [Plug-in](sso-plugin.md)."),
            "fr-FR": BundledPages.example("fr-FR", "# Mode\n\n## Configurer\n\nVoir le [plug-in](sso-plug.md)."),
        ])
        // Aligned, the two links are compared: one finding, with the other copy's link as expected (unaligned, each
        // would be "not in the other variants", with nothing expected).
        #expect(found.map { "\($0.check) \($0.variant):\($0.line):\($0.column) \($0.evidence) -> \($0.expected ?? "none")" }
            == ["link-target de-DE:11:11 sso-plugin.md -> sso-plug.md"], "\(found.map(\.message))")
    }

    /// Kubernetes' translators add the English id to some translated headings (`{#motivation}`), not to others: a
    /// heading without one takes the id the other copies write at its place (parent, position, level, and the
    /// sibling before it), where they agree.
    @Test func aHeadingWithoutAnAnchorTakesTheOneOtherCopiesWriteAtItsPlace() throws {
        let anchored = "## Мотивація {#motivation}\n\nДив. [об'єкти](/docs/objects/).\n\n## Об'єкт ConfigMap {#configmap-object}\n\nТекст."
        let found = try findings([
            "uk-UA": BundledPages.example("uk-UA", anchored),
            "pl-PL": BundledPages.example("pl-PL", anchored.replacingOccurrences(of: "Мотивація", with: "Motywacja")),
            "es-ES": BundledPages.example("es-ES", "## Motivo\n\nVer [objetos](/docs/objects/).\n\n## Objeto ConfigMap\n\nTexto."),
        ])
        // By position alone, `#1` and `#2` would be missing from the anchored copies and theirs from `es`.
        #expect(found.isEmpty, "\(found.map(\.message))")
        // A copy whose own heading slugifies to that id keeps it for that heading (the source renamed a section
        // before it): the place is taken by position only when the copy has no better claim to the id.
        let shifted = try findings([
            "uk-UA": BundledPages.example("uk-UA", anchored),
            "pl-PL": BundledPages.example("pl-PL", anchored),
            "en-US": BundledPages.example("en-US", "## Background\n\nText.\n\n## Motivation\n\nSee [objects](/docs/objects/).\n\n## ConfigMap object\n\nText."),
        ])
        #expect(shifted.filter { $0.check == "link-target" }.isEmpty, "\(shifted.map(\.message))")
        #expect(shifted.filter { $0.check == "section-missing" }.map(\.variant) == ["en-US"], "\(shifted.map(\.message))")
    }

    @Test func anInvalidValueIsCorruptWhenTheNewerSourceDroppedTheSetting() throws {
        let settings = { (id: String) in "- **Type**: Redirect\n- **ID**: \(id)" }
        let found = try findings([
            "en-US": Self.source("# Shared device mode\n\n## Set up the device\n\nUse the portal."),
            "de-DE": BundledPages.example("de-DE", Self.translatedBody("Modus", "Einrichten", settings("com.example.sso"))),
            "fr-FR": BundledPages.example("fr-FR", Self.translatedBody("Mode", "Configurer", settings("com.example.sso"))),
            "sv-SE": BundledPages.example("sv-SE", Self.translatedBody("Läge", "Konfigurera", settings("com. example. sso"))),
        ]).filter { $0.category == .configValue }
        // The source lacks the setting: that is no opinion on its value. The copies that have it are compared among
        // themselves, and the split identifier is corrupt with the two copies that write it right as support.
        #expect(found.map { "\($0.variant):\($0.line) \($0.findingClass.rawValue) \($0.expected ?? "none")" }
            == ["sv-SE:12 corrupt com.example.sso"])
        #expect(found.first?.related.map(\.variant) == ["de-DE", "fr-FR"])
    }

    /// A section's links in the source and in three translations, each with its own word order.
    struct LinkCase: Sendable, CustomTestStringConvertible {
        var source, de, ko, tr: String
        var why: String
        var testDescription: String { why }
    }

    /// In each case every translation still has `../help/app.md`, at its own place in the section, and the source does
    /// not: each translation is behind the source (stale), none "not in the other variants" (corrupt).
    @Test(arguments: [
        LinkCase(source: "Use the [new app](https://support.example.com/app) and the [plug-in](sso-plugin.md).",
                 de: "Die [App](../help/app.md) und das [Plug-in](sso-plugin.md).",
                 ko: "[플러그 인](sso-plugin.md) 및 [앱](../help/app.md).",
                 tr: "[Eklentiyi](sso-plugin.md) ve [uygulamayı](../help/app.md).",
                 why: "the source changed the link"),
        LinkCase(source: "Deploy the [plug-in](sso-plugin.md).",
                 de: "Das [Plug-in](sso-plugin.md) und die [App](../help/app.md).",
                 ko: "[앱](../help/app.md) 및 [플러그 인](sso-plugin.md).",
                 tr: "[Uygulamayı](../help/app.md) ve [eklentiyi](sso-plugin.md).",
                 why: "the source dropped the link"),
    ])
    func aLinkOnlyTheTranslationsHaveIsOnePlaceAmongThem(_ links: LinkCase) throws {
        let found = try findings([
            "en-US": Self.source("# Shared device mode\n\n## Set up the device\n\n\(links.source)"),
            "de-DE": BundledPages.example("de-DE", Self.translatedBody("Modus", "Einrichten", links.de)),
            "ko-KR": BundledPages.example("ko-KR", Self.translatedBody("모드", "설정", links.ko)),
            "tr-TR": BundledPages.example("tr-TR", Self.translatedBody("Mod", "Kurulum", links.tr)),
        ]).filter { $0.check == "link-target" }
        #expect(found.count == 3 && found.allSatisfy { $0.findingClass == .stale && $0.evidence == "../help/app.md" },
                "\(found.map { "\($0.variant) \($0.findingClass) \($0.message)" })")
    }

    @Test func settingsTheSourceDroppedAreComparedAmongTheTranslations() throws {
        let settings = { (type: String, urls: [String]) in
            "- **URLs**:\n\(urls.map { "    - `\($0)`" }.joined(separator: "\n"))\n- Data:\n  - Key: mode\n  - Type: \(type)\n  - Value: true"
        }
        let both = ["https://a.example", "https://b.example"]
        let found = try findings([
            "en-US": Self.source("# Shared device mode\n\n## Set up the device\n\nUse the portal."),
            "de-DE": BundledPages.example("de-DE", Self.translatedBody("Modus", "Einrichten", settings("Boolean", both))),
            "fr-FR": BundledPages.example("fr-FR", Self.translatedBody("Mode", "Configurer", settings("Boolean", both))),
            "hi-IN": BundledPages.example("hi-IN", Self.translatedBody("मोड", "सेट करें", settings("बूलियन", ["https://a.example"]))),
        ]).filter { $0.category == .configValue }
        // Against the source's absence, nothing would be expected and neither difference reported.
        #expect(found.map { "\($0.check) \($0.variant) \($0.findingClass.rawValue)" }.sorted()
            == ["config-type-name hi-IN corrupt", "config-url-list hi-IN corrupt"], "\(found.map(\.message))")
    }

    @Test func whatOnlyTheSourceHasIsNamedAsItsReaderSeesIt() throws {
        // A new section, with no anchor any translation could carry: its key is its position, so it is named by its
        // title; and the source's revision is its date, as it has no hash.
        let found = try findings([
            "en-US": Self.source("# Shared device mode\n\n## Set up the device\n\nUse the portal.\n\n## Next steps\n\nRead on."),
            "de-DE": BundledPages.example("de-DE", Self.translatedBody("Modus", "Einrichten", "Das Portal.")),
        ])
        let section = found.first { $0.check == "section-missing" }
        #expect(section?.message == "Section “Next steps” is missing; it is in en-US")
        #expect(section?.expected == "Next steps")
        let revision = found.first { $0.check == "stale-revision" }
        #expect(revision?.message == "Translated from source revision aaaa (handed off 2021-01-02); newer text (no source revision hash; ms.date 2023-05-16) in en-US")
    }

    @Test func theAuthoredSourceIsNewerThanItsTranslationsWhateverItsDate() throws {
        // The source's `ms.date` is older than the hand-offs (authors do not bump it on every edit); it has a link
        // the translations lack. It is still the newest revision: the translations are stale, not the source.
        let found = try findings([
            "en-US": Self.source("# Shared device mode\n\n## Set up the device\n\nSee the [plug-in](sso-plugin.md) and the [video](https://example.com/v).",
                                 date: "01/01/2020"),
            "de-DE": BundledPages.example("de-DE", Self.translatedBody("Modus", "Einrichten", "Siehe das [Plug-in](sso-plugin.md).")),
            "fr-FR": BundledPages.example("fr-FR", Self.translatedBody("Mode", "Configurer", "Voir le [plug-in](sso-plugin.md).")),
        ])
        #expect(found.map { "\($0.check) \($0.variant) \($0.findingClass.rawValue)" }.sorted() == [
            "link-target de-DE stale", "link-target fr-FR stale", "stale-revision de-DE stale", "stale-revision fr-FR stale",
        ], "\(found.map(\.message))")
    }

    @Test func aRewordedTitleDoesNotMoveTheSectionsUnderIt() throws {
        // A real page: the newer revision's title lost its "How to:", so its anchor changed; keyed by that anchor,
        // every section of the page would be missing from the older copies and "not in the other variants" in them.
        let page = { (locale: String, titleAnchor: String, revision: String, handoff: String) in
            BundledPages.example(locale, """
                # <a name="\(titleAnchor)"></a>Titel

                ## <a name="silent-sso"></a>Abschnitt

                Siehe das [Plug-in](sso-plugin.md).
                """, revision: revision, handoff: handoff)
        }
        let found = try findings([
            "de-DE": page("de-DE", "configure-sso", "bbbb", "11/02/2021"),
            "fr-FR": page("fr-FR", "how-to-configure-sso", "aaaa", "07/02/2020"),
            "it-IT": page("it-IT", "how-to-configure-sso", "aaaa", "07/02/2020"),
        ])
        #expect(found.map { "\($0.check) \($0.variant)" } == ["stale-revision fr-FR", "stale-revision it-IT"], "\(found.map(\.message))")
    }

    @Test func aSectionUnderTheTitleIsNamedByItsAnchorPath() throws {
        // Two copies have the subsection, one of their revision lacks it: named by its anchors, not `#1/next/more`.
        let withMore = { (locale: String) in
            BundledPages.example(locale, "# <a name=\"t\"></a>Titel\n\n## <a name=\"next\"></a>Weiter\n\nText.\n\n### <a name=\"more\"></a>Mehr\n\nText.")
        }
        let found = try findings([
            "de-DE": withMore("de-DE"),
            "it-IT": withMore("it-IT"),
            "fr-FR": BundledPages.example("fr-FR", "# <a name=\"t\"></a>Titre\n\n## <a name=\"next\"></a>Suite\n\nTexte."),
        ]).filter { $0.check == "section-missing" }
        #expect(found.map(\.message) == ["Section `next/more` is missing; it is in de-DE, it-IT"])
    }
}
