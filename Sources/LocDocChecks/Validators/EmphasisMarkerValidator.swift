import LocDocModel

/// Bold and italic markers that did not work: left as literal `**`, `__`, `*` in the rendered text, or glued
/// into the words around them.
///
/// Rule, on the inlines cmark-gfm produced (so only what really rendered is judged):
/// - a `**` or `__` in a text node, stuck to a word on one side only (`**word`, `word**`), is a marker that did
///   not become bold (cmark-gfm leaves a delimiter it cannot pair as text; an escaped `\*\*`, `2**20`, a glob
///   `'**'` or `(**)` is not reported); two lone `*` around words with a space on
///   the inner side of one of them are an italic that did not pair (`*word *`), while `5 * 3 * 2` or a glob
///   (`~/.*rc`) is not;
/// - bold or italic with a letter directly before its opening marker or after its closing one, while the letter
///   inside the marker is also a letter, is glued into the neighbouring word: `cloud**di amministratori**`
///   renders as `clouddi amministratori`. Only for text in scripts that separate words with spaces (glued bold is
///   normal in Chinese or Thai), and not for a suffix of at most two lower-case letters (`**API**s`), a Korean
///   particle after the marker (`**로그아웃**을`) or a Hebrew or Arabic prefix before it (`AttachedAffix`).
public enum EmphasisMarkerValidator {
    private static let emphasisMarkers = ScalarSet(["*", "_"])

    public static func validate(_ inlines: [Inline]) -> [ValidatorIssue] { validate(ProseText(inlines)) }

    public static func validate(_ text: ProseText) -> [ValidatorIssue] {
        (literalMarkers(text) + gluedEmphasis(text)).sorted { $0.offset < $1.offset }
    }

    private static func literalMarkers(_ text: ProseText) -> [ValidatorIssue] {
        guard text.containsProse(emphasisMarkers) else { return [] }
        var issues: [ValidatorIssue] = []
        var singles: [Int] = []
        var lastToken: Range<Int>?
        var index = 0
        while index < text.count {
            let scalar = text[index]
            // Only characters known to be written as themselves: `\*\*` is an escaped, deliberate `**`.
            guard text.origins[index] == .text, text.isLiteral(at: index), scalar == "*" || scalar == "_" else {
                index += 1
                continue
            }
            var end = index
            while end < text.count, text[end] == scalar, text.origins[end] == .text, text.isLiteral(at: end) { end += 1 }
            let flanking = isWordStuck(text.scalar(at: index - 1)) != isWordStuck(text.scalar(at: end))
            if end - index >= 2, flanking {
                // Both markers of one failed bold in one word (`**URLs:**https://…`) are one defect.
                let token = text.token(around: index)
                if token != lastToken {
                    issues.append(ValidatorIssue(kind: .literalMarker,
                                                 message: "`\(text.string(index..<end))` shows as literal text: the bold did not render",
                                                 offset: index, position: text.position(at: index), evidence: text.string(token)))
                }
                lastToken = token
            } else if end - index == 1, scalar == "*" {
                singles.append(index)
            }
            index = end
        }
        if let first = zip(singles, singles.dropFirst()).first(where: { isFailedItalic(text, $0, $1) })?.0 {
            issues.append(ValidatorIssue(kind: .literalMarker, message: "`*` shows as literal text: the italic did not render",
                                         offset: first, position: text.position(at: first),
                                         evidence: text.string(first..<(text.token(around: first).upperBound))))
        }
        return issues
    }

    /// Two lone `*` around words where one has a space on its inner side, the way an italic fails to pair:
    /// `*word *` or `* word*`, within one short stretch of prose.
    private static func isFailedItalic(_ text: ProseText, _ open: Int, _ close: Int) -> Bool {
        guard close - open <= 80, (open..<close).allSatisfy({ text.origins[$0] == .text }) else { return false }
        let beforeOpen = text.scalar(at: open - 1)
        let afterOpen = text.scalar(at: open + 1)
        let beforeClose = text.scalar(at: close - 1)
        let afterClose = text.scalar(at: close + 1)
        let outerOpen = beforeOpen.map(ScalarClass.isWhitespace) ?? true
        let outerClose = afterClose.map { ScalarClass.isWhitespace($0) || !ScalarClass.isWordScalar($0) } ?? true
        let spaceInsideClose = beforeClose.map(ScalarClass.isWhitespace) ?? false
        let spaceInsideOpen = afterOpen.map(ScalarClass.isWhitespace) ?? false
        return outerOpen && outerClose
            && ((isWordStuck(afterOpen) && spaceInsideClose) || (spaceInsideOpen && isWordStuck(beforeClose)))
    }

    private static func isWordStuck(_ scalar: Unicode.Scalar?) -> Bool {
        scalar.map { ScalarClass.isWordScalar($0) || ScalarClass.isDigit($0) } ?? false
    }

    private static func gluedEmphasis(_ text: ProseText) -> [ValidatorIssue] {
        guard text.usesSpaces else { return [] }
        var issues: [ValidatorIssue] = []
        var open: [ProseText.Marker] = []
        for marker in text.markers {
            if marker.opens {
                open.append(marker)
                continue
            }
            guard let start = open.popLast(), marker.kind == .strong || marker.kind == .emphasis else { continue }
            let end = marker.index
            let gluedBefore = isGlued(text, outside: start.index - 1, inside: start.index)
                && !AttachedAffix.isPrefix(text, endingAt: start.index - 1)
            let gluedAfter = isGlued(text, outside: end, inside: end - 1) && !isShortSuffix(text, at: end)
                && !AttachedAffix.isSuffix(text, at: end)
            guard gluedBefore || gluedAfter else { continue }
            let delimiter = marker.kind == .strong ? "**" : "*"
            let name = marker.kind == .strong ? "bold" : "italic"
            let side = gluedBefore && gluedAfter ? "the words on both sides" : gluedBefore ? "the word before it" : "the word after it"
            let wordBefore = gluedBefore ? text.string(text.word(endingBefore: start.index)) : ""
            let wordAfter = gluedAfter ? text.string(text.word(startingAt: end)) : ""
            let evidence = wordBefore + delimiter + text.string(start.index..<end) + delimiter + wordAfter
            var position = start.range?.start
            if !gluedBefore, let range = marker.range {
                position = SourcePosition(line: range.end.line, column: range.end.column - delimiter.count + 1)
            }
            issues.append(ValidatorIssue(kind: .gluedEmphasis, message: "\(name) is glued to \(side): no space around the marker",
                                         offset: gluedBefore ? start.index : end, position: position, evidence: evidence))
        }
        return issues
    }

    /// A letter outside the marker against a letter inside it, both in scripts that use spaces.
    static func isGlued(_ text: ProseText, outside: Int, inside: Int) -> Bool {
        guard text.isProse(outside), text.isProse(inside), let out = text.scalar(at: outside), let inner = text.scalar(at: inside)
        else { return false }
        return ScalarClass.isWordScalar(out) && ScalarClass.isWordScalar(inner)
            && ScalarClass.scriptUsesSpaces(out) && ScalarClass.scriptUsesSpaces(inner)
    }

    /// A few lower-case letters ending the word (`**API**s`, `` `OR`ing ``): a suffix, not a glued word.
    static func isShortSuffix(_ text: ProseText, at index: Int, upTo maximum: Int = 2) -> Bool {
        let word = text.word(startingAt: index)
        guard (1...maximum).contains(word.count), word.allSatisfy({ ScalarClass.isLowercase(text[$0]) }) else { return false }
        return text.scalar(at: word.upperBound).map { !ScalarClass.isDigit($0) } ?? true
    }
}
