import LocDocChecks
import LocDocModel
import Testing

/// A section under another name in one copy (an anchor the translation changed, a heading the newer source renamed)
/// is one `section-missing` finding at that copy's heading, expecting the others' anchor; not "missing" and "not in
/// the other variants" as two findings.
@Suite struct SectionRenameTests {
    /// Body lines start at line 7 of a `BundledPages.example` page: the second section's heading is line 11.
    private static func body(_ second: String = "configure", title: String = "Configure", third: String? = nil) -> String {
        let extra = third.map { "\n## <a name=\"\($0)\"></a>More\n\nMore text.\n" } ?? ""
        return """
            # <a name="setup"></a>Setup

            ## <a name="install"></a>Install

            ## <a name="\(second)"></a>\(title)

            Text.
            \(extra)
            ## <a name="next-steps"></a>Next

            Done.
            """
    }

    private static func sectionFindings(_ pages: [String: String]) throws -> [Finding] {
        try FixtureCorpusTests.check(pages).findings.filter { $0.check == "section-missing" }
    }

    @Test func aTranslatedAnchorIsOneCorruptFinding() throws {
        let found = try Self.sectionFindings([
            "de-DE": BundledPages.example("de-DE", Self.body()),
            "fr-FR": BundledPages.example("fr-FR", Self.body()),
            "ja-JP": BundledPages.example("ja-JP", Self.body("構成", title: "構成")),
        ])
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.variant == "ja-JP" && finding.line == 11 && finding.findingClass == .corrupt)
        #expect(finding.evidence == "#構成" && finding.expected == "#configure")
        #expect(finding.message == "Section `構成` stands where de-DE, fr-FR have `configure`")
        #expect(finding.related.map { "\($0.variant):\($0.line)" } == ["de-DE:11", "fr-FR:11"])
    }

    @Test func aSectionTheNewerSourceRenamedIsOneStaleFinding() throws {
        let found = try Self.sectionFindings([
            "de-DE": BundledPages.example("de-DE", Self.body("set-up-the-app"), revision: "bbbb", handoff: "01/02/2022"),
            "fr-FR": BundledPages.example("fr-FR", Self.body("set-up-the-app"), revision: "bbbb", handoff: "01/03/2022"),
            "es-ES": BundledPages.example("es-ES", Self.body("configure-the-app")),
        ])
        #expect(found.map { "\($0.variant) \($0.line) \($0.findingClass.rawValue) \($0.expected ?? "")" }
            == ["es-ES 11 stale #set-up-the-app"])
    }

    @Test func aGapWithMoreMissingThanExtraSectionsPairsNothing() throws {
        // Two sections the others have and one only this copy has, in one place: which one it replaced is not known.
        let found = try Self.sectionFindings([
            "de-DE": BundledPages.example("de-DE", Self.body(third: "verify")),
            "fr-FR": BundledPages.example("fr-FR", Self.body(third: "verify")),
            "es-ES": BundledPages.example("es-ES", Self.body("configurar")),
        ])
        #expect(found.filter { $0.variant == "es-ES" }.map(\.message).sorted() == [
            "Section `configurar` is not in the other variants",
            "Section `configure` is missing; it is in de-DE, fr-FR",
            "Section `verify` is missing; it is in de-DE, fr-FR",
        ])
    }

    @Test func aMissingAndAnExtraSectionInDifferentPlacesStayTwoFindings() throws {
        // The copy lacks `configure` (between install and next-steps) and has `verify` after next-steps.
        let moved = Self.body().replacingOccurrences(of: "## <a name=\"configure\"></a>Configure\n\nText.\n", with: "")
            + "\n\n## <a name=\"verify\"></a>Verify\n"
        let found = try Self.sectionFindings([
            "de-DE": BundledPages.example("de-DE", Self.body()),
            "fr-FR": BundledPages.example("fr-FR", Self.body()),
            "es-ES": BundledPages.example("es-ES", moved),
        ])
        #expect(found.map(\.message).sorted() == [
            "Section `configure` is missing; it is in de-DE, fr-FR",
            "Section `verify` is not in the other variants",
        ])
    }

    @Test func aSectionWithoutAnAnchorIsNamedByItsOwnTitle() throws {
        // Headings without anchors align by position: the Spanish copy's third heading is the one the others lack,
        // and its key (`#…/#3`) names nothing a reader sees, so the message gives its title as this copy writes it.
        let found = try Self.sectionFindings([
            "de-DE": BundledPages.example("de-DE", "# Titel\n\n## Installieren\n\n## Weiter"),
            "fr-FR": BundledPages.example("fr-FR", "# Titre\n\n## Installer\n\n## Suite"),
            "es-ES": BundledPages.example("es-ES", "# Título\n\n## Instalar\n\n## Más\n\n## Siguiente"),
        ])
        #expect(found.map { "\($0.variant) \($0.line) \($0.message)" } == ["es-ES 13 Section “Siguiente” is not in the other variants"])
    }
}
