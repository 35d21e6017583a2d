/// A small tokenizer for Swift and Objective-C: enough to compare code across locales token by token (comments and
/// whitespace apart) and to tell whether a fence still lexes.
///
/// Rule for "lexes": every string literal, character literal and block comment is terminated; brackets,
/// parentheses and braces are balanced and closed in order; and there is no character outside the language
/// (curly quotes, full-width brackets, no-break spaces) outside strings and comments. Translation tools touch
/// fences they should leave alone: they curl quotes, translate or drop a line of a comment, or break a bracket.
/// It is a lexer, not a parser: `let = 5` lexes.
///
/// Swift: nested `/* */` comments, `"…"` with `\(…)` interpolation (nested strings included), `"""` multi-line
/// and `#"…"#` raw strings; `'` is not a Swift character. Objective-C: non-nesting comments, `"…"` and `@"…"`,
/// `'c'` character literals, `#` directives and `@keywords`.
public enum CodeLexer {
    public static func lex(_ code: String, dialect: CodeDialect) -> CodeLexResult {
        var scalars: [Unicode.Scalar] = []
        scalars.appendScalars(of: code)
        var lexer = Lexer(scalars: scalars, dialect: dialect)
        lexer.run()
        return CodeLexResult(tokens: lexer.tokens, issues: lexer.issues)
    }

    /// The dialect for a fence's normalised language (`CodeLanguage.normalized`), when locdoc can lex it.
    public static func dialect(forLanguage normalized: String) -> CodeDialect? {
        switch normalized {
        case "swift": .swift
        case "objective-c", "c", "cpp", "c++", "objective-c++": .objectiveC
        default: nil
        }
    }
}

private struct Lexer {
    let scalars: [Unicode.Scalar]
    let dialect: CodeDialect
    var index = 0
    var line = 1
    var column = 1
    var tokens: [CodeToken] = []
    var issues: [ValidatorIssue] = []
    var brackets: [(scalar: Unicode.Scalar, token: CodeToken)] = []

    private static let operatorScalars = Set("/=-+!*%<>&|^~?".unicodeScalars)
    private static let closers: [Unicode.Scalar: Unicode.Scalar] = [")": "(", "]": "[", "}": "{"]

    init(scalars: [Unicode.Scalar], dialect: CodeDialect) {
        self.scalars = scalars
        self.dialect = dialect
    }

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        index + ahead < scalars.count ? scalars[index + ahead] : nil
    }

    func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ScalarClass.isLetter(scalar)
    }

    func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ScalarClass.isDigit(scalar) || ScalarClass.isWordScalar(scalar)
    }

    /// Moves over one scalar, keeping line and column (`\r\n` counts as one line break).
    mutating func advance() {
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    mutating func run() {
        while index < scalars.count {
            let start = (index, line, column)
            let kind = scanToken()
            let token = CodeToken(kind: kind, text: String(scalars: scalars[start.0..<index]), offset: start.0,
                                  line: start.1, column: start.2)
            tokens.append(token)
            if token.kind == .punctuation { track(token) }
            if token.kind == .unknown {
                report(.unexpectedCharacter, "code has a character that is not \(dialect.name) outside strings and comments (`\(token.text)`)", token)
            }
        }
        for open in brackets {
            report(.unclosed, "code has a `\(open.scalar)` that is never closed", open.token)
        }
        issues.sort { $0.offset < $1.offset }
    }

    mutating func report(_ kind: ValidatorIssue.Kind, _ message: String, _ token: CodeToken) {
        issues.append(ValidatorIssue(kind: kind, message: message, offset: token.offset,
                                     position: .init(line: token.line, column: token.column), evidence: token.text))
    }

    mutating func track(_ token: CodeToken) {
        guard let scalar = token.text.unicodeScalars.first else { return }
        if scalar == "(" || scalar == "[" || scalar == "{" {
            brackets.append((scalar, token))
        } else if let opener = Self.closers[scalar] {
            if brackets.last?.scalar == opener {
                brackets.removeLast()
            } else if let open = brackets.last {
                report(.mismatched, "code closes `\(open.scalar)` with `\(scalar)`", token)
                if let match = brackets.lastIndex(where: { $0.scalar == opener }) { brackets.removeSubrange(match...) }
            } else {
                report(.unbalanced, "code has a `\(scalar)` that closes nothing", token)
            }
        }
    }

    mutating func scanToken() -> CodeToken.Kind {
        let scalar = scalars[index]
        if scalar == "\n" || scalar == "\r" {
            advance()
            return .newline
        }
        if scalar == " " || scalar == "\t" || scalar == "\u{0B}" || scalar == "\u{0C}" {
            while let next = peek(), next == " " || next == "\t" || next == "\u{0B}" || next == "\u{0C}" { advance() }
            return .whitespace
        }
        if scalar == "/", peek(1) == "/" {
            while let next = peek(), next != "\n", next != "\r" { advance() }
            return .comment
        }
        if scalar == "/", peek(1) == "*" {
            scanBlockComment()
            return .comment
        }
        if scalar == "\"" {
            scanString(hashes: 0)
            return .string
        }
        if dialect == .swift, scalar == "#" {
            var hashes = 0
            while peek(hashes) == "#" { hashes += 1 }
            if peek(hashes) == "\"" {
                for _ in 0..<hashes { advance() }
                scanString(hashes: hashes)
                return .string
            }
        }
        if dialect == .objectiveC, scalar == "@", peek(1) == "\"" {
            advance()
            scanString(hashes: 0)
            return .string
        }
        if dialect == .objectiveC, scalar == "'" {
            scanCharacterLiteral()
            return .character
        }
        if scalar == "`", dialect == .swift {
            let startToken = (index, line, column)
            advance()
            while let next = peek(), isIdentifierPart(next) { advance() }
            if peek() == "`" {
                advance()
                return .identifier
            }
            (index, line, column) = startToken
        }
        if isIdentifierStart(scalar) || ((scalar == "@" || scalar == "#" || scalar == "$") && peek(1).map(isIdentifierPart) == true) {
            advance()
            while let next = peek(), isIdentifierPart(next) { advance() }
            return .identifier
        }
        if ScalarClass.isASCIIDigit(scalar) {
            scanNumber()
            return .number
        }
        if scalar == "." {
            advance()
            if dialect == .objectiveC, let next = peek(), ScalarClass.isASCIIDigit(next) {
                scanNumber()
                return .number
            }
            var dots = 1
            while peek() == "." {
                advance()
                dots += 1
            }
            if dots > 1, peek() == "<" { advance() }
            return dots == 1 ? .punctuation : .operator
        }
        if Self.operatorScalars.contains(scalar) {
            advance()
            while let next = peek(), Self.operatorScalars.contains(next) {
                if next == "/", peek(1) == "/" || peek(1) == "*" { break }
                advance()
            }
            return .operator
        }
        if "()[]{},;:@#\\$".unicodeScalars.contains(scalar) {
            advance()
            return .punctuation
        }
        advance()
        return .unknown
    }

    mutating func scanNumber() {
        var seenDot = false
        while let next = peek() {
            if ScalarClass.isASCIIIdentifierScalar(next) {
                let exponent = next == "e" || next == "E" || next == "p" || next == "P"
                advance()
                if exponent, let sign = peek(), sign == "+" || sign == "-", peek(1).map(ScalarClass.isASCIIDigit) == true {
                    advance()
                }
            } else if next == ".", !seenDot, let after = peek(1), ScalarClass.isASCIIDigit(after) {
                seenDot = true
                advance()
            } else {
                break
            }
        }
    }

    mutating func scanBlockComment() {
        let start = CodeToken(kind: .comment, text: "/*", offset: index, line: line, column: column)
        advance()
        advance()
        var depth = 1
        while index < scalars.count {
            if scalars[index] == "*", peek(1) == "/" {
                advance()
                advance()
                depth -= 1
                if depth == 0 { return }
            } else if dialect == .swift, scalars[index] == "/", peek(1) == "*" {
                advance()
                advance()
                depth += 1
            } else {
                advance()
            }
        }
        report(.unterminated, "code has a block comment that is never closed", start)
    }

    /// At the opening quote (after any `#`s or `@`). Swift interpolations are skipped with their nested strings.
    mutating func scanString(hashes: Int) {
        let start = CodeToken(kind: .string, text: "\"", offset: index, line: line, column: column)
        let multiLine = dialect == .swift && peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(multiLine ? 3 : 1) { advance() }
        while let scalar = peek() {
            if !multiLine, scalar == "\n" || scalar == "\r" { break }
            if scalar == "\\", (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                advance()
                for _ in 0..<hashes { advance() }
                if dialect == .swift, peek() == "(" {
                    advance()
                    scanInterpolation()
                } else if let next = peek(), next != "\n", next != "\r" {
                    advance()
                }
                continue
            }
            if scalar == "\"" {
                let closes = multiLine ? (peek(1) == "\"" && peek(2) == "\"") : true
                let quotes = multiLine ? 3 : 1
                if closes, (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" }) {
                    for _ in 0..<(quotes + hashes) { advance() }
                    return
                }
            }
            advance()
        }
        report(.unterminated, "code has a string literal that is never closed", start)
    }

    /// After `\(`: up to the matching `)`, over nested parentheses and strings.
    mutating func scanInterpolation() {
        var depth = 1
        while let scalar = peek() {
            if scalar == "\n" || scalar == "\r" { return }
            if scalar == "\"" {
                scanString(hashes: 0)
                continue
            }
            advance()
            if scalar == "(" { depth += 1 }
            if scalar == ")" {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    mutating func scanCharacterLiteral() {
        let start = CodeToken(kind: .character, text: "'", offset: index, line: line, column: column)
        advance()
        while let scalar = peek(), scalar != "\n", scalar != "\r" {
            advance()
            if scalar == "\\", let next = peek(), next != "\n", next != "\r" {
                advance()
            } else if scalar == "'" {
                return
            }
        }
        report(.unterminated, "code has a character literal that is never closed", start)
    }
}
