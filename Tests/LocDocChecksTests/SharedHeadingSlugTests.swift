import LocDocModel
import Testing

/// Copies without anchors align their headings by position, except headings most copies write alike (a code span,
/// a name): those align by their text, so a copy of another revision that adds or reorders them still lines up.
@Suite struct SharedHeadingSlugTests {
    static func page(_ intro: String, _ subsections: [(String, String)]) -> String {
        "# T\n\n## \(intro)\n\n" + subsections.map { "### `\($0.0)`\n\n\($0.1)\n" }.joined(separator: "\n")
    }

    /// An older copy has one section fewer and two in another order: by position, every section after the first
    /// would pair with its neighbour and its code span differ; by name, only the missing section is reported.
    @Test func namesAlignWherePositionsDrift() throws {
        let current = [("src/", "Le code `src/`."), ("src/pages", "Les pages `src/pages`."), ("src/styles", "Les styles `src/styles`.")]
        let findings = try PageBodies.report([
            "de-DE": Self.page("Verzeichnisse", current),
            "fr-FR": Self.page("Dossiers", current),
            "it-IT": Self.page("Cartelle", current),
            "ko-KR": Self.page("디렉터리", [("src/", "코드 `src/`."), ("src/styles", "스타일 `src/styles`.")]),
        ]).findings.filter { $0.check != "metadata-locale" }
        // At the parent's heading (line 9), named by its title: the slug names nothing a reader sees.
        #expect(findings.map { "\($0.variant) \($0.check) \($0.line) \($0.message)" }
                == ["ko-KR section-missing 9 Section “src/pages” is missing; it is in de-DE, fr-FR, it-IT"])
    }

    /// A copy that translated such a heading, at the same place, still aligns with it: no finding.
    @Test func translatedHeadingTakesTheSharedName() throws {
        let named = [("Résumé", "Texte `a`."), ("Installation", "Texte `b`.")]
        let findings = try PageBodies.report([
            "de-DE": "# T\n\n## Résumé\n\nText `a`.\n\n## Installation\n\nText `b`.\n",
            "fr-FR": "# T\n\n## \(named[0].0)\n\n\(named[0].1)\n\n## \(named[1].0)\n\n\(named[1].1)\n",
            "ja-JP": "# T\n\n## 概要\n\nテキスト `a`.\n\n## インストール\n\nテキスト `b`.\n",
        ]).findings
        #expect(findings.filter { $0.check == "section-missing" }.isEmpty)
        #expect(findings.filter { $0.check == "inline-code-text" }.isEmpty)
    }

    /// Two shared headings in a row, the first translated by one copy and both by another: the place of the second
    /// is asked of the copies that key the first as this copy does, so neither copy is singled out.
    @Test func translatedNeighboursStillAlign() throws {
        let body = { (first: String, second: String) in "# T\n\n## 6) Politik\n\n### \(first)\n\nText.\n\n### \(second)\n\nText.\n" }
        let findings = try PageBodies.report([
            "de-DE": body("CSP HTTP-Kopfzeile", "CSP Meta Tag"),
            "es-ES": body("Encabezado CSP HTTP", "Etiqueta meta CSP"),
            "fr-FR": body("CSP HTTP Header", "CSP Meta Tag"),
            "it-IT": body("CSP HTTP Header", "CSP Meta Tag"),
            "pl-PL": body("CSP HTTP Header", "CSP Meta Tag"),
        ]).findings
        #expect(findings.filter { $0.check == "section-missing" }.map(\.message) == [])
    }
}
