import LocDocModel

/// DocFX's triple-colon directives that point at a file: `:::image type="content" source="media/x.png"
/// alt-text="…":::` (an image) and `:::code language="swift" source="~/samples/x.swift" range="2-24":::` (a code
/// sample pulled in from a file). To cmark-gfm each is a paragraph of text; to the reader, an image or code from
/// elsewhere. The `source` is read as a link (an image link for `:::image`), so the copies' targets are compared like
/// any other link's, and an image's `alt-text` as the link's text. Attributes are the `name="value"` pairs DocFX
/// documents, read from the paragraph's source lines.
enum SourceDirective {
    struct Found {
        var source: String
        /// `:::image`'s `alt-text`; empty for `:::code`.
        var altText: String
        var isImage: Bool
        /// Where the source's value starts (after its opening quote).
        var position: SourcePosition
    }

    private static let image = Array(":::image".utf8)
    private static let code = Array(":::code".utf8)

    /// The directive a paragraph holds, when its first line opens with `:::image` or `:::code`.
    static func directive(inParagraphFrom startLine: Int, to endLine: Int, startColumn: Int, source text: SourceText) -> Found? {
        // Most paragraphs are out at their first byte.
        guard text.byte(line: startLine, byteColumn: startColumn) == UInt8(ascii: ":") else { return nil }
        let isImage = text.has(image, line: startLine, atByteColumn: startColumn)
        guard isImage || text.has(code, line: startLine, atByteColumn: startColumn) else { return nil }
        let nameEnd = startColumn + (isImage ? image.count : code.count)
        guard text.byte(line: startLine, byteColumn: nameEnd).map({ $0 == 0x20 || $0 == 0x09 }) == true else { return nil }
        var found: (value: String, line: Int, column: Int)?
        var altText = ""
        for line in startLine...max(startLine, endLine) {
            let from = line == startLine ? nameEnd : 1
            if found == nil, let value = attribute("source", line: line, from: from, in: text) { found = value }
            if isImage, let alt = attribute("alt-text", line: line, from: from, in: text) { altText = alt.value }
        }
        guard let found, !found.value.isEmpty else { return nil }
        return Found(source: found.value, altText: altText, isImage: isImage, position: text.position(line: found.line, byteColumn: found.column))
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
