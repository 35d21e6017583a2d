import LocDocChecks
import LocDocModel
import Testing

@Suite struct LinkMarkupValidatorTests {
    @Test("Link markup that no longer renders", arguments: [
        ("Войдите на [портал Azure] (https://portal.azure.com).", "[портал Azure] (https://portal.azure.com)"),
        ("请参阅［注册应用］（https://example.com/register）。", "［注册应用］（https://example.com/register）"),
        ("Siehe [Registrieren]（../register-app.md）.", "[Registrieren]（../register-app.md）"),
        ("Voir [la section]  (#configuration).", "[la section]  (#configuration)"),
        ("[トークンを取得する] (acquire-tokens.md#acquire-the-token)", "[トークンを取得する] (acquire-tokens.md#acquire-the-token)"),
        ("Zie [de pagina] (setup.md?tabs=swift).", "[de pagina] (setup.md?tabs=swift)"),
    ])
    func shownAsText(text: String, evidence: String) throws {
        let issues = LinkMarkupValidator.validate(try Fixture.inlines(text))
        #expect(issues.map(\.evidence) == [evidence])
        #expect(issues.first?.kind == .literalLink)
        // At the opening bracket.
        let column = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex,
                                                  to: text.unicodeScalars.firstIndex { $0 == "[" || $0 == "\u{FF3B}" }!) + 1
        #expect(issues.first?.position == SourcePosition(line: Fixture.bodyLine, column: column))
    }

    @Test("Links that render, and brackets that are prose", arguments: [
        "Войдите на [портал Azure](https://portal.azure.com).",
        "Ce paramètre [facultatif] (voir ci-dessous) reste vide.",
        "Version [1] (2020) et [2] (2021).",
        "Le chemin `[a] (https://x.org)` est du code.",
        "Un [crochet] (avec des mots/barres) reste du texte.",
        "Texte [ouvert (https://x.org) sans fermeture.",
        "Le fichier [README] (lisez.md.txt) est du texte.",
    ])
    func notReported(text: String) throws {
        #expect(LinkMarkupValidator.validate(try Fixture.inlines(text)).isEmpty, "\(text)")
    }

    @Test func seedCorpus() {
        #expect(SeedCorpus.hits(LinkMarkupValidator.validate).isEmpty)
    }
}
