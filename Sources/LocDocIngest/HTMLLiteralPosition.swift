import LocDocModel

extension MarkdownTree.Node {
    /// Where a byte offset into a raw HTML node's literal lies in the file. On the node's first line, the column is
    /// cmark's; on a later line of a block, the literal has lost what containers took from the line (a list item's
    /// indentation, `> `), so the tag is found by its bytes (up to its `>` or the line's end), at or after its column
    /// in the literal's line.
    func position(ofLiteralOffset offset: Int, in literal: String, source: SourceText) -> SourcePosition {
        let prefix = Array(literal.utf8.prefix(offset))
        let breaks = LineBreak.breaks(in: prefix)
        guard let lastLineStart = breaks.lastLineStart else { return source.position(line: startLine, byteColumn: startColumn + offset) }
        let line = startLine + breaks.count, naive = prefix.count - lastLineStart + 1
        let tag = Array(literal.utf8.dropFirst(offset).prefix { $0 != UInt8(ascii: ">") && $0 != 0x0A && $0 != 0x0D })
        return source.position(line: line, byteColumn: source.find(tag, line: line, fromByteColumn: naive) ?? naive)
    }
}
