import LocDocChecks
import LocDocModel
import Testing

/// `metadata-front-matter` speaks only when most copies of a page have front matter: half is not most.
@Suite struct FrontMatterPresenceTests {
    static func with(_ locale: String) -> String {
        CheckExample.page(locale: locale, revision: "aaaa", handoff: "01/02/2021", body: "# T\n\nText.")
    }

    static func findings(_ pages: [String: String]) throws -> [Finding] {
        try FixtureCorpusTests.check(pages).findings.filter { $0.check == "metadata-front-matter" }
    }

    @Test func mostCopiesHaveOne() throws {
        let findings = try Self.findings(["de-DE": Self.with("de-DE"), "es-ES": Self.with("es-ES"), "it-IT": Self.with("it-IT"),
                                          "fr-FR": "# T\n\nTexte."])
        #expect(findings.map(\.variant) == ["fr-FR"])
        #expect(findings.first?.line == 1)
        #expect(findings.first?.message == "No front matter, where de-DE, es-ES, it-IT have one")
        #expect(findings.first?.expected == "a `---` block with `title`, `ms.contentlocale`, `ms.openlocfilehash`, `ms.lasthandoff`")
        #expect(findings.first?.related.map(\.variant) == ["de-DE", "es-ES", "it-IT"])
    }

    @Test func halfIsNotMost() throws {
        #expect(try Self.findings(["de-DE": Self.with("de-DE"), "es-ES": Self.with("es-ES"), "fr-FR": "# T", "it-IT": "# T"]).isEmpty)
        #expect(try Self.findings(["fr-FR": "# T"]).isEmpty)
    }
}
