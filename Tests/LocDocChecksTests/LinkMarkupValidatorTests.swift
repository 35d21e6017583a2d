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
        // A reference whose label the page does not define, an autolink broken by a space.
        ("A teljes lista: [MSALError.h][msalhiba].", "[MSALError.h][msalhiba]"),
        ("Lásd: <xref:MSAL. MSALPublicClientApplication>.", "<xref:MSAL. MSALPublicClientApplication>"),
        ("Voir <https://example. com/a>.", "<https://example. com/a>"),
    ])
    func shownAsText(text: String, evidence: String) throws {
        let issues = LinkMarkupValidator.validate(try Fixture.inlines(text))
        #expect(issues.map(\.evidence) == [evidence])
        #expect(issues.first?.kind == .literalLink)
        // At the opening bracket (or the autolink's `<`): where the evidence starts in the text.
        let start = try #require(text.range(of: evidence)?.lowerBound)
        let column = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: start) + 1
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
        "Le tableau array[0][1] et la liste [a] [b] restent du texte.",
        "Comparez a <b et c> d, ou <x: y> sans schéma, et <https://example.com> qui s’affiche.",
    ])
    func notReported(text: String) throws {
        #expect(LinkMarkupValidator.validate(try Fixture.inlines(text)).isEmpty, "\(text)")
    }

    @Test func seedCorpus() {
        #expect(SeedCorpus.hits(LinkMarkupValidator.validate).isEmpty)
    }
}
