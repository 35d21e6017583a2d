import LocDocModel

/// Bold and italic markers that did not work: left as literal `**`, `__`, `*` in the rendered text, or glued
/// into the words around them.
///
/// Rule, on the inlines cmark-gfm produced (so only what really rendered is judged):
/// - a `**` or `__` in a text node is a marker that did not become bold (cmark-gfm leaves a delimiter it cannot
///   pair as text); two or more lone `*` of which one is stuck to a word on one side are an italic that did not
///   pair (`*word *`), while `5 * 3 * 2` is arithmetic;
/// - bold or italic with a letter directly before its opening marker or after its closing one, while the letter
///   inside the marker is also a letter, is glued into the neighbouring word: `cloud**di amministratori**`
///   renders as `clouddi amministratori`. Only for text in scripts that separate words with spaces (glued bold is
///   normal in Chinese or Thai), and not for a suffix of at most two lower-case letters (`**API**s`).
public enum EmphasisMarkerValidator {
    public static func validate(_ inlines: [Inline]) -> [ValidatorIssue] {
        let text = ProseText(inlines)
        return (literalMarkers(text) + gluedEmphasis(text)).sorted { $0.offset < $1.offset }
    }

    private static func literalMarkers(_ text: ProseText) -> [ValidatorIssue] {
        var issues: [ValidatorIssue] = []
        var singles: [(index: Int, flanking: Bool)] = []
        var index = 0
        while index < text.count {
            let scalar = text[index]
            guard text.origins[index] == .text, scalar == "*" || scalar == "_" else {
                index += 1
                continue
            }
            var end = index
            while end < text.count, text[end] == scalar, text.origins[end] == .text { end += 1 }
            let before = text.scalar(at: index - 1)
            let after = text.scalar(at: end)
            let flanking = isWordStuck(before) != isWordStuck(after)
            if end - index >= 2, scalar == "*" || flanking {
                issues.append(ValidatorIssue(kind: .literalMarker,
                                             message: "`\(text.string(index..<end))` shows as literal text: the bold did not render",
                                             offset: index, position: text.position(at: index),
                                             evidence: text.string(text.token(around: index))))
            } else if end - index == 1, scalar == "*" {
                singles.append((index, flanking))
            }
            index = end
        }
        if singles.count >= 2, let first = singles.first(where: \.flanking)?.index {
            issues.append(ValidatorIssue(kind: .literalMarker, message: "`*` shows as literal text: the italic did not render",
                                         offset: first, position: text.position(at: first),
                                         evidence: text.string(text.token(around: first))))
        }
        return issues
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
            let gluedAfter = isGlued(text, outside: end, inside: end - 1) && !isShortSuffix(text, at: end)
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

    /// One or two lower-case letters ending the word (`**API**s`, `` `Foo`s ``): a suffix, not a glued word.
    static func isShortSuffix(_ text: ProseText, at index: Int) -> Bool {
        let word = text.word(startingAt: index)
        guard (1...2).contains(word.count), word.allSatisfy({ ScalarClass.isLowercase(text[$0]) }) else { return false }
        return text.scalar(at: word.upperBound).map { !ScalarClass.isDigit($0) } ?? true
    }
}
