import LocDocModel

/// A heading's trailing attribute block, as Markdig's generic attributes write it (DocFX, and Adobe Experience League
/// pages on every heading): `## Download the SDK {#section_99FE1A17}`.
///
/// The block is markup, not text: it is taken off the heading's last text, and its `#id` is the heading's anchor,
/// which a translation keeps while the heading's words change. Only a block whose every part is an attribute counts
/// (`#id`, `.class`, `key=value`), so a heading that ends in a code-like `{x}` keeps it.
enum HeadingAttributes {
    /// The heading's text without the block (nil when the literal does not end in one), and the block's id.
    static func split(_ literal: String) -> (text: Substring, id: String?)? {
        let scalars = literal.unicodeScalars
        let end = blanksBefore(scalars.endIndex, in: scalars)
        guard end > scalars.startIndex, scalars[scalars.index(before: end)] == "}",
              let open = scalars[..<end].lastIndex(of: "{") else { return nil }
        let inner = String(scalars[scalars.index(after: open)..<scalars.index(before: end)])
        let parts = inner.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !parts.isEmpty, parts.allSatisfy(isAttribute) else { return nil }
        let id = parts.last { $0.hasPrefix("#") }.map { String($0.dropFirst()) }
        return (Substring(scalars[..<blanksBefore(open, in: scalars)]), id)
    }

    /// Where the run of spaces and tabs that ends at `end` starts.
    private static func blanksBefore(_ end: String.UnicodeScalarView.Index, in scalars: String.UnicodeScalarView) -> String.UnicodeScalarView.Index {
        var start = end
        while start > scalars.startIndex, scalars[scalars.index(before: start)] == " " || scalars[scalars.index(before: start)] == "\t" {
            start = scalars.index(before: start)
        }
        return start
    }

    /// `#id`, `.class` or `key=value` (the value unquoted or in quotes, without spaces).
    private static func isAttribute(_ part: Substring) -> Bool {
        if part.first == "#" || part.first == "." {
            let name = part.dropFirst()
            return !name.isEmpty && name.allSatisfy(isNameCharacter)
        }
        guard let equals = part.firstIndex(of: "="), equals > part.startIndex, part.index(after: equals) < part.endIndex else { return false }
        let key = part[..<equals]
        return key.first!.isASCII && key.first!.isLetter && key.allSatisfy(isNameCharacter)
    }

    /// A character of an id, class or key: an ASCII letter or digit, `-`, `_`, `:` or `.`.
    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "-_:.".contains(character))
    }

    /// Takes the block off the end of a heading's inlines: the last inline, when it is text ending in a block, loses
    /// the block (and the white space before it), or is dropped when nothing else is left. Returns the block's id.
    static func strip(_ inlines: inout [Inline]) -> String? {
        guard let last = inlines.last, last.kind == .text, let (text, id) = split(last.literal) else { return nil }
        if text.isEmpty {
            inlines.removeLast()
        } else {
            let removed = last.literal.unicodeScalars.count - text.unicodeScalars.count
            var kept = last
            kept.literal = String(text)
            if let range = last.range {
                kept.range = SourceRange(start: range.start, end: SourcePosition(line: range.end.line, column: range.end.column - removed))
            }
            inlines[inlines.count - 1] = kept
        }
        return id
    }
}
