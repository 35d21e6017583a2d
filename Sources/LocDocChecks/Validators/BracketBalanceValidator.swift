import LocDocModel

/// Brackets and quotes in prose: balanced, and each pair in order.
///
/// Rule: every closing bracket has an opening one of its family before it and nothing of another family open in
/// between; every opening bracket is closed. Families: `()` with full-width `（）`, `[]`/`［］`, `｛｝`, and the
/// CJK pairs `「」`, `『』`, `【】`, `〔〕`, `〈〉`, `《》`, `〖〗` (open and close are different characters in every
/// language). Machine translation of right-to-left-looking clauses flips a pair (`iOS) 不需要此字段 (`): the
/// reader sees a parenthesis that closes nothing. The first offending bracket is reported; a flipped pair is
/// reported once, at its closing bracket. Code spans are not prose and are skipped, and so are ASCII braces `{}`,
/// which prose uses for code and elided JSON, not as brackets.
///
/// Quotes differ by language (`“…”`, `„…“`, `”…”`, `«…»`, `»…«`), so they are checked only as far as the text
/// itself says how: curly double quotes pair in order when the text has `“` and no `„`, otherwise they are only
/// counted (an odd count is unbalanced); guillemets pair in the direction of the first one; straight `"` are
/// counted (an odd count explained by an inch mark, `13"`, is fine). Apostrophes and single quotes are not
/// checked.
///
/// Not reported: a `)` after a list marker (`a)`, `10)`, `iii)`, `3.a)`; `iOS)` is not one), emoticons (`:)`), half-open
/// intervals (`(0, 100]`), and a bracket or quote named between parentheses (`U+0022 (")`).
public enum BracketBalanceValidator {
    public static func validate(_ inlines: [Inline]) -> [ValidatorIssue] { validate(ProseText(inlines)) }

    public static func validate(_ text: String) -> [ValidatorIssue] { validate(ProseText(text)) }

    private static let openers: [Unicode.Scalar: Int] = [
        "(": 0, "\u{FF08}": 0, "[": 1, "\u{FF3B}": 1, "\u{FF5B}": 2, "\u{300C}": 3, "\u{FF62}": 3,
        "\u{300E}": 4, "\u{3010}": 5, "\u{3014}": 6, "\u{3008}": 7, "\u{300A}": 8, "\u{3016}": 9,
    ]
    private static let closers: [Unicode.Scalar: Int] = [
        ")": 0, "\u{FF09}": 0, "]": 1, "\u{FF3D}": 1, "\u{FF5D}": 2, "\u{300D}": 3, "\u{FF63}": 3,
        "\u{300F}": 4, "\u{3011}": 5, "\u{3015}": 6, "\u{3009}": 7, "\u{300B}": 8, "\u{3017}": 9,
    ]

    /// The bracket family (`()` with `（）`, `[]` with `［］`, …) a scalar opens or closes, when it is a bracket.
    static func family(opening scalar: Unicode.Scalar) -> Int? { openers[scalar] }
    static func family(closing scalar: Unicode.Scalar) -> Int? { closers[scalar] }

    public static func validate(_ text: ProseText) -> [ValidatorIssue] {
        let present = text.textScalars(in: allMarks)
        guard !present.isEmpty else { return [] }
        var issues = !present.isDisjoint(with: openers.keys) || !present.isDisjoint(with: closers.keys) ? brackets(text) : []
        var curly: [ValidatorIssue] = []
        if !present.isDisjoint(with: ["\u{201C}", "\u{201D}", "\u{201E}"]) {
            issues += orderedQuotes(text, open: "\u{201C}", close: "\u{201D}", unless: "\u{201E}")
            curly = countedQuotes(text, ["\u{201C}", "\u{201D}", "\u{201E}"], when: { $0.contains("\u{201E}") || !$0.contains("\u{201C}") })
        }
        if !present.isDisjoint(with: ["\u{00AB}", "\u{00BB}"]) { issues += guillemets(text, "\u{00AB}", "\u{00BB}") }
        if !present.isDisjoint(with: ["\u{2039}", "\u{203A}"]) { issues += guillemets(text, "\u{2039}", "\u{203A}") }
        let straight = present.contains("\"") ? countedQuotes(text, ["\""], when: { _ in true }) : []
        issues += mixedPair(curly, straight, in: text) ?? curly + straight
        return issues.sorted { $0.offset < $1.offset }
    }

    private static let quoteMarks: Set<Unicode.Scalar> = ["\u{201C}", "\u{201D}", "\u{201E}", "\u{00AB}", "\u{00BB}", "\u{2039}", "\u{203A}", "\""]
    private static let allMarks = ScalarSet(Set(openers.keys).union(closers.keys).union(quoteMarks))
    private static let bracketMarks = ScalarSet(Set(openers.keys).union(closers.keys))

    private static func brackets(_ text: ProseText) -> [ValidatorIssue] {
        var stack: [(family: Int, index: Int)] = []
        var strayClosers: [(family: Int, index: Int)] = []
        var issues: [ValidatorIssue] = []
        for index in 0..<text.count where bracketMarks.contains(text[index]) && text.origins[index] == .text && !isMention(text, index) {
            let scalar = text[index]
            if let family = openers[scalar] {
                if family == 0, let before = text.scalar(at: index - 1), before == ":" || before == ";" { continue }
                stack.append((family, index))
            } else if let family = closers[scalar] {
                if let top = stack.last, top.family == family || isInterval(text, from: top, to: (family, index)) {
                    stack.removeLast()
                } else if let match = stack.lastIndex(where: { $0.family == family }) {
                    let open = stack[match + 1]
                    issues.append(issue(.mismatched, "`\(text[open.index])` is closed by `\(scalar)`", at: open.index,
                                        evidence: text.string(open.index..<(index + 1)), in: text))
                    stack.removeSubrange(match...)
                } else if family != 0 || !isListMarkerOrEmoticon(text, closingAt: index) {
                    strayClosers.append((family, index))
                }
            }
        }
        for stray in strayClosers {
            if let open = stack.firstIndex(where: { $0.family == stray.family && $0.index > stray.index }) {
                let opening = stack.remove(at: open)
                issues.append(issue(.unbalanced,
                                    "`\(text[stray.index])` comes before its `\(text[opening.index])`: the pair is flipped",
                                    at: stray.index, evidence: text.string(stray.index..<(opening.index + 1)), in: text))
            } else {
                issues.append(issue(.unbalanced, "`\(text[stray.index])` closes nothing", at: stray.index,
                                    evidence: text.string(text.token(around: stray.index)), in: text))
            }
        }
        for open in stack {
            issues.append(issue(.unclosed, "`\(text[open.index])` is never closed", at: open.index,
                                evidence: text.string(text.token(around: open.index)), in: text))
        }
        return issues
    }

    /// A bracket or quote named rather than used: alone between parentheses, `U+0028 (()`, `(")`. Not the `)` of a
    /// call's empty parentheses before a closing one (`split())`): a mention's `(` follows no word.
    private static func isMention(_ text: ProseText, _ index: Int) -> Bool {
        text.scalar(at: index - 1) == "(" && text.scalar(at: index + 1) == ")"
            && text.scalar(at: index - 2).map { !ScalarClass.isWordScalar($0) && !ScalarClass.isDigit($0) } != false
    }

    /// `(0, 100]` and `[a, b)`: a half-open interval (round and square, a comma, no other bracket, short), not a
    /// mismatch.
    private static func isInterval(_ text: ProseText, from open: (family: Int, index: Int), to close: (family: Int, index: Int)) -> Bool {
        guard Set([open.family, close.family]) == [0, 1], close.index - open.index <= 40 else { return false }
        let inside = (open.index + 1)..<close.index
        return inside.contains { text[$0] == "," }
            && !inside.contains { openers[text[$0]] != nil || closers[text[$0]] != nil }
    }

    /// `a)`, `1)`, `10)`, `iii)` at the start of a word (or after an item's number: `3.a)`), and `:)`, `;)`.
    private static func isListMarkerOrEmoticon(_ text: ProseText, closingAt index: Int) -> Bool {
        guard let before = text.scalar(at: index - 1) else { return false }
        if before == ":" || before == ";" { return true }
        var start = index
        while start > 0, ScalarClass.isLetter(text[start - 1]) || ScalarClass.isDigit(text[start - 1]) { start -= 1 }
        // A marker has something before its `)`: a `)` after a space (`MSAL )Microsoft`) is no list marker.
        guard start < index else { return false }
        // A sub-item's marker carries its item's number: `3.a)`, `3.б)`, `1.2)`.
        var wordStart = start
        if start > 1, text[start - 1] == ".", ScalarClass.isDigit(text[start - 2]) {
            wordStart = start - 1
            while wordStart > 0, ScalarClass.isDigit(text[wordStart - 1]) { wordStart -= 1 }
        }
        guard wordStart == 0 || ScalarClass.isWhitespace(text[wordStart - 1]) else { return false }
        let marker = text.scalars[start..<index]
        let roman = Set("ivxlcdmIVXLCDM".unicodeScalars)
        return (1...2).contains(marker.count)
            || (marker.count <= 3 && marker.allSatisfy(ScalarClass.isDigit))
            || (marker.count <= 4 && marker.allSatisfy(roman.contains))
    }

    private static func orderedQuotes(_ text: ProseText, open: Unicode.Scalar, close: Unicode.Scalar,
                                      unless other: Unicode.Scalar) -> [ValidatorIssue] {
        let quotes = (0..<text.count).filter { text.origins[$0] == .text && (text[$0] == open || text[$0] == close || text[$0] == other) }
        guard quotes.contains(where: { text[$0] == open }), !quotes.contains(where: { text[$0] == other }) else { return [] }
        return pair(text, quotes, opens: { text[$0] == open })
    }

    private static func guillemets(_ text: ProseText, _ left: Unicode.Scalar, _ right: Unicode.Scalar) -> [ValidatorIssue] {
        let quotes = (0..<text.count).filter { text.origins[$0] == .text && (text[$0] == left || text[$0] == right) }
        guard let first = quotes.first else { return [] }
        let opener = text[first]
        return pair(text, quotes, opens: { text[$0] == opener })
    }

    private static func pair(_ text: ProseText, _ quotes: [Int], opens: (Int) -> Bool) -> [ValidatorIssue] {
        var open: Int?
        for index in quotes {
            if opens(index) {
                if let previous = open {
                    return [issue(.unclosed, "`\(text[previous])` is never closed", at: previous,
                                  evidence: text.string(previous..<(index + 1)), in: text)]
                }
                open = index
            } else if open != nil {
                open = nil
            } else {
                return [issue(.unbalanced, "`\(text[index])` closes nothing", at: index,
                              evidence: text.string(text.token(around: index)), in: text)]
            }
        }
        if let previous = open {
            return [issue(.unclosed, "`\(text[previous])` is never closed", at: previous,
                          evidence: text.string(text.token(around: previous)), in: text)]
        }
        return []
    }

    private static func countedQuotes(_ text: ProseText, _ marks: Set<Unicode.Scalar>,
                                      when applies: (Set<Unicode.Scalar>) -> Bool) -> [ValidatorIssue] {
        let candidates = ScalarSet(marks)
        let quotes = (0..<text.count).filter { text.origins[$0] == .text && candidates.contains(text[$0]) && !isMention(text, $0) }
        guard quotes.count % 2 == 1, let last = quotes.last, applies(Set(quotes.map { text[$0] })) else { return [] }
        // An odd count explained by inch marks (`13"` before a space or punctuation) is fine.
        let inches = quotes.filter { index in
            text[index] == "\"" && text.scalar(at: index - 1).map(ScalarClass.isDigit) == true
                && !(text.scalar(at: index + 1).map { ScalarClass.isWordScalar($0) || ScalarClass.isDigit($0) } ?? false)
        }
        if inches.count % 2 == 1 { return [] }
        return [issue(.unbalanced, "an odd number of `\(text[last])` quotes: one is not closed", at: last,
                      evidence: text.string(text.token(around: last)), in: text)]
    }

    /// One odd curly quote and one odd straight quote are one pair written with two marks (`„NAME"`): one issue, at
    /// the first of the two, rather than one unclosed quote of each kind.
    private static func mixedPair(_ curly: [ValidatorIssue], _ straight: [ValidatorIssue], in text: ProseText) -> [ValidatorIssue]? {
        guard let a = curly.first, let b = straight.first else { return nil }
        let (first, second) = a.offset < b.offset ? (a, b) : (b, a)
        return [issue(.unbalanced, "a quote opened with `\(text[first.offset])` is closed with `\(text[second.offset])`", at: first.offset,
                      evidence: text.string(first.offset..<(second.offset + 1)), in: text)]
    }

    private static func issue(_ kind: ValidatorIssue.Kind, _ message: String, at index: Int, evidence: String,
                              in text: ProseText) -> ValidatorIssue {
        ValidatorIssue(kind: kind, message: message, offset: index, position: text.position(at: index), evidence: evidence)
    }
}
