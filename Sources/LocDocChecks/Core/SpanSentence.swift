import LocDocModel

/// A code span of prose in the sentence around it, cut into words at white space: what `DetachedCodeSpanCheck`
/// compares across the copies of a page.
///
/// A word is a white-space-separated token with a letter in it (an elided article stays with its word: `l'API`);
/// another code span is a word without names. A name is a run of two or more letters with a capital, in any word but
/// the first of the sentence (whose capital is the sentence's, not the word's).
struct SpanSentence {
    /// The same span in every copy: by section, text and how many times the section used that text before.
    struct Key: Hashable {
        var section: SectionKey
        var text: String
        var ordinal: Int
    }

    /// Document order within the copy, for a stable report.
    var order: Int
    var range: SourceRange
    var sentence: String
    /// Pushed against another code span, which `inline-code-adjacent` reports.
    var besideCode: Bool
    /// The names in the words right before and right after the span.
    var namesBeside: Set<String>
    /// Every word of the sentence but the span: how many words lie between it and the span, and its names.
    private var words: [(distance: Int, names: [String])]

    /// The fewest words between the span and `name` in its sentence; nil when the sentence does not have it.
    func distance(to name: String) -> Int? {
        words.filter { $0.names.contains(name) }.map(\.distance).min()
    }

    private static let terminators = ScalarSet(Set<Unicode.Scalar>([".", "!", "?", "\u{3002}", "\u{FF01}", "\u{FF1F}", "\u{0964}", "\u{06D4}"]))

    /// The code spans of one copy's prose, outside settings, keyed across copies.
    static func spans(in page: PageSet, copy: Int) -> [Key: SpanSentence] {
        let document = page.documents[copy]
        var spans: [Key: SpanSentence] = [:]
        var used: [Key: Int] = [:]
        var order = 0
        for (index, block) in document.textBlocks.enumerated()
        where !ConfigSlots.isInSettings(block.range.start.line, of: document) {
            let prose = page.prose[copy][index]
            for span in prose.codeSpans {
                guard let range = span.range else { continue }
                let text = prose.string(span.start..<span.end)
                let unnumbered = Key(section: block.sectionKey, text: text, ordinal: 0)
                let ordinal = used[unnumbered, default: 0]
                used[unnumbered] = ordinal + 1
                spans[Key(section: block.sectionKey, text: text, ordinal: ordinal)] = read(span, in: prose, range: range, order: order)
                order += 1
            }
        }
        return spans
    }

    private static func read(_ span: ProseText.CodeSpan, in prose: ProseText, range: SourceRange, order: Int) -> SpanSentence {
        let bounds = sentence(around: span, in: prose)
        var before: [(names: [String], isCode: Bool)] = [], after: [(names: [String], isCode: Bool)] = []
        var index = bounds.lowerBound
        var first = true
        while index < bounds.upperBound {
            if ScalarClass.isWhitespace(prose[index]) && prose.isProse(index) { index += 1; continue }
            let start = index
            let isCode = !prose.isProse(index)
            while index < bounds.upperBound, prose.isProse(index) != isCode, !(ScalarClass.isWhitespace(prose[index]) && !isCode) {
                index += 1
            }
            if start == span.start { first = false; continue }
            let token = start..<index
            guard isCode || token.contains(where: { ScalarClass.isWordScalar(prose[$0]) }) else { continue }
            let word = (names: isCode || first ? [] : names(in: token, of: prose), isCode: isCode)
            first = false
            if start < span.start { before.append(word) } else { after.append(word) }
        }
        var words: [(distance: Int, names: [String])] = []
        for (distance, word) in before.reversed().enumerated() { words.append((distance, word.names)) }
        for (distance, word) in after.enumerated() { words.append((distance, word.names)) }
        let beside = [before.last, after.first].compactMap { $0 }
        return SpanSentence(order: order, range: range, sentence: quoted(prose.trimmedWhitespace(bounds), in: prose),
                            besideCode: beside.contains { $0.isCode }, namesBeside: Set(beside.flatMap(\.names)), words: words)
    }

    /// From after the previous sentence's terminator (followed by white space) to this sentence's own.
    private static func sentence(around span: ProseText.CodeSpan, in prose: ProseText) -> Range<Int> {
        var start = span.start
        while start > 0 {
            if prose.isProse(start - 1), terminators.contains(prose[start - 1]), ScalarClass.isWhitespace(prose[start]) { break }
            start -= 1
        }
        var end = span.end
        while end < prose.count {
            if prose.isProse(end), terminators.contains(prose[end]),
               prose.scalar(at: end + 1).map(ScalarClass.isWhitespace) ?? true {
                end += 1
                break
            }
            end += 1
        }
        return start..<end
    }

    /// The sentence as written, its code spans in backticks.
    private static func quoted(_ bounds: Range<Int>, in prose: ProseText) -> String {
        let spans = prose.codeSpans.filter { $0.start < bounds.upperBound && $0.end > bounds.lowerBound }
        var scalars: [Unicode.Scalar] = []
        for index in bounds {
            if spans.contains(where: { $0.start == index }) { scalars.append("`") }
            scalars.append(prose[index])
            if spans.contains(where: { $0.end == index + 1 }) { scalars.append("`") }
        }
        return String(scalars: scalars)
    }

    /// The runs of two or more letters with a capital in a word.
    private static func names(in token: Range<Int>, of prose: ProseText) -> [String] {
        var names: [String] = []
        var index = token.lowerBound
        while index < token.upperBound {
            guard ScalarClass.isWordScalar(prose[index]) else { index += 1; continue }
            let start = index
            while index < token.upperBound, ScalarClass.isWordScalar(prose[index]) { index += 1 }
            if index - start >= 2, (start..<index).contains(where: { ScalarClass.isUppercase(prose[$0]) }) {
                names.append(prose.string(start..<index))
            }
        }
        return names
    }
}
