import LocDocChecks
import LocDocModel

/// Finds a sample's elisions — a run of three or more dots standing for an expression, as in
/// `let account = .... /* account retrieved above */` or `MSALAccount *account = ... ;` — and replaces each by the
/// expression the harness gives for the name it is bound to. Code is not translated, so the bound name is the same
/// in every locale; comments around the elision may be translated and are left alone.
///
/// A dot run counts as an elision when it stands alone: whitespace, a line edge or a comment before it, and
/// whitespace, a line edge, a comment, `;`, `,` or `)` after it. `0...5` and `[...]` are not elisions.
enum ElisionSplicer {
    struct Result {
        var code: String
        var rewrites: [ElisionRewrite]
        var unknown: [UnknownElision]
        /// The tokens of the code as written (so a caller need not lex it again when nothing was rewritten).
        var tokens: [CodeToken]
    }

    /// - Parameters:
    ///   - expression: the harness's expression for a bound name, in the sample's language, if it has one.
    static func splice(_ code: String, dialect: CodeDialect, file: String, firstLine: Int,
                       expression: (String) -> String?) -> Result {
        let tokens = CodeLexer.lex(code, dialect: dialect).tokens
        var output = "", rewrites: [ElisionRewrite] = [], unknown: [UnknownElision] = []
        var index = 0
        while index < tokens.count {
            guard let end = elisionEnd(tokens, from: index) else {
                output += tokens[index].text
                index += 1
                continue
            }
            let dots = tokens[index..<end].map(\.text).joined()
            let binds = boundName(tokens, before: index)
            let line = firstLine + tokens[index].line - 1
            if let binds, let replacement = expression(binds) {
                output += replacement
                rewrites.append(ElisionRewrite(file: file, line: line, binds: binds, elided: dots, expression: replacement,
                                               original: lineText(tokens, around: index..<end, replacement: nil),
                                               rewritten: lineText(tokens, around: index..<end, replacement: replacement)))
            } else {
                output += dots
                unknown.append(UnknownElision(file: file, line: line, binds: binds, text: dots))
            }
            index = end
        }
        return Result(code: output, rewrites: rewrites, unknown: unknown, tokens: tokens)
    }

    private static func isDots(_ token: CodeToken) -> Bool {
        (token.kind == .punctuation || token.kind == .operator) && !token.text.isEmpty
            && token.text.unicodeScalars.allSatisfy { $0 == "." }
    }

    /// The end (exclusive) of a stand-alone run of ≥ 3 dots starting at `start`.
    private static func elisionEnd(_ tokens: [CodeToken], from start: Int) -> Int? {
        guard isDots(tokens[start]), start == 0 || tokens[start - 1].isTrivia else { return nil }
        var end = start, count = 0
        while end < tokens.count, isDots(tokens[end]) {
            count += tokens[end].text.unicodeScalars.count
            end += 1
        }
        guard count >= 3 else { return nil }
        if end < tokens.count, !tokens[end].isTrivia, ![";", ",", ")"].contains(tokens[end].text) { return nil }
        return end
    }

    /// `name` in `name = …` (Swift `let name = …`, Objective-C `Type *name = …`).
    private static func boundName(_ tokens: [CodeToken], before index: Int) -> String? {
        let previous = tokens[..<index].filter { !$0.isTrivia }.suffix(2)
        guard previous.count == 2, previous.last?.text == "=", let name = previous.first, name.kind == .identifier
        else { return nil }
        return name.text
    }

    /// The whole line the tokens `run` are on, as written, or with `run` replaced.
    private static func lineText(_ tokens: [CodeToken], around run: Range<Int>, replacement: String?) -> String {
        var start = run.lowerBound, end = run.upperBound
        while start > 0, tokens[start - 1].kind != .newline { start -= 1 }
        while end < tokens.count, tokens[end].kind != .newline { end += 1 }
        let middle = replacement ?? tokens[run].map(\.text).joined()
        return tokens[start..<run.lowerBound].map(\.text).joined() + middle
            + tokens[run.upperBound..<end].map(\.text).joined()
    }
}
