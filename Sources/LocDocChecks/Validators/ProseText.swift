import LocDocModel

/// The text a reader sees in a run of inlines, as Unicode scalars, with where each scalar came from.
///
/// Scalars are those of `Inline.plainText` (literals joined, line breaks as one space, HTML dropped), so an index
/// here is a `ValidatorIssue.offset`. Containers (emphasis, strong, links…) leave markers at the index where
/// they open and close, and code spans are kept apart so prose checks can skip them.
struct ProseText {
    enum Origin: Equatable {
        case text, code, lineBreak
    }

    /// Where a container opens (at the index of its first scalar) or closes (at the index after its last).
    struct Marker {
        var index: Int
        var kind: Inline.Kind
        var opens: Bool
        var range: SourceRange?
    }

    struct CodeSpan {
        /// Scalars `start..<end` are the span's literal.
        var start: Int
        var end: Int
        var range: SourceRange?
    }

    private(set) var scalars: [Unicode.Scalar] = []
    private(set) var origins: [Origin] = []
    private(set) var positions: [SourcePosition?] = []
    /// Whether the scalar is known to be written as itself in the file: its text node's literal has exactly the
    /// length of its source (no backslash escape or entity in it). Plain strings count as written as themselves.
    private(set) var isLiteral: [Bool] = []
    private(set) var markers: [Marker] = []
    private(set) var codeSpans: [CodeSpan] = []

    init(_ inlines: [Inline]) {
        append(inlines)
    }

    /// Plain text with no source positions (validators that also take a `String`).
    init(_ text: String) {
        for scalar in text.unicodeScalars {
            scalars.append(scalar)
            origins.append(.text)
            positions.append(nil)
            isLiteral.append(true)
        }
    }

    var count: Int { scalars.count }

    subscript(index: Int) -> Unicode.Scalar { scalars[index] }

    func scalar(at index: Int) -> Unicode.Scalar? { index >= 0 && index < scalars.count ? scalars[index] : nil }

    /// Whether there is a container boundary (emphasis, strong, link…) between `index - 1` and `index`.
    func hasMarker(at index: Int) -> Bool { markers.contains { $0.index == index } }

    func isProse(_ index: Int) -> Bool { index >= 0 && index < origins.count && origins[index] != .code }

    func string(_ range: Range<Int>) -> String {
        String(scalars: scalars[range.clamped(to: 0..<scalars.count)])
    }

    func position(at index: Int) -> SourcePosition? {
        guard index >= 0 && index < positions.count else { return positions.last ?? nil }
        return positions[index]
    }

    /// The maximal run of word scalars (letters and marks) that contains or ends just before `index`.
    func word(endingBefore index: Int) -> Range<Int> {
        var start = index
        while start > 0, ScalarClass.isWordScalar(scalars[start - 1]), origins[start - 1] != .code { start -= 1 }
        return start..<index
    }

    /// The maximal run of word scalars starting at `index`.
    func word(startingAt index: Int) -> Range<Int> {
        var end = index
        while end < scalars.count, ScalarClass.isWordScalar(scalars[end]), origins[end] != .code { end += 1 }
        return index..<end
    }

    /// The non-whitespace run around `index` (a token as a reader would cut it).
    func token(around index: Int) -> Range<Int> {
        var start = index
        while start > 0, !ScalarClass.isWhitespace(scalars[start - 1]) { start -= 1 }
        var end = index
        while end < scalars.count, !ScalarClass.isWhitespace(scalars[end]) { end += 1 }
        return start..<end
    }

    /// Whether the prose of the whole run is in scripts that separate words with spaces.
    var usesSpaces: Bool {
        ScalarClass.usesSpaces(zip(scalars, origins).lazy.filter { $0.1 != .code }.map(\.0))
    }

    private mutating func append(_ inlines: [Inline]) {
        for inline in inlines {
            switch inline.kind {
            case .text:
                appendLiteral(inline.literal, origin: .text, range: inline.range)
            case .code:
                let start = scalars.count
                appendLiteral(inline.literal, origin: .code, range: inline.range, exact: false)
                codeSpans.append(CodeSpan(start: start, end: scalars.count, range: inline.range))
            case .softBreak, .lineBreak:
                scalars.append(" ")
                origins.append(.lineBreak)
                positions.append(nil)
                isLiteral.append(true)
            case .html:
                break
            case .emphasis, .strong, .strikethrough, .link, .image:
                markers.append(Marker(index: scalars.count, kind: inline.kind, opens: true, range: inline.range))
                append(inline.children)
                markers.append(Marker(index: scalars.count, kind: inline.kind, opens: false, range: inline.range))
            }
        }
    }

    /// Each scalar gets its own column when the literal is exactly the source text of its one-line range;
    /// otherwise (escapes, entities, code span padding, a node over several lines) every scalar gets the node's
    /// start and is not known to be literal.
    private mutating func appendLiteral(_ literal: String, origin: Origin, range: SourceRange?, exact: Bool = true) {
        let literalScalars = Array(literal.unicodeScalars)
        let oneToOne = exact && range.map {
            $0.start.line == $0.end.line && $0.end.column - $0.start.column + 1 == literalScalars.count
        } ?? false
        for (offset, scalar) in literalScalars.enumerated() {
            scalars.append(scalar)
            origins.append(origin)
            isLiteral.append(oneToOne)
            if let range, oneToOne {
                positions.append(SourcePosition(line: range.start.line, column: range.start.column + offset))
            } else {
                positions.append(range?.start)
            }
        }
    }
}
