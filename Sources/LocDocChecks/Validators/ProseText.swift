import LocDocModel

/// The text a reader sees in a run of inlines, as Unicode scalars, with where each scalar came from.
///
/// Scalars are those of `Inline.plainText` (literals joined, line breaks as one space, HTML dropped), so an index
/// here is a `ValidatorIssue.offset`. Containers (emphasis, strong, links…) leave markers at the index where
/// they open and close, and code spans are kept apart so prose checks can skip them.
///
/// Every prose validator accepts one, so a check that runs several of them on a text block prepares it once:
/// `let prose = ProseText(block.inlines)`.
public final class ProseText: Sendable {
    enum Origin: UInt8, Sendable {
        case text, code, lineBreak
    }

    /// Where a container opens (at the index of its first scalar) or closes (at the index after its last).
    struct Marker: Sendable {
        var index: Int
        var kind: Inline.Kind
        var opens: Bool
        var range: SourceRange?
    }

    struct CodeSpan: Sendable {
        /// Scalars `start..<end` are the span's literal.
        var start: Int
        var end: Int
        var range: SourceRange?
    }

    /// One literal (a text node, a code span, a line break): where its scalars start, and where it is in the file.
    struct Piece: Sendable {
        var start: Int
        var range: SourceRange?
        /// The literal is exactly its one-line source (no escape, entity or padding): each scalar has its column.
        var oneToOne: Bool
    }

    // A class with constant storage: every prose check hands each block's text to its validators, and a
    // reference is one retain where a struct of five arrays was five (and an outlined copy) per call.
    let scalars: [Unicode.Scalar]
    let origins: [Origin]
    let markers: [Marker]
    let codeSpans: [CodeSpan]
    private let pieces: [Piece]
    /// Computed once: whether the prose is in scripts that separate words with spaces.
    let usesSpaces: Bool
    /// Whether the prose has Greek or Cyrillic letters and letters of other scripts, so that a word may mix them.
    let mayMixScripts: Bool
    /// The ASCII scalars of text origin, and its punctuation and symbols beyond ASCII (`“`, `（`, `。`): for
    /// candidates of these kinds, `containsProse` and `textScalars` answer without a scan.
    private let inText: ScalarSet

    public convenience init(_ inlines: [Inline]) {
        var builder = ProseTextBuilder()
        builder.append(inlines)
        self.init(builder)
    }

    private init(_ built: ProseTextBuilder) {
        scalars = built.scalars
        origins = built.origins
        markers = built.markers
        codeSpans = built.codeSpans
        pieces = built.pieces
        inText = built.inText
        usesSpaces = ScalarClass.usesSpaces(unspacedLetters: built.unspacedLetters, letters: built.letters)
        mayMixScripts = built.greekOrCyrillicLetters > 0 && built.greekOrCyrillicLetters < built.letters
    }

    /// Plain text with no source positions.
    public convenience init(_ text: String) {
        var builder = ProseTextBuilder()
        builder.appendPlain(text)
        self.init(builder)
    }

    var count: Int { scalars.count }

    subscript(index: Int) -> Unicode.Scalar { scalars[index] }

    func scalar(at index: Int) -> Unicode.Scalar? { index >= 0 && index < scalars.count ? scalars[index] : nil }

    func isProse(_ index: Int) -> Bool { index >= 0 && index < origins.count && origins[index] != .code }

    func isText(_ index: Int) -> Bool { index >= 0 && index < origins.count && origins[index] == .text }

    /// `range` without white space at either end (what `trimmedWhitespace` leaves of its string).
    func trimmedWhitespace(_ range: Range<Int>) -> Range<Int> {
        let range = range.clamped(to: 0..<scalars.count)
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, ScalarClass.isWhitespace(scalars[lower]) { lower += 1 }
        while upper > lower, ScalarClass.isWhitespace(scalars[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    func string(_ range: Range<Int>) -> String {
        String(scalars: scalars[range.clamped(to: 0..<scalars.count)])
    }

    /// The file position of a scalar: its own column when its literal maps one to one onto the file, otherwise
    /// its literal's start.
    func position(at index: Int) -> SourcePosition? {
        guard !scalars.isEmpty else { return nil }
        let clamped = min(max(index, 0), scalars.count - 1)
        guard let piece = piece(containing: clamped), let range = piece.range else { return nil }
        guard piece.oneToOne else { return range.start }
        return SourcePosition(line: range.start.line, column: range.start.column + clamped - piece.start)
    }

    /// Whether a scalar is known to be written as itself in the file (its text node has no backslash escape or
    /// entity, which would make `\*\*` look like a literal `**`). Plain strings are written as themselves.
    func isLiteral(at index: Int) -> Bool { piece(containing: index)?.oneToOne ?? false }

    /// The maximal run of word scalars (letters and marks) that ends just before `index`.
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

    /// Whether `needle` occurs as a run of scalars within `range` (a cheap test before reading words as strings).
    func contains(_ needle: [Unicode.Scalar], in range: Range<Int>) -> Bool {
        guard let first = needle.first, range.count >= needle.count else { return needle.isEmpty }
        var start = range.lowerBound
        while start <= range.upperBound - needle.count {
            if scalars[start] == first, scalars[start..<start + needle.count].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    /// The non-whitespace run around `index` (a token as a reader would cut it).
    func token(around index: Int) -> Range<Int> {
        var start = index
        while start > 0, !ScalarClass.isWhitespace(scalars[start - 1]) { start -= 1 }
        var end = index
        while end < scalars.count, !ScalarClass.isWhitespace(scalars[end]) { end += 1 }
        return start..<end
    }

    /// Which of `candidates` the text (not code spans or line breaks) has, in one pass over buffers (most blocks
    /// have none, and this is the first thing several validators ask).
    func textScalars(in candidates: ScalarSet) -> Set<Unicode.Scalar> {
        if candidates.otherArePunctuation { return candidates.intersection(inText) }
        var found = Set<Unicode.Scalar>()
        scalars.withUnsafeBufferPointer { scalars in
            origins.withUnsafeBufferPointer { origins in
                for index in scalars.indices where candidates.contains(scalars[index]) && origins[index] == .text {
                    found.insert(scalars[index])
                }
            }
        }
        return found
    }

    /// Whether any prose scalar is one of `candidates` (a cheap test before a full scan).
    func containsProse(_ candidates: Set<Unicode.Scalar>) -> Bool { containsProse(ScalarSet(candidates)) }

    func containsProse(_ candidates: ScalarSet) -> Bool {
        if candidates.otherArePunctuation {
            return candidates.low & inText.low != 0 || candidates.high & inText.high != 0
                || candidates.other.contains(where: inText.contains)
        }
        for index in scalars.indices where candidates.contains(scalars[index]) && origins[index] == .text { return true }
        return false
    }


    /// Each text node's scalars (not code spans or line breaks) with where the node starts in the file, in order.
    func forEachTextNode(_ body: (ArraySlice<Unicode.Scalar>, SourcePosition) -> Void) {
        for (number, piece) in pieces.enumerated() where piece.start < origins.count && origins[piece.start] == .text {
            guard let range = piece.range else { continue }
            let end = number + 1 < pieces.count ? pieces[number + 1].start : scalars.count
            body(scalars[piece.start..<end], range.start)
        }
    }

    /// Whether a container opens or closes at `index` (other than a link, when `ignoringLinks`).
    func hasMarker(at index: Int, ignoringLinks: Bool = false) -> Bool {
        markers(at: index).contains { !(ignoringLinks && $0.kind == .link) }
    }

    /// Whether a link opens at `index`.
    func linkOpens(at index: Int) -> Bool { markers(at: index).contains { $0.opens && $0.kind == .link } }

    /// The markers at `index`: markers are appended in index order, so a binary search finds the first.
    private func markers(at index: Int) -> ArraySlice<Marker> {
        var low = 0
        var high = markers.count
        while low < high {
            let middle = (low + high) / 2
            if markers[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return markers[low...].prefix { $0.index == index }
    }

    private func piece(containing index: Int) -> Piece? {
        guard index >= 0, index < scalars.count else { return nil }
        var low = 0
        var high = pieces.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if pieces[middle].start <= index { low = middle } else { high = middle - 1 }
        }
        return pieces.indices.contains(low) ? pieces[low] : nil
    }
}
