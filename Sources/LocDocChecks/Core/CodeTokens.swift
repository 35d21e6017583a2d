import LocDocModel

/// A fence's code as tokens (Swift and Objective-C through `CodeLexer`; other languages as whitespace-separated
/// words, with their comments apart when `CommentSyntax` knows how the language writes them), with the file line of
/// each token, so checks compare code and not its layout.
struct CodeTokens {
    private(set) var significant: [(text: String, line: Int, column: Int)]
    /// Each significant token as the sample writes it, where the compared text masks translated text (`MarkupText`).
    private(set) var written: [String] = []
    var comments: [String]
    var issues: [ValidatorIssue]

    /// The tokens of every sample, lexing each distinct code (in one dialect) once: the copies of a page mostly
    /// share their samples, which translation leaves alone, and only the line they start on differs.
    static func tokens(of samples: [[CodeSample]]) -> [[CodeTokens]] {
        var lexed: [CodeKey: CodeTokens] = [:]
        return samples.map { copy in
            copy.map { sample in
                let dialect = CodeLexer.dialect(forLanguage: sample.language.normalized)
                let key = CodeKey(code: sample.code, dialect: dialect,
                                  comments: dialect == nil ? CommentSyntax(language: sample.language.normalized) : nil)
                if let known = lexed[key] { return known.starting(atLine: sample.codeStartLine, columnOffset: sample.codeColumnOffset) }
                let tokens = CodeTokens(code: sample.code, dialect: key.dialect, comments: key.comments, firstLine: 1)
                lexed[key] = tokens
                return tokens.starting(atLine: sample.codeStartLine, columnOffset: sample.codeColumnOffset)
            }
        }
    }

    private init(code: String, dialect: CodeDialect?, comments syntax: CommentSyntax?, firstLine: Int) {
        if let dialect {
            let result = CodeLexer.lex(code, dialect: dialect)
            significant = result.significantTokens.map { ($0.text, firstLine + $0.line - 1, $0.column) }
            written = significant.map(\.text)
            comments = result.comments.map(\.text)
            issues = result.issues
        } else {
            // Languages without a lexer: words between blanks, each at its own column (in code points), the comments
            // blanked out first where the language's syntax is known.
            var scalars: [Unicode.Scalar] = []
            scalars.appendScalars(of: code)
            let separated = syntax?.separate(scalars) ?? (code: scalars, comments: [])
            // Text between tags is translated as prose is: compared masked, in every copy alike, and shown as written.
            let code = syntax.map { MarkupText.masked(separated.code, syntax: $0) } ?? separated.code
            significant = []
            var line = firstLine, column = 1, wordStart = -1, wordColumn = 1
            for (index, scalar) in (code + ["\n"]).enumerated() {
                if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" {
                    if wordStart >= 0 {
                        significant.append((String(String.UnicodeScalarView(code[wordStart..<index])), line, wordColumn))
                        // As written: on through the masked text's padding.
                        var end = index
                        while end < code.count, code[end] == " ", separated.code[end] != " " { end += 1 }
                        written.append(end == index ? significant[significant.count - 1].text : String(String.UnicodeScalarView(separated.code[wordStart..<end])))
                        wordStart = -1
                    }
                    if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
                    continue
                }
                if wordStart < 0 { wordStart = index; wordColumn = column }
                column += 1
            }
            comments = separated.comments
            issues = []
        }
        value = significant.map(\.text).joined(separator: "\u{1F}")
    }

    /// The same tokens, for code that starts on file line `line` (these start on line 1), its columns `columnOffset`
    /// columns into the file's lines.
    private func starting(atLine line: Int, columnOffset: Int) -> CodeTokens {
        guard line != 1 || columnOffset != 0 else { return self }
        var moved = self
        moved.significant = significant.map { ($0.text, $0.line + line - 1, $0.column + columnOffset) }
        return moved
    }

    /// The comparison value: the tokens' texts, separated by a character no token contains. Made once per
    /// distinct code (copies share it), not per copy.
    private(set) var value = ""

}
