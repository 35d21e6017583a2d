import LocDocModel

/// A fence's code as tokens (Swift and Objective-C through `CodeLexer`; other languages as whitespace-separated
/// words), with the file line of each token, so checks compare code and not its layout.
struct CodeTokens {
    var significant: [(text: String, line: Int, column: Int)]
    var comments: [String]
    var issues: [ValidatorIssue]

    init(_ sample: CodeSample) {
        let firstLine = sample.codeStartLine
        if let dialect = CodeLexer.dialect(forLanguage: sample.language.normalized) {
            let result = CodeLexer.lex(sample.code, dialect: dialect)
            significant = result.significantTokens.map { ($0.text, firstLine + $0.line - 1, $0.column) }
            comments = result.comments.map(\.text)
            issues = result.issues
        } else {
            significant = sample.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { line in
                line.element.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { (String($0), firstLine + line.offset, 1) }
            }
            comments = []
            issues = []
        }
    }

    /// The comparison value: the tokens' texts, separated by a character no token contains.
    var value: String { significant.map(\.text).joined(separator: "\u{1F}") }

    static func key(_ sample: CodeSample) -> String { "\(sample.sectionKey)|\(sample.language.normalized)|\(sample.languageOrdinal)" }
}
