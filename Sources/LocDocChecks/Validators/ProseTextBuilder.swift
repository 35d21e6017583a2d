import LocDocModel

/// Collects a `ProseText`'s scalars, origins, markers and pieces in one walk over the inlines, counting the
/// prose's letters (for `usesSpaces`) and collecting its ASCII scalars in the same pass.
struct ProseTextBuilder {
    var scalars: [Unicode.Scalar] = []
    var origins: [ProseText.Origin] = []
    var markers: [ProseText.Marker] = []
    var codeSpans: [ProseText.CodeSpan] = []
    var pieces: [ProseText.Piece] = []
    var inText = ScalarSet([])
    /// Letters of the prose (not code).
    var letters = 0
    /// Of those, letters of scripts written without spaces between words.
    var unspacedLetters = 0
    /// Of those, Greek and Cyrillic letters, whose capitals and several small letters look like Latin ones.
    var greekOrCyrillicLetters = 0

    /// Plain text with no source positions: one piece of text origin.
    mutating func appendPlain(_ text: String) {
        precondition(scalars.isEmpty, "plain text is the whole of its prose text")
        scalars.appendScalars(of: text)
        origins = Array(repeating: .text, count: scalars.count)
        pieces = [ProseText.Piece(start: 0, range: nil, oneToOne: true)]
        collectText(from: 0)
    }

    mutating func append(_ inlines: [Inline]) {
        for inline in inlines {
            switch inline.kind {
            case .text:
                appendLiteral(inline.literal, origin: .text, range: inline.range)
            case .code:
                let start = scalars.count
                appendLiteral(inline.literal, origin: .code, range: inline.range, exact: false)
                codeSpans.append(ProseText.CodeSpan(start: start, end: scalars.count, range: inline.range))
            case .softBreak, .lineBreak:
                pieces.append(ProseText.Piece(start: scalars.count, range: nil, oneToOne: true))
                scalars.append(" ")
                origins.append(.lineBreak)
            case .html:
                // `</li><li>` or `<br>` separates the text before it from the text after it, as a line break does.
                if HTMLBreakingTag.breaks(inline.literal) {
                    pieces.append(ProseText.Piece(start: scalars.count, range: nil, oneToOne: true))
                    scalars.append(" ")
                    origins.append(.lineBreak)
                }
            case .emphasis, .strong, .strikethrough, .link, .image:
                markers.append(ProseText.Marker(index: scalars.count, kind: inline.kind, opens: true, range: inline.range))
                append(inline.children)
                markers.append(ProseText.Marker(index: scalars.count, kind: inline.kind, opens: false, range: inline.range))
            }
        }
    }

    private mutating func appendLiteral(_ literal: String, origin: ProseText.Origin, range: SourceRange?, exact: Bool = true) {
        let start = scalars.count
        scalars.appendScalars(of: literal)
        let added = scalars.count - start
        guard added > 0 else { return }
        if origin == .text { collectText(from: start) }
        origins.append(contentsOf: repeatElement(origin, count: added))
        let oneToOne = exact && range.map { $0.start.line == $0.end.line && $0.end.column - $0.start.column + 1 == added } ?? false
        pieces.append(ProseText.Piece(start: start, range: range, oneToOne: oneToOne))
    }

    /// Counts the letters of the text scalars from `start` on and adds their ASCII scalars, punctuation and
    /// symbols to `inText`.
    private mutating func collectText(from start: Int) {
        var found = inText
        let scan = scalars.withUnsafeBufferPointer { Self.scan(UnsafeBufferPointer(rebasing: $0[start...]), into: &found) }
        found.insertASCII(low: scan.low, high: scan.high)
        inText = found
        letters += scan.letters
        unspacedLetters += scan.unspaced
        greekOrCyrillicLetters += scan.greekOrCyrillic
    }

    /// One pass over text scalars, in locals the loop keeps in registers: the ASCII scalars as two bit masks, the
    /// letters and unspaced letters counted, and punctuation and symbols beyond ASCII added to `found`.
    private static func scan(_ text: UnsafeBufferPointer<Unicode.Scalar>, into found: inout ScalarSet)
        -> (low: UInt64, high: UInt64, letters: Int, unspaced: Int, greekOrCyrillic: Int) {
        var low: UInt64 = 0, high: UInt64 = 0, letters = 0, unspaced = 0, greekOrCyrillic = 0
        for scalar in text {
            let value = scalar.value
            if value < 0x80 {
                if value < 64 { low |= 1 &<< UInt64(value) } else { high |= 1 &<< UInt64(value &- 64) }
                if ScalarClass.isASCIILetter(scalar) { letters &+= 1 }
                continue
            }
            // One lookup answers both questions.
            let traits = ScalarTraits.of(scalar)
            if traits.contains(.letter) {
                letters &+= 1
                if (0x0370..<0x0530).contains(value) { greekOrCyrillic &+= 1 }
                if value >= 0x0E00, !ScalarClass.scriptUsesSpaces(scalar) { unspaced &+= 1 }
            } else if traits.contains(.punctuationOrSymbol) {
                found.insert(scalar)
            }
        }
        return (low, high, letters, unspaced, greekOrCyrillic)
    }
}
