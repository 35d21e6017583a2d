import LocDocModel

/// Spaces lost around code spans and links, in scripts that separate words with spaces.
///
/// Rule: in prose whose letters are mostly in scripts written with spaces (see `ScalarClass.usesSpaces`), a
/// code span or a link must not touch a letter outside it: `` `completionBlock:`Rozhraní ``, `[video](…)voor`,
/// `the[link](…)`; and an ASCII colon must not touch the code span, link or URL that follows it
/// (`**URL**:https://…`); and a suffix written with an apostrophe must not be parted from its word by a space
/// (`API 'yi`, `DetachedApostropheSuffix`). A reader sees the words run together, and a copied identifier or URL picks up the
/// neighbouring word. The script is read from the text, never from a locale: Chinese, Japanese or Thai prose
/// (and letters of those scripts next to the span) is not checked, Georgian or Hindi prose is. A suffix of up to
/// three lower-case letters after a code span (`` `OR`ing ``, `` `Foo`s ``), or two after a link, is morphology,
/// not a lost space, and so are up to three Hangul syllables (Korean particles and endings attach to the word
/// before them: `` `acquireToken`을 ``), and up to three Hebrew or Arabic letters before one (prefixes attach to the
/// word after them: `ו[הגדרות](…)`); so is emphasis touching the span (`` _Op_`Assign` ``), and a DocFX token's link
/// after its keyword (`[!code-swift[Main](…)]`).
///
/// `adjacentCodeSpans` is a separate rule (an `inline-code` matter more than punctuation): two code spans with
/// only a space between them at the start of a sentence, followed by a word that starts the sentence proper
/// (`` `a` `b` Word… ``: capitalised, or in a script that does not capitalise sentences), is what machine
/// translation does when it
/// cannot place the spans in the sentence and pushes them to its front.
public enum SpacingValidator {
    private static let colon = ScalarSet([":"])

    public static func validate(_ inlines: [Inline]) -> [ValidatorIssue] { validate(ProseText(inlines)) }

    public static func validate(_ text: ProseText) -> [ValidatorIssue] {
        guard text.usesSpaces else { return [] }
        var issues: [ValidatorIssue] = []
        for span in text.codeSpans {
            issues += around(text, element: "code span", start: span.start, end: span.end, position: span.range?.start) {
                "`" + text.string(span.start..<span.end) + "`"
            }
        }
        var open: [ProseText.Marker] = []
        for marker in text.markers {
            if marker.opens {
                open.append(marker)
                continue
            }
            guard let start = open.popLast(), marker.kind == .link else { continue }
            issues += around(text, element: "link", start: start.index, end: marker.index, position: start.range?.start) {
                "[" + text.string(start.index..<marker.index) + "](…)"
            }
        }
        issues += colonsGluedToURLs(text)
        issues += DetachedApostropheSuffix.issues(in: text)
        return issues.sorted { $0.offset < $1.offset }
    }

    /// Two code spans separated only by spaces at the start of a block or sentence, with words after them.
    public static func adjacentCodeSpans(in inlines: [Inline]) -> [ValidatorIssue] { adjacentCodeSpans(in: ProseText(inlines)) }

    public static func adjacentCodeSpans(in text: ProseText) -> [ValidatorIssue] {
        adjacentCodeSpanPairs(in: text).map { index in
            let first = text.codeSpans[index], second = text.codeSpans[index + 1]
            let evidence = "`" + text.string(first.start..<first.end) + "` `" + text.string(second.start..<second.end) + "`"
            return ValidatorIssue(kind: .adjacentCodeSpans, message: "two code spans pushed together at the start of the sentence",
                                  offset: first.start, position: first.range?.start, evidence: evidence)
        }
    }

    /// The pairs `adjacentCodeSpans` reports, as the index in `text.codeSpans` of each pair's first span: what
    /// `inline-code-detached` leaves to `inline-code-adjacent`.
    static func adjacentCodeSpanPairs(in text: ProseText) -> [Int] {
        var pairs: [Int] = []
        for index in text.codeSpans.indices.dropLast() {
            let first = text.codeSpans[index], second = text.codeSpans[index + 1]
            let between = first.end..<second.start
            guard !between.isEmpty, between.allSatisfy({ ScalarClass.isWhitespace(text[$0]) }) else { continue }
            // The last scalar before the first span other than white space: none, or a sentence's end followed by
            // white space, puts the pair at the start of a sentence.
            var last = first.start - 1
            while last >= 0, ScalarClass.isWhitespace(text[last]) { last -= 1 }
            let sentenceStart = last < 0 || (sentenceEnds.contains(text[last])
                && text.scalar(at: first.start - 1).map(ScalarClass.isWhitespace) == true)
            var next = second.end
            while next < text.count, ScalarClass.isWhitespace(text[next]) { next += 1 }
            // The word after them starts the sentence proper: capitalised in a script with case (`K určení`), which
            // a list of spans in running prose (`` `a()` `b()` usage is… ``) is not.
            guard sentenceStart, next > second.end, let word = text.scalar(at: next), ScalarClass.isWordScalar(word),
                  !ScalarClass.isLowercase(word) || !isTitlecased(word) else { continue }
            pairs.append(index)
        }
        return pairs
    }

    /// Whether a sentence starting with this letter would capitalise it: Latin, Greek, Cyrillic, Armenian do;
    /// Georgian Mkhedruli (whose title case is itself), Devanagari, Thai and the scripts without case do not.
    private static func isTitlecased(_ letter: Unicode.Scalar) -> Bool {
        letter.properties.titlecaseMapping != String(letter)
    }

    static let sentenceEnds: Set<Unicode.Scalar> = [".", "!", "?", ":", "\u{3002}", "\u{FF01}", "\u{FF1F}", "\u{FF1A}"]

    /// The space after an element (`start..<end` in the text), before it, and after a colon before it.
    private static func around(_ text: ProseText, element: String, start: Int, end: Int, position: SourcePosition?,
                               shown: () -> String) -> [ValidatorIssue] {
        [
            glued(text, element: element, outside: end, inside: end - 1, after: true, shown: shown),
            glued(text, element: element, outside: start - 1, inside: start, after: false, shown: shown, position: position),
            colonGlued(text, before: start, element: element, shown: shown, position: position),
        ].compactMap { $0 }
    }

    private static func glued(_ text: ProseText, element: String, outside: Int, inside: Int, after: Bool, shown: () -> String,
                              position: SourcePosition? = nil) -> ValidatorIssue? {
        guard text.isProse(outside), let letter = text.scalar(at: outside), ScalarClass.isWordScalar(letter),
              ScalarClass.scriptUsesSpaces(letter), let edge = text.scalar(at: inside), !ScalarClass.isWhitespace(edge)
        else { return nil }
        if after, EmphasisMarkerValidator.isShortSuffix(text, at: outside, upTo: element == "code span" ? 3 : 2) { return nil }
        // Korean attaches particles and endings to the word before them, a code span or link included; Hebrew and
        // Arabic write their prefixes as part of the word after them.
        if after ? AttachedAffix.isSuffix(text, at: outside) : AttachedAffix.isPrefix(text, endingAt: outside) { return nil }
        // A DocFX token (`[!code-swift[Main](…)]`, `[!INCLUDE[Title](…)]`) holds its link after its keyword.
        if !after, text.string(text.token(around: outside)).hasPrefix("[!") { return nil }
        // A container boundary between them (`_Op_`Assign``) is a deliberate construct, not a lost space.
        if text.hasMarker(at: after ? outside : inside, ignoringLinks: element == "link") { return nil }
        if ScalarClass.isLetter(edge), !ScalarClass.scriptUsesSpaces(edge) { return nil }
        // Before the element, its own first character must be a letter or digit too: `npm[#2465](…)` and
        // `PKCS[#1](…)` read as one token on purpose.
        if !after, !(ScalarClass.isWordScalar(edge) || ScalarClass.isDigit(edge)) { return nil }
        let word = after ? text.word(startingAt: outside) : text.word(endingBefore: outside + 1)
        let evidence = after ? shown() + text.string(word) : text.string(word) + shown()
        return ValidatorIssue(kind: .missingSpace,
                              message: "no space \(after ? "after" : "before") the \(element)",
                              offset: outside, position: after ? text.position(at: outside) : position ?? text.position(at: outside),
                              evidence: evidence)
    }

    /// `label:` directly followed by a code span or link: the space after the colon was lost.
    private static func colonGlued(_ text: ProseText, before index: Int, element: String, shown: () -> String,
                                   position: SourcePosition?) -> ValidatorIssue? {
        guard text.isProse(index - 1), text.scalar(at: index - 1) == ":", let previous = text.scalar(at: index - 2),
              !ScalarClass.isWhitespace(previous) else { return nil }
        let word = text.token(around: index - 1)
        return ValidatorIssue(kind: .missingSpace, message: "no space after the colon before the \(element)",
                              offset: index - 1, position: text.position(at: index - 1),
                              evidence: text.string(word.lowerBound..<index) + (element == "link" ? text.string(index..<word.upperBound) : shown()))
    }

    /// `word:https://…` inside a text node (no autolink): a colon that is not the URL's own.
    private static func colonsGluedToURLs(_ text: ProseText) -> [ValidatorIssue] {
        guard text.containsProse(colon) else { return [] }
        var issues: [ValidatorIssue] = []
        for index in 1..<max(1, text.count) where text.origins[index] == .text && text[index] == ":" {
            guard let previous = text.scalar(at: index - 1), !ScalarClass.isWhitespace(previous),
                  !text.linkOpens(at: index + 1) else { continue }
            var end = index + 1
            while end < text.count, text.origins[end] == .text, ScalarClass.isASCIILetter(text[end]) { end += 1 }
            guard end > index + 1, text.string(end..<(end + 3)) == "://" else { continue }
            issues.append(ValidatorIssue(kind: .missingSpace, message: "no space after the colon before the URL",
                                         offset: index, position: text.position(at: index),
                                         evidence: text.string(text.token(around: index))))
        }
        return issues
    }
}
