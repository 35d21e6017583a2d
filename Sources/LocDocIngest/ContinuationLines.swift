/// cmark-gfm places the inlines of a paragraph's continuation lines as if each line's text began at the
/// paragraph's own column. The blanks it strips from a line's start (`   second`, `>   quoted`) and a lazy line's
/// missing indentation (`})` under a list item's paragraph) are not counted, so every inline on such a line is off
/// by the same number of columns.
///
/// For each continuation line, where its text really begins is looked for: the first non-blank byte from the
/// paragraph's column; from the line's start (a lazy line); or after block-quote markers (a lazy line in a quote).
/// A place is taken only where an inline on the line then sits on its own source form (its text, or the marker it
/// starts with), checked byte by byte; cmark-gfm's own place is tried first. Nothing is guessed where the bytes
/// disagree.
enum ContinuationLines {
    static func align(inlinesOf block: Int, in tree: inout MarkdownTree, source: SourceText) {
        let firstLine = tree[block].startLine, blockColumn = tree[block].startColumn, end = tree[block].end
        // Per continuation line, its nodes in preorder (so a container comes before its children).
        var byLine: [Int: [Int]] = [:]
        for index in (block + 1)..<end where tree[index].hasPosition && tree[index].startLine > firstLine {
            byLine[tree[index].startLine, default: []].append(index)
        }
        guard !byLine.isEmpty else { return }
        var shifts: [Int: Int] = [:]
        for (line, nodes) in byLine {
            let shift = Self.shift(line: line, nodes: nodes, blockColumn: blockColumn, in: tree, source: source)
            if shift != 0 { shifts[line] = shift }
        }
        guard !shifts.isEmpty else { return }
        for index in (block + 1)..<end where tree[index].hasPosition {
            tree[index].startColumn += shifts[tree[index].startLine] ?? 0
            tree[index].endColumn += shifts[tree[index].endLine] ?? 0
        }
    }

    /// How far cmark-gfm's columns on `line` are from the source (0 when they are right, or when no place is
    /// confirmed). cmark-gfm counts the line's text from `blockColumn`.
    private static func shift(line: Int, nodes: [Int], blockColumn: Int, in tree: MarkdownTree, source: SourceText) -> Int {
        // The first node whose source form can be checked decides: an empty text (left where the autolink
        // extension split one) or a node of another kind says nothing.
        guard let node = nodes.first(where: { checkable($0, in: tree) }) else { return 0 }
        var starts = [blockColumn]
        for from in [blockColumn, 1] {
            if let column = firstNonBlank(line: line, from: from, skippingQuotes: false, in: source) { starts.append(column) }
        }
        if let column = firstNonBlank(line: line, from: 1, skippingQuotes: true, in: source) { starts.append(column) }
        // Each candidate start moves every column on the line by the same amount; the node must then sit on itself.
        for start in starts {
            let shift = start - blockColumn
            if sitsOnItsSource(node, at: tree[node].startColumn + shift, in: tree, source: source) { return shift }
        }
        return 0
    }

    private static func checkable(_ index: Int, in tree: MarkdownTree) -> Bool {
        switch tree[index].kind {
        case .text, .code, .htmlInline: !tree.literal(index).isEmpty
        case .emphasis, .strong, .strikethrough, .link, .image: true
        default: false
        }
    }

    /// Whether the source at `column` of the node's line is the node as written. cmark-gfm puts a code span at its
    /// content, after the backticks (or at the space it strips before it); a text or code literal is compared up to
    /// its first ASCII punctuation, which an escape or entity may have written otherwise (then its first byte may be
    /// that `\` or `&`).
    private static func sitsOnItsSource(_ index: Int, at column: Int, in tree: MarkdownTree, source: SourceText) -> Bool {
        let line = tree[index].startLine
        func byte(_ at: Int) -> UInt8? { source.byte(line: line, byteColumn: at) }
        let backtick = UInt8(ascii: "`")
        let literal = Array(tree.literal(index).utf8)
        func literalSits(at column: Int) -> Bool {
            let plain = literal.prefix { !isASCIIPunctuation($0) }.prefix(16)
            if plain.isEmpty {
                guard let first = literal.first, let found = byte(column) else { return false }
                return found == first || found == UInt8(ascii: "\\") || found == UInt8(ascii: "&")
            }
            return source.has(Array(plain), line: line, atByteColumn: column)
        }
        switch tree[index].kind {
        case .text: return literalSits(at: column)
        case .code:
            // At the content or at the one space before it that the span strips (`` `` c `` ``).
            return [column, column + 1].contains { at in
                (byte(at - 1) == backtick || (byte(at - 1) == UInt8(ascii: " ") && byte(at - 2) == backtick)) && literalSits(at: at)
            }
        case .htmlInline: return source.has(Array(tree.literal(index).utf8.prefix(16)), line: line, atByteColumn: column)
        case .emphasis, .strong: return byte(column) == UInt8(ascii: "*") || byte(column) == UInt8(ascii: "_")
        case .strikethrough: return byte(column) == UInt8(ascii: "~")
        case .link: return byte(column) == UInt8(ascii: "[") || byte(column) == UInt8(ascii: "<")
        case .image: return byte(column) == UInt8(ascii: "!")
        default: return false
        }
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }

    /// The first byte from `column` on that is not a space or tab (nor, when `skippingQuotes`, a `>`).
    private static func firstNonBlank(line: Int, from column: Int, skippingQuotes: Bool, in source: SourceText) -> Int? {
        var column = max(column, 1)
        while let byte = source.byte(line: line, byteColumn: column) {
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), !(skippingQuotes && byte == UInt8(ascii: ">")) { return column }
            column += 1
        }
        return nil
    }
}
