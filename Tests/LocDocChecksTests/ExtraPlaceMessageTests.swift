import LocDocChecks
import LocDocModel
import Testing

/// What a finding says of a place only some copies have (`SlotComparison.extraMessage`): gone from the newer
/// revision when the revisions explain it, else which copies lack it.
@Suite struct ExtraPlaceMessageTests {
    private static func body(alert: Bool) -> String {
        """
        # <a name="setup"></a>Setup

        ## <a name="install"></a>Install
        \(alert ? "\n> [!IMPORTANT]\n> Read this first.\n" : "")
        Text.
        """
    }

    private static func messages(_ copies: [String: (alert: Bool, revision: String, handoff: String)]) throws -> [String] {
        let pages = copies.mapValues { BundledPages.example("", Self.body(alert: $0.alert), revision: $0.revision, handoff: $0.handoff) }
        return try FixtureCorpusTests.check(pages).findings.filter { $0.check == "alert-kind" }.map { "\($0.variant): \($0.message)" }
    }

    @Test func anAlertTheNewerRevisionDroppedIsGoneFromIt() throws {
        let found = try Self.messages([
            "de-DE": (true, "aaaa", "01/02/2020"), "fr-FR": (true, "aaaa", "01/03/2020"),
            "en-US": (false, "bbbb", "01/02/2021"),
        ])
        #expect(found == [
            "de-DE: Alert [!IMPORTANT] is gone from the newer source revision (en-US)",
            "fr-FR: Alert [!IMPORTANT] is gone from the newer source revision (en-US)",
        ])
    }

    @Test func anAlertSomeCopiesOfOneRevisionHaveNamesTheCopiesWithoutIt() throws {
        let found = try Self.messages([
            "de-DE": (true, "aaaa", "01/02/2021"), "fr-FR": (true, "aaaa", "01/02/2021"),
            "es-ES": (false, "aaaa", "01/02/2021"), "it-IT": (false, "aaaa", "01/02/2021"), "nl-NL": (false, "aaaa", "01/02/2021"),
        ])
        #expect(found == [
            "de-DE: Alert [!IMPORTANT] is not in es-ES, it-IT, nl-NL",
            "fr-FR: Alert [!IMPORTANT] is not in es-ES, it-IT, nl-NL",
        ])
    }

    @Test func anAlertOnlyOneCopyHasIsNotInTheOtherVariants() throws {
        let found = try Self.messages([
            "de-DE": (true, "aaaa", "01/02/2021"), "fr-FR": (false, "aaaa", "01/02/2021"), "es-ES": (false, "aaaa", "01/02/2021"),
        ])
        #expect(found == ["de-DE: Alert [!IMPORTANT] is not in the other variants"])
    }

    /// A fence above the page's first heading is in the page's top section, whose key is empty: the message still
    /// names the fence's language and ordinal.
    @Test func aFenceAboveTheFirstHeadingIsNamedByItsLanguage() throws {
        let fence = "```html\n<ion-button>A</ion-button>\n```"
        let findings = try PageBodies.findings(of: "code-fence", [
            "de-DE": "Text.\n\n\(fence)\n\n\(fence)\n\n```\nplain\n```", "fr-FR": "Texte.\n\n\(fence)", "it-IT": "Testo.\n\n\(fence)",
        ])
        #expect(findings.map(\.message) == [
            "The html sample #2 of this section is not in the other variants",
            "The code sample #1 of this section is not in the other variants",
        ])
    }
}
