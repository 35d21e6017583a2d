/// Which language `CodeLexer` reads a fence as (see `CodeLexer.dialect(forLanguage:)`).
public enum CodeDialect: String, Hashable, Sendable {
    case swift
    /// Objective-C, and the C it contains.
    case objectiveC
}

/// One token of code, with its offset, line and column within the code.
public struct CodeToken: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// Names and keywords, including `@interface`, `#selector`, `$0` and `` `class` ``.
        case identifier
        case number
        /// A whole string literal, interpolations included.
        case string
        /// An Objective-C character literal.
        case character
        /// A run of operator characters (`==`, `->`, `...`).
        case `operator`
        /// `( ) [ ] { } , ; : .` and lone `@`, `#`, `\`.
        case punctuation
        case comment
        /// Spaces and tabs.
        case whitespace
        case newline
        /// A character that is not part of the language (reported as an issue).
        case unknown
    }

    public var kind: Kind
    public var text: String
    /// Unicode scalars from the start of the code.
    public var offset: Int
    /// 1-based line and column (in scalars) within the code.
    public var line: Int
    public var column: Int

    public init(kind: Kind, text: String, offset: Int, line: Int, column: Int) {
        self.kind = kind
        self.text = text
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Comments, whitespace and line breaks: compared separately from code.
    public var isTrivia: Bool { kind == .comment || kind == .whitespace || kind == .newline }
}

/// What `CodeLexer` produces: every token, and why the code does not lex. Comments and whitespace are tokens
/// too, kept apart by `significantTokens` and `comments` so code compares by tokens and comments separately.
public struct CodeLexResult: Hashable, Sendable {
    /// Every token, trivia included, in order; joined, their texts give back the code.
    public var tokens: [CodeToken]
    /// Why the code does not lex, in order of position; empty when it does.
    public var issues: [ValidatorIssue]

    public var lexes: Bool { issues.isEmpty }
    /// Tokens without comments and whitespace: what a compiler sees.
    public var significantTokens: [CodeToken] { tokens.filter { !$0.isTrivia } }
    public var comments: [CodeToken] { tokens.filter { $0.kind == .comment } }
}

extension CodeDialect {
    var name: String { self == .swift ? "Swift" : "Objective-C" }
}
