import LocDocChecks
import LocDocModel
import Testing

/// `include-target` judges a target only where the other copies have the include: a copy without it (a newer source
/// added its boilerplate, or a translation dropped it) is left to the checks that see content.
@Suite struct IncludeTargetCheckTests {
    @Test func aMissingIncludeIsNotReported() throws {
        let with = "Texte.\n\n[!INCLUDE [pied](../includes/footer.md)]"
        let report = try FixtureCorpusTests.check(["fr-FR": BundledPages.example("fr-FR", with), "de-DE": BundledPages.example("de-DE", with),
                                                   "es-ES": BundledPages.example("es-ES", "Texto.")])
        #expect(report.findings.filter { $0.check == "include-target" }.isEmpty)
    }

    @Test func anOlderTargetIsStale() throws {
        let report = try FixtureCorpusTests.check([
            "fr-FR": BundledPages.example("fr-FR", "Texte.\n\n[!INCLUDE [pied](../includes/footer-v2.md)]", revision: "bbbb", handoff: "01/02/2022"),
            "de-DE": BundledPages.example("de-DE", "Text.\n\n[!INCLUDE [Fußzeile](../includes/footer.md)]"),
        ])
        #expect(report.findings.filter { $0.check == "include-target" }.map { "\($0.variant):\($0.line) \($0.findingClass.rawValue)" }
                == ["de-DE:9 stale"])
    }
}
