import LocDocModel

/// DocFX's image directive, `:::image type="content" source="media/x.png" alt-text="…":::`: a paragraph of text to
/// cmark-gfm, an image to the reader. Its `source` is read as an image link (so the copies' targets are compared
/// like any other image's), its `alt-text` as the link's text; the directive's attributes are the ones DocFX
/// documents, read as `name="value"` pairs from the paragraph's source lines.
enum ImageDirective {
    struct Found {
        var source: String
        var altText: String
        /// Where the source's value starts (after its opening quote).
        var position: SourcePosition
    }

    private static let opening = Array(":::image".utf8)

    /// The directive a paragraph holds, when its first line opens with `:::image`.
    static func image(inParagraphFrom startLine: Int, to endLine: Int, startColumn: Int, source text: SourceText) -> Found? {
        // Most paragraphs are out at their first byte.
        guard text.byte(line: startLine, byteColumn: startColumn) == UInt8(ascii: ":"),
              text.has(opening, line: startLine, atByteColumn: startColumn),
              text.byte(line: startLine, byteColumn: startColumn + 8).map({ $0 == 0x20 || $0 == 0x09 }) == true else { return nil }
        var found: (value: String, line: Int, column: Int)?
        var altText = ""
        for line in startLine...max(startLine, endLine) {
            let from = line == startLine ? startColumn + 8 : 1
            if found == nil, let value = attribute("source", line: line, from: from, in: text) { found = value }
            if let alt = attribute("alt-text", line: line, from: from, in: text) { altText = alt.value }
        }
        guard let found, !found.value.isEmpty else { return nil }
        return Found(source: found.value, altText: altText, position: text.position(line: found.line, byteColumn: found.column))
    }

    /// `name="value"` on a line, preceded by white space: the value and the byte column where it starts.
    private static func attribute(_ name: String, line: Int, from column: Int, in text: SourceText) -> (value: String, line: Int, column: Int)? {
        let needle = Array((name + "=\"").utf8)
        var search = column
        while let at = text.find(needle, line: line, fromByteColumn: search) {
            search = at + 1
            guard let before = text.byte(line: line, byteColumn: at - 1), before == 0x20 || before == 0x09 else { continue }
            let start = at + needle.count
            guard let close = text.find([UInt8(ascii: "\"")], line: line, fromByteColumn: start) else { return nil }
            return (text.text(line: line, fromByteColumn: start, toByteColumn: close), line, start)
        }
        return nil
    }
}
