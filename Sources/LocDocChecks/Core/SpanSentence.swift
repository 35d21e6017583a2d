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
    /// The text block (an index into the copy's `textBlocks` and `PageSet.prose`) and the span in it.
    var block: Int
    var span: ProseText.CodeSpan
    /// Pushed against another code span, which `inline-code-adjacent` reports.
    var besideCode: Bool
    /// The names in the word right before the span, and in the word right after it.
    var namesBefore: Set<String>
    var namesAfter: Set<String>

    var namesBeside: Set<String> { namesBefore.union(namesAfter) }

    /// Where a name stands from the span in its sentence: how many words lie between, on which side, and the word
    /// next to the span on that side (the one word between, when there is one).
    struct Placement {
        var wordsBetween: Int
        var after: Bool
        /// The word right beside the span on the name's side; a code span's literal when that word is one.
        var nextWord: String
        var nextWordIsCode: Bool
    }

    private static let terminators = ScalarClass.sentenceTerminatorSet

    /// The code spans of one copy's prose, outside settings, keyed across copies. Only the words beside each span
    /// are read here; the rest of its sentence when a check asks (`placement`, `sentence`).
    static func spans(in page: PageSet, copy: Int) -> [Key: SpanSentence] {
        let document = page.documents[copy]
        var spans: [Key: SpanSentence] = [:]
        var used: [Key: Int] = [:]
        var order = 0
        for (index, block) in document.textBlocks.enumerated()
        where !page.settingsLines[copy].contains(block.range.start.line) {
            let prose = page.prose[copy][index]
            // Spans that `inline-code-adjacent` reports (both of each pair) are left to it; any other span beside
            // code is judged here like the rest.
            var pushed = Set<Int>()
            if prose.codeSpans.count >= 2 {
                for first in SpacingValidator.adjacentCodeSpanPairs(in: prose) {
                    pushed.insert(prose.codeSpans[first].start)
                    pushed.insert(prose.codeSpans[first + 1].start)
                }
            }
            for span in prose.codeSpans {
                guard let range = span.range else { continue }
                let text = prose.string(span.start..<span.end)
                let unnumbered = Key(section: block.sectionKey, text: text, ordinal: 0)
                let ordinal = used[unnumbered, default: 0]
                used[unnumbered] = ordinal + 1
                // A name past a comma is in the next clause (`` `AcquireTokenInteractive()`, MSAL returns ``), not
                // the span's: only what lies between the span and the name's letters is read.
                func namesIn(_ word: Range<Int>?, after: Bool) -> Set<String> {
                    guard let word, prose.isProse(word.lowerBound), !startsSentence(word, in: prose) else { return [] }
                    let between = after ? span.end..<word.lowerBound : word.upperBound..<span.start
                    let edge = after ? word.prefix { !ScalarClass.isWordScalar(prose[$0]) }
                        : word.reversed().prefix { !ScalarClass.isWordScalar(prose[$0]) }
                    if between.contains(where: { ScalarClass.clauseSeparators.contains(prose[$0]) })
                        || edge.contains(where: { ScalarClass.clauseSeparators.contains(prose[$0]) }) { return [] }
                    return Set(names(in: word, of: prose))
                }
                spans[Key(section: block.sectionKey, text: text, ordinal: ordinal)] = SpanSentence(
                    order: order, range: range, block: index, span: span, besideCode: pushed.contains(span.start),
                    namesBefore: namesIn(word(endingBefore: span.start, in: prose), after: false),
                    namesAfter: namesIn(word(startingAt: span.end, in: prose), after: true))
                order += 1
            }
        }
        return spans
    }

    /// The nearest place of `name` in the span's sentence (the fewest words between; before the span on a tie);
    /// nil when the sentence does not have it.
    func placement(of name: String, in prose: ProseText) -> Placement? {
        // The word walkers stop at the sentence's ends.
        var nearest: Placement?
        var distance = 0
        var cursor = span.start
        // The word right beside the span on each side: the first the walker meets.
        var next = (word: "", code: false)
        // Where the run of names the walker is in began: a name of several words (`Microsoft Graph`) is as near as
        // its nearest word (`ponto de extremidade `/me` do Microsoft Graph` has one word between, not two).
        var run: Int?
        while let word = Self.word(endingBefore: cursor, in: prose) {
            if distance == 0 { next = (prose.string(word), !prose.isProse(word.lowerBound)) }
            let names = prose.isProse(word.lowerBound) && !Self.startsSentence(word, in: prose) ? Self.names(in: word, of: prose) : []
            run = names.isEmpty ? nil : run ?? distance
            if names.contains(name) {
                nearest = Placement(wordsBetween: run ?? distance, after: false, nextWord: next.word, nextWordIsCode: next.code)
                break
            }
            distance += 1
            cursor = word.lowerBound
        }
        distance = 0
        cursor = span.end
        run = nil
        while let word = Self.word(startingAt: cursor, in: prose), distance < nearest?.wordsBetween ?? .max {
            if distance == 0 { next = (prose.string(word), !prose.isProse(word.lowerBound)) }
            let names = prose.isProse(word.lowerBound) ? Self.names(in: word, of: prose) : []
            run = names.isEmpty ? nil : run ?? distance
            if names.contains(name), (run ?? distance) < nearest?.wordsBetween ?? .max {
                nearest = Placement(wordsBetween: run ?? distance, after: true, nextWord: next.word, nextWordIsCode: next.code)
            }
            distance += 1
            cursor = word.upperBound
        }
        return nearest
    }

    /// The span's sentence as written, its code spans in backticks.
    func sentence(in prose: ProseText) -> String {
        let bounds = prose.trimmedWhitespace(Self.sentence(around: span, in: prose))
        let spans = prose.codeSpans.filter { $0.start < bounds.upperBound && $0.end > bounds.lowerBound }
        var scalars: [Unicode.Scalar] = []
        for index in bounds {
            if spans.contains(where: { $0.start == index }) { scalars.append("`") }
            scalars.append(prose[index])
            if spans.contains(where: { $0.end == index + 1 }) { scalars.append("`") }
        }
        return String(scalars: scalars)
    }

    /// The word (a code span, or prose up to white space with a letter in it) that ends nearest before `index`,
    /// within its sentence; nil at the sentence's start.
    private static func word(endingBefore index: Int, in prose: ProseText) -> Range<Int>? {
        var end = index
        while end > 0 {
            let last = end - 1
            if prose.isProse(last), terminators.contains(prose[last]), end < prose.count, ScalarClass.isWhitespace(prose[end]) { return nil }
            if prose.isProse(last), ScalarClass.isWhitespace(prose[last]) { end -= 1; continue }
            let code = !prose.isProse(last)
            var start = last
            while start > 0, prose.isProse(start - 1) != code, code || !ScalarClass.isWhitespace(prose[start - 1]) { start -= 1 }
            if code || (start..<end).contains(where: { ScalarClass.isWordScalar(prose[$0]) }) { return start..<end }
            end = start
        }
        return nil
    }

    /// The word that starts nearest after `index`, within its sentence; nil at the sentence's end.
    private static func word(startingAt index: Int, in prose: ProseText) -> Range<Int>? {
        var start = index
        while start < prose.count {
            if prose.isProse(start), ScalarClass.isWhitespace(prose[start]) {
                if start > 0, prose.isProse(start - 1), terminators.contains(prose[start - 1]) { return nil }
                start += 1
                continue
            }
            let code = !prose.isProse(start)
            var end = start + 1
            while end < prose.count, prose.isProse(end) != code, code || !ScalarClass.isWhitespace(prose[end]) { end += 1 }
            if code || (start..<end).contains(where: { ScalarClass.isWordScalar(prose[$0]) }) { return start..<end }
            start = end
        }
        return nil
    }

    /// Whether nothing but white space lies between the word and the start of its sentence.
    private static func startsSentence(_ word: Range<Int>, in prose: ProseText) -> Bool {
        var index = word.lowerBound
        while index > 0, prose.isProse(index - 1), ScalarClass.isWhitespace(prose[index - 1]) { index -= 1 }
        return index == 0 || (prose.isProse(index - 1) && terminators.contains(prose[index - 1]))
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

    /// One question for `phraseCounts`: a word (by its letters, or a code span by its literal) right before a word
    /// holding `name` (`nameAfter`), or right after one.
    struct PhraseQuery: Hashable {
        var word: String
        var wordIsCode: Bool
        var name: String
        var nameAfter: Bool
    }

    /// How many times a copy's prose has each query's word beside a word holding its name: a phrase the copy uses
    /// (`rozhraní API`, or `` `Session` API ``), beside a span or not. Words are those `placement` walks over: a code
    /// span is a word of its own, a token without letters (`—`) is passed over, a sentence's end parts two words, and
    /// a name (in prose) does not open its sentence; so the span's own sentence counts once. One pass over the copy's prose answers every query; a
    /// pair is read in full only when the name's token has the name's scalars in it.
    static func phraseCounts(_ queries: [PhraseQuery], in blocks: [ProseText]) -> [Int] {
        guard !queries.isEmpty else { return [] }
        let wanted = queries.map { letters(of: $0.word) }
        let nameScalars = queries.map { Array($0.name.unicodeScalars) }
        var counts = [Int](repeating: 0, count: queries.count)
        for prose in blocks {
            // The word before, and whether it opens its sentence.
            var previous: (word: Range<Int>, code: Bool, opensSentence: Bool)?
            var start = 0
            var sentenceStart = true
            while let word = nextWord(from: &start, in: prose, sentenceStart: &sentenceStart) {
                let code = !prose.isProse(word.range.lowerBound)
                if let first = previous, !word.opensSentence {
                    for (index, query) in queries.enumerated() {
                        if !query.nameAfter, first.opensSentence { continue }
                        let (wordToken, wordIsCode, nameToken, nameIsCode) = query.nameAfter
                            ? (first.word, first.code, word.range, code) : (word.range, code, first.word, first.code)
                        guard !nameIsCode, wordIsCode == query.wordIsCode, prose.contains(nameScalars[index], in: nameToken),
                              names(in: nameToken, of: prose).contains(query.name) else { continue }
                        let written = prose.string(wordToken)
                        guard wordIsCode ? written == query.word : letters(of: written) == wanted[index] else { continue }
                        counts[index] += 1
                    }
                }
                previous = (word.range, code, word.opensSentence)
            }
        }
        return counts
    }

    /// The next word from `start` (a code span, or prose up to white space with a letter in it), cut as
    /// `word(startingAt:)` cuts it, and whether it opens its sentence (`sentenceStart` carries that from token to
    /// token: a terminator followed by white space ends a sentence).
    private static func nextWord(from start: inout Int, in prose: ProseText, sentenceStart: inout Bool)
        -> (range: Range<Int>, opensSentence: Bool)? {
        while start < prose.count {
            if prose.isProse(start), ScalarClass.isWhitespace(prose[start]) { start += 1; continue }
            let code = !prose.isProse(start)
            var end = start + 1
            while end < prose.count, prose.isProse(end) != code, code || !ScalarClass.isWhitespace(prose[end]) { end += 1 }
            let range = start..<end
            start = end
            let opens = sentenceStart
            sentenceStart = !code && terminators.contains(prose[end - 1]) && (end == prose.count || ScalarClass.isWhitespace(prose[end]))
            if code || range.contains(where: { ScalarClass.isWordScalar(prose[$0]) }) { return (range, opens) }
        }
        return nil
    }

    /// A word's letters and marks, lower-cased: `rozhraní,` and `Rozhraní` are one word.
    static func letters(of word: String) -> String {
        String(scalars: word.unicodeScalars.filter(ScalarClass.isWordScalar)).lowercased()
    }

    /// The runs of two or more letters with a capital in a word. A run ends where letters of a script written with
    /// spaces meet letters of one written without (`APIを使用`, `调用API`): there the words meet with no space.
    private static func names(in token: Range<Int>, of prose: ProseText) -> [String] {
        var names: [String] = []
        var index = token.lowerBound
        while index < token.upperBound {
            guard ScalarClass.isWordScalar(prose[index]) else { index += 1; continue }
            let start = index
            let spaced = ScalarClass.scriptUsesSpaces(prose[start])
            while index < token.upperBound, ScalarClass.isWordScalar(prose[index]),
                  ScalarClass.scriptUsesSpaces(prose[index]) == spaced { index += 1 }
            if index - start >= 2, (start..<index).contains(where: { ScalarClass.isUppercase(prose[$0]) }) {
                names.append(prose.string(start..<index))
            }
        }
        return names
    }
}
