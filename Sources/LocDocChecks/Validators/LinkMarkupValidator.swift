import LocDocModel

/// A link whose Markdown no longer renders: the reader sees `[portal Azure] (https://portal.azure.com)`.
///
/// Rule: in the text (not code), a bracketed label followed, after white space or with full-width brackets or
/// parentheses (`［…］`, `（…）`, which CJK translation substitutes), by a parenthesised target: no white space in it,
/// and a target's shape (`://`, a `/`, a `#` first, or a `.md` page, with or without `#anchor`). `[optional] (see below)` and `[1] (2020)` are prose. The
/// text is what the reader sees, so an autolinked URL inside the parentheses counts as the target.
///
/// Two more shapes show as text: a reference link whose label has no definition (`[MSALError.h][msalhiba]`, where
/// the page defines `[msalerror]:`), which a word right before the bracket (`array[0][1]`) is not; and an autolink
/// with a space inside (`<xref:MSAL. MSALPublicClientApplication>`, `<https://example. com>`).
public enum LinkMarkupValidator {
    private static let candidates = ScalarSet(["]", "\u{FF3D}", ">"])

    public static func validate(_ inlines: [Inline]) -> [ValidatorIssue] { validate(ProseText(inlines)) }

    public static func validate(_ text: ProseText) -> [ValidatorIssue] {
        guard !text.textScalars(in: candidates).isEmpty else { return [] }
        var issues: [ValidatorIssue] = []
        for close in 0..<text.count where text.isText(close) && text[close] == ">" {
            if let issue = brokenAutolink(closingAt: close, in: text) { issues.append(issue) }
        }
        for close in 0..<text.count where text.isText(close) && (text[close] == "]" || text[close] == "\u{FF3D}") {
            guard let open = opening(before: close, in: text) else { continue }
            guard let target = target(after: close, in: text) else {
                if let issue = unresolvedReference(open: open, close: close, in: text) { issues.append(issue) }
                continue
            }
            // Rendered markup needs `](` with nothing between and both ASCII: anything else is shown as text.
            let parenthesis = target.lowerBound - 1
            let rendered = parenthesis == close + 1 && text[close] == "]" && text[open] == "[" && text[parenthesis] == "("
            guard !rendered else { continue }
            issues.append(ValidatorIssue(kind: .literalLink, message: "link markup shows as text: the link did not render",
                                         offset: open, position: text.position(at: open),
                                         evidence: text.string(open..<(target.upperBound + 1))))
        }
        return issues.sorted { $0.offset < $1.offset }
    }

    /// `[text][label]` left as text: cmark-gfm found no `[label]:` definition.
    private static func unresolvedReference(open: Int, close: Int, in text: ProseText) -> ValidatorIssue? {
        guard text[open] == "[", text[close] == "]", close + 1 < text.count, text.isText(close + 1), text[close + 1] == "[",
              text.scalar(at: open - 1).map({ ScalarClass.isWordScalar($0) || ScalarClass.isDigit($0) }) != true else { return nil }
        var end = close + 2
        while end < text.count, text.isText(end), text[end] != "]", text[end] != "[" { end += 1 }
        guard end < text.count, text.isText(end), text[end] == "]", end > close + 2 else { return nil }
        let label = text.string(close + 2..<end)
        return ValidatorIssue(kind: .literalLink, message: "reference link shows as text: the page defines no `[\(label)]:`",
                              offset: open, position: text.position(at: open), evidence: text.string(open..<(end + 1)))
    }

    /// `<scheme:…>` with white space inside, left as text: an autolink allows none.
    private static func brokenAutolink(closingAt close: Int, in text: ProseText) -> ValidatorIssue? {
        var open = close - 1
        while open >= 0, text.isText(open), text[open] != "<", text[open] != ">" { open -= 1 }
        guard open >= 0, text.isText(open), text[open] == "<" else { return nil }
        var colon = open + 1
        while colon < close, ScalarClass.isASCIILetter(text[colon]) || ScalarClass.isASCIIDigit(text[colon])
                || "+.-".unicodeScalars.contains(text[colon]) { colon += 1 }
        guard colon < close, text[colon] == ":", (2...32).contains(colon - open - 1), ScalarClass.isASCIILetter(text[open + 1]),
              (colon + 1..<close).contains(where: { ScalarClass.isWhitespace(text[$0]) }) else { return nil }
        return ValidatorIssue(kind: .literalLink, message: "autolink shows as text: it has a space inside",
                              offset: open, position: text.position(at: open), evidence: text.string(open..<(close + 1)))
    }

    /// The `[` (or `［`) that opens the label closed at `close`, on text scalars, with a label between them.
    private static func opening(before close: Int, in text: ProseText) -> Int? {
        var index = close - 1
        while index >= 0, text.isText(index) {
            switch text[index] {
            case "[", "\u{FF3B}": return index < close - 1 ? index : nil
            case "]", "\u{FF3D}": return nil
            default: index -= 1
            }
        }
        return nil
    }

    /// The target's scalars (inside the parentheses) after the label that ends at `close`: white space (text only)
    /// may come between; the target has none, and looks like a URL or a path.
    private static func target(after close: Int, in text: ProseText) -> Range<Int>? {
        var index = close + 1
        while index < text.count, text.isText(index), ScalarClass.isWhitespace(text[index]) { index += 1 }
        guard index < text.count, text[index] == "(" || text[index] == "\u{FF08}", text.isProse(index) else { return nil }
        let start = index + 1
        var end = start
        while end < text.count, text.isProse(end), text[end] != ")", text[end] != "\u{FF09}" {
            if ScalarClass.isWhitespace(text[end]) { return nil }
            end += 1
        }
        guard end < text.count, end > start, text.isProse(end) else { return nil }
        guard Link.hasTargetShape(text.string(start..<end)) else { return nil }
        return start..<end
    }
}
