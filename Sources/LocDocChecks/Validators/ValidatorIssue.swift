import LocDocModel

/// What an intrinsic validator found wrong with one value or one run of prose.
///
/// Validators are pure functions that need no other locale. A check turns an issue into a `Finding` by adding
/// its id, category, severity and class; the issue carries what only the validator knows: what is wrong, where
/// in the input, the offending text, and a replacement when one follows from the text alone.
public struct ValidatorIssue: Hashable, Sendable {
    /// What kind of damage, for checks that weigh kinds differently (a case variant is milder than a space).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A space, tab or line break where the value allows none.
        case whitespace
        /// A character outside ASCII where the value must be ASCII.
        case nonASCII
        /// A character the value's grammar does not allow.
        case invalidCharacter
        /// An empty part: an empty label, key, keyword or host.
        case emptyPart
        /// Well-formed characters in the wrong arrangement (a selector without its final colon, no scheme).
        case malformed
        /// Upper/lower case differs from the only spelling the value allows (`True` for `true`).
        case caseVariant
        /// A word that is not a value of the expected type at all (`yes`, a translated word).
        case notAValue
        /// A label written into a value (`sharedDeviceModeKey: sharedDeviceMode`).
        case gluedLabel
        /// Punctuation stuck to the end of a value (`https://x.com).`).
        case trailingPunctuation
        /// A closing bracket or quote without its opening one, or flipped with it.
        case unbalanced
        /// An opening bracket or quote that is never closed.
        case unclosed
        /// A bracket closed by a bracket of another family (`(…]`).
        case mismatched
        /// Emphasis markers left as literal `**`, `__` or `*` in the rendered text.
        case literalMarker
        /// Bold or italic glued into a word, so it renders without the space around it.
        case gluedEmphasis
        /// A missing space between a code span or link and the word next to it.
        case missingSpace
        /// Two code spans pushed together at the start of a sentence.
        case adjacentCodeSpans
        /// Source-language text repeated after its translation in a heading.
        case duplicatedSource
        /// A sentence glued to the previous one, reading as its source-language version.
        case gluedSentence
        /// An ampersand glued to a word on one side (`&ho`).
        case gluedAmpersand
        /// A link's Markdown shown as text (`[portal] (https://…)`): it no longer renders as a link.
        case literalLink
        /// A string, character literal or block comment that never ends.
        case unterminated
        /// A character that is not part of the programming language outside strings and comments.
        case unexpectedCharacter
    }

    public var kind: Kind
    /// One line, no final period.
    public var message: String
    /// Where the offending text starts, in Unicode scalars (code points) from the start of the validated input:
    /// the string passed in, the plain text (`Inline.plainText`) of the inlines passed in, or the code.
    public var offset: Int
    /// Where the offending text starts in the file, when the input carried source ranges (inline validators).
    /// For `CodeLexer`, the line and column within the code (line 1 is the first code line).
    public var position: SourcePosition?
    /// The offending text exactly as the validator saw it.
    public var evidence: String
    /// A replacement for `evidence` that follows from the text alone, when there is one.
    public var suggestion: String?

    public init(kind: Kind, message: String, offset: Int, position: SourcePosition? = nil, evidence: String,
                suggestion: String? = nil) {
        self.kind = kind
        self.message = message
        self.offset = offset
        self.position = position
        self.evidence = evidence
        self.suggestion = suggestion
    }
}
