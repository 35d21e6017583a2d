import LocDocChecks
import LocDocModel
import Testing

/// Pages shaped as Adobe Experience League writes them (found on its Mobile Services iOS guide in eleven locales):
/// the source revision in `source-git-commit` with no hand-off dates, headings carrying `{#id}` attribute blocks
/// that translations keep, `>[!IMPORTANT]` alerts, and Chinese copies in `zh-hans` / `zh-hant` folders.
@Suite struct ExperienceLeaguePageTests {
    private static func page(_ commit: String?, _ body: String) -> String {
        let revision = commit.map { "translation-type: tm+mt\nsource-git-commit: \($0)\n" } ?? ""
        return "---\ntitle: Core implementation\nuuid: 96d06325\n\(revision)---\n\n\(body)\n"
    }

    private static let older = "ae16f224eeaeefa29b2e1479270a72694c79aaa0"
    private static let newer = "c7400359bc19150926a67b991ba219a7fa187442"

    /// A section whose copies of the newer commit have an alert the older commit's copies lack.
    private static func body(_ heading: String, _ text: String, alert: Bool) -> String {
        "# \(heading) {#core-implementation}\n\n## \(text) {#section_99FE1A17}\n\n\(text).\n" + (alert ? "\n>[!IMPORTANT]\n>\(text)!\n" : "")
    }

    private static let translations = [
        "de-de": page(older, body("Grundlegende Implementierung", "Das SDK herunterladen", alert: false)),
        "fr-fr": page(older, body("Mise en œuvre de base", "Télécharger le SDK", alert: false)),
        "nl-nl": page(older, body("Basisimplementatie", "De SDK downloaden", alert: false)),
        "es-es": page(newer, body("Implementación principal", "Descargar el SDK", alert: true)),
        "pt-br": page(newer, body("Implementação principal", "Baixar o SDK", alert: true)),
    ]

    @Test func commitsWithoutDatesAreNotOrdered() throws {
        let found = try FixtureCorpusTests.check(Self.translations).findings
        // Aligned by their `{#id}`s, the two commits' copies differ by one alert. Nothing dates the commits, so
        // neither side is stale, and the copies of each commit agree with each other, so neither is corrupt.
        #expect(found.map { "\($0.check) \($0.variant):\($0.line) \($0.findingClass)" }
            == ["alert-kind es-es:14 divergent", "alert-kind pt-br:14 divergent"], "\(found.map(\.message))")
    }

    @Test func aCopyThatLeavesItsCommitIsCorrupt() throws {
        var pages = Self.translations
        pages["it-it"] = Self.page(Self.older, Self.body("Implementazione di base", "Scarica l'SDK", alert: true))
        let found = try FixtureCorpusTests.check(pages).findings.filter { $0.variant == "it-it" }
        // The other copies of its own commit lack the alert: it is no text of that commit.
        #expect(found.map { "\($0.check) \($0.findingClass)" } == ["alert-kind corrupt"], "\(found.map(\.message))")
    }

    @Test func theEnglishSourceIsNewerThanEveryCommit() throws {
        var pages = Self.translations
        pages["en-us"] = Self.page(nil, Self.body("Core implementation", "Download the SDK", alert: true))
        let found = try FixtureCorpusTests.check(pages).findings
        // The source (no `source-git-commit`) ranks newest: the older commit's copies lack its alert, and are stale.
        #expect(found.filter { $0.check == "alert-kind" }.map { "\($0.variant) \($0.findingClass)" }
            == ["de-de stale", "fr-fr stale", "nl-nl stale"], "\(found.map(\.message))")
        let revision = found.first { $0.check == "stale-revision" && $0.variant == "de-de" }
        #expect(revision?.message.hasPrefix("Translated from source revision ae16f224 (no date)") == true, "\(revision?.message ?? "none")")
        #expect(revision?.line == 5)
    }

    @Test func headingIdsAreAnchorsAndNotText() throws {
        let page = Self.page(Self.older, "# Überblick {#overview}\n\nSiehe [Download](#section_99FE1A17) und [fehlt](#missing).\n\n"
                             + "## Das SDK herunterladen {#section_99FE1A17 .hidden}\n\nText.\n\n## Eine Klammer {x}\n\nText.")
        let report = try FixtureCorpusTests.check(["de-de": page, "fr-fr": page])
        #expect(report.findings.map { "\($0.check) \($0.variant) \($0.evidence)" } == ["link-anchor de-de #missing", "link-anchor fr-fr #missing"],
                "\(report.findings.map(\.message))")
    }

    @Test func scriptFoldersAreLocales() throws {
        let pages = ["zh-hans": Self.page(Self.older, "# 核心实施 {#core}\n\n文本。"), "zh-hant": Self.page(Self.older, "# 核心實施 {#core}\n\n文本。")]
        let report = try FixtureCorpusTests.check(pages)
        #expect(report.variants.map(\.locale) == ["zh-Hans", "zh-Hant"])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    }
}
