import LocDocChecks
import LocDocModel
import Testing

/// Findings inside a code sample point at the token's own column in the file: a fence in a list item or a quote has
/// its code's lines start after the item's indentation or the `> `, which CommonMark takes off them (the column was
/// once the token's column in the stripped line); and in a language without a lexer, a word is at its column, not 1.
@Suite struct CodeColumnTests {
    @Test("The changed token's column", arguments: [
        ("1. Schritt\n\n    ```swift\n    let answer = 42\n    ```", "42", "41", 10, 18),
        ("> ```swift\n> let answer = 42\n> ```", "42", "41", 8, 16),
        ("- Schritt\n\n  ```ruby\n  pod 'MSAL', '~> 1.2'\n  ```", "'~>", "'~", 10, 15),
    ])
    func changedToken(body: String, token: String, changed: String, line: Int, column: Int) throws {
        let damaged = body.replacingOccurrences(of: token, with: changed)
        let report = try FixtureCorpusTests.check(["fr-FR": BundledPages.example("fr-FR", body), "de-DE": BundledPages.example("de-DE", body),
                                                   "es-ES": BundledPages.example("es-ES", damaged)])
        let found = report.findings.filter { $0.check == "code-sample" }
        #expect(found.map { "\($0.variant):\($0.line):\($0.column)" } == ["es-ES:\(line):\(column)"], "\(report.findings.map(\.message))")
        // The column holds the changed token.
        let text = BundledPages.example("es-ES", damaged).split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        #expect(text.unicodeScalars.dropFirst(column - 1).starts(with: changed.unicodeScalars))
    }
}
