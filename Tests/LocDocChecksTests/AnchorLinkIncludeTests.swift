import LocDocChecks
import LocDocModel
import Testing

/// `link-anchor` on a page with an `[!INCLUDE]`: the included file's headings are anchors locdoc cannot see (a real
/// storage quickstart links `#configure-your-storage-connection-string`, a heading of its credentials include).
@Suite struct AnchorLinkIncludeTests {
    private static func body(fragment: String, include: Bool = true) -> String {
        """
        # <a name="quickstart"></a>Quickstart

        ## <a name="setting-up"></a>Setting up
        \(include ? "\n[!INCLUDE [credentials](../includes/storage-credentials.md)]\n" : "")
        ## <a name="code"></a>Code

        Read the string set in [the configuration](#\(fragment)) section.
        """
    }

    private static func anchorFindings(_ bodies: [String: String]) throws -> [String] {
        let pages = bodies.mapValues { BundledPages.example("", $0) }
        return try FixtureCorpusTests.check(pages).findings.filter { $0.check == "link-anchor" }.map { "\($0.variant) \($0.evidence)" }
    }

    @Test func aFragmentEveryCopyLinksMayBeAHeadingOfTheIncludedFile() throws {
        let found = try Self.anchorFindings([
            "de-DE": Self.body(fragment: "configure-your-storage-connection-string"),
            "fr-FR": Self.body(fragment: "configure-your-storage-connection-string"),
        ])
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aFragmentOnlyOneCopyLinksIsStillReported() throws {
        let found = try Self.anchorFindings([
            "de-DE": Self.body(fragment: "configure-your-storage-connection-string"),
            "fr-FR": Self.body(fragment: "configure-your-storage-connection-string"),
            "es-ES": Self.body(fragment: "configurar-la-cadena"),
        ])
        #expect(found == ["es-ES #configurar-la-cadena"])
    }

    @Test func withoutAnIncludeAFragmentNoHeadingHasIsReportedInEveryCopy() throws {
        let found = try Self.anchorFindings([
            "de-DE": Self.body(fragment: "configure-your-storage-connection-string", include: false),
            "fr-FR": Self.body(fragment: "configure-your-storage-connection-string", include: false),
        ])
        #expect(found == ["de-DE #configure-your-storage-connection-string", "fr-FR #configure-your-storage-connection-string"])
    }

    /// The include file itself, read as a page of its own: with no front matter, heading or anchor it is a fragment,
    /// whose `#anchor` is the including page's. A page without front matter that has headings (VitePress, Crowdin)
    /// is judged like any page.
    @Test func aFragmentIsNotJudgedButAPageWithoutFrontMatterIs() throws {
        let fragment = try FixtureCorpusTests.check(["fr-FR": "Voir [la configuration](#configure).\n", "de-DE": "Siehe [Konfiguration](#configure).\n"])
        #expect(fragment.findings.filter { $0.check == "link-anchor" }.isEmpty)
        let pages = try FixtureCorpusTests.check(["fr-FR": "# Titre\n\nVoir [la configuration](#configure).\n",
                                                  "de-DE": "# Titel\n\nSiehe [Konfiguration](#configure).\n"])
        #expect(pages.findings.filter { $0.check == "link-anchor" }.map { "\($0.variant):\($0.line)" } == ["de-DE:3", "fr-FR:3"])
    }
}
