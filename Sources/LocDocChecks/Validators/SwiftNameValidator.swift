/// Swift names and references in inline code: `MSALPublicClientApplication`, `deviceInfo.deviceMode`, `.shared`,
/// `getDeviceInformation(with:completionBlock:)`, `deviceMode == .shared`.
///
/// Rule: a span that is code-shaped must lex as Swift (balanced brackets, terminated strings, no foreign
/// characters), and a compound name `base(label:label:)` must have an identifier or `_` before every colon.
/// Swift itself accepts spaces between the labels of a compound name, so they are not reported.
///
/// What counts as code is decided conservatively, because a backticked word in a translation is often prose
/// (`Shared mode`) and a false alarm costs more than a miss: `shape(of:)` lexes the span as Swift and answers
/// `nil` (not validated) when two words stand side by side (`Shared mode`, `iOS 13`, unless the first is a
/// Swift keyword such as `let` or `try`), when there is a colon outside parentheses (an Objective-C selector or
/// `Key: value`, see `SelectorValidator`), when a character is not Swift and not punctuation a translation
/// would swap in (`l'API`; a full-width `（` still counts as code and is reported), or when the span does
/// not start like code (an identifier, `.`, `(`, `[`, `#`, `@` or `$`), when it has no identifier (`` `(` ``
/// names a character), or when it holds a comment (`v8/*`). A
/// `…` is read as an elision (`try…catch`, `foo(with:…)`) and ignored. Names are valid by construction.
public enum SwiftNameValidator {
    public enum Shape: String, Hashable, Sendable {
        /// An identifier or a dotted path (`Foo`, `a.b`, `.shared`).
        case name
        /// `base(label:label:)`.
        case compoundName
        /// A call or an expression (`foo(bar: 1)`, `deviceMode == .shared`).
        case expression
    }

    private static let lexRisks = ScalarSet("()[]{}\"'/`".unicodeScalars)

    private static let keywords: Set<String> = [
        "let", "var", "func", "try", "await", "return", "if", "guard", "case", "import", "class", "struct",
        "enum", "protocol", "extension", "init", "in", "is", "as", "some", "any", "throw", "defer", "while", "for",
        "switch", "static", "private", "public", "internal", "fileprivate", "open", "final", "override", "inout",
        "async", "throws", "rethrows", "typealias", "associatedtype", "where", "else", "do", "catch", "repeat",
    ]

    public static func shape(of code: String) -> Shape? { shape(of: lex(code)) }

    private static func shape(of result: CodeLexResult) -> Shape? {
        let tokens = result.significantTokens
        guard let first = tokens.first, !tokens.contains(where: { $0.kind == .unknown && !isForeignPunctuation($0) }),
              !result.tokens.contains(where: { $0.kind == .comment }) else {
            return nil
        }
        guard first.kind == .identifier || [".", "(", "[", "#", "@", "$"].contains(first.text),
              tokens.contains(where: { $0.kind == .identifier }) else { return nil }
        var depth = 0
        var previous: CodeToken?
        for token in tokens {
            switch token.text {
            case "(", "[", "{", "\u{FF08}", "\u{FF3B}": depth += 1
            case ")", "]", "}", "\u{FF09}", "\u{FF3D}": depth -= 1
            case ":" where depth <= 0: return nil
            default: break
            }
            if let before = previous, isWordLike(before), isWordLike(token), !keywords.contains(before.text) {
                return nil
            }
            previous = token
        }
        if tokens.allSatisfy({ $0.kind == .identifier || $0.text == "." }),
           !zip(tokens, tokens.dropFirst()).contains(where: { $0.kind == $1.kind }),
           tokens.last?.kind == .identifier {
            return .name
        }
        return isCompoundName(tokens) ? .compoundName : .expression
    }

    /// `nil` for prose, a name, a well-formed compound name or an expression that lexes; otherwise the first
    /// problem (offsets and positions within the span).
    public static func validate(_ code: String) -> ValidatorIssue? {
        // Without a bracket, quote, comment or non-ASCII character nothing can fail to lex: most spans stop here.
        if !code.unicodeScalars.contains(where: { !$0.isASCII || lexRisks.contains($0) }) { return nil }
        let result = lex(code)
        guard let shape = shape(of: result), shape != .name else { return nil }
        let leading = code.unicodeScalars.prefix(while: { $0.properties.isWhitespace }).count
        // An unterminated string swallows the brackets after it: report it rather than what it leaves open.
        if var issue = result.issues.first(where: { $0.kind == .unterminated }) ?? result.issues.first {
            issue.offset += leading
            issue.position = nil
            issue.evidence = code
            return issue
        }
        guard shape == .compoundName else { return nil }
        let tokens = result.significantTokens
        for (index, token) in tokens.enumerated() where token.text == ":" {
            let before = tokens[index - 1]
            if before.kind != .identifier {
                return ValidatorIssue(kind: .emptyPart, message: "compound name has a colon without its argument label",
                                      offset: token.offset + leading, evidence: code)
            }
        }
        return nil
    }

    /// The span lexed as Swift, without the `…` that documentation writes for elided arguments
    /// (`try…catch`, `foo(with:…)`): an elision is not damage.
    private static func lex(_ code: String) -> CodeLexResult {
        var result = CodeLexer.lex(code.trimmedWhitespace, dialect: .swift)
        result.tokens.removeAll { $0.text == "\u{2026}" }
        result.issues.removeAll { $0.evidence == "\u{2026}" }
        return result
    }

    /// Full-width brackets, curly quotes and other non-ASCII punctuation: what translation puts into code, so the
    /// span is still judged as code (and the character reported), while an ASCII `'` or a letter means prose.
    private static func isForeignPunctuation(_ token: CodeToken) -> Bool {
        token.text.unicodeScalars.allSatisfy { scalar in
            guard !scalar.isASCII else { return false }
            switch scalar.properties.generalCategory {
            case .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
                 .dashPunctuation, .mathSymbol:
                return true
            default:
                return false
            }
        }
    }

    private static func isWordLike(_ token: CodeToken) -> Bool {
        token.kind == .identifier || token.kind == .number || token.kind == .string
    }

    /// `path ( (label :)* )` with nothing else inside the parentheses.
    private static func isCompoundName(_ tokens: [CodeToken]) -> Bool {
        guard let open = tokens.firstIndex(where: { $0.text == "(" }), open > 0, tokens.last?.text == ")",
              tokens[..<open].allSatisfy({ $0.kind == .identifier || $0.text == "." }) else { return false }
        let inside = tokens[(open + 1)..<(tokens.count - 1)]
        guard !inside.isEmpty, inside.last?.text == ":" else { return false }
        return inside.allSatisfy { $0.kind == .identifier || $0.text == ":" }
            && !zip(inside, inside.dropFirst()).contains { $0.kind == .identifier && $1.kind == .identifier }
    }
}
