/// cmark-gfm places the inlines of a paragraph's continuation lines as if each line's text began at the
/// paragraph's own column. The whitespace it strips from a line's start (`   second`, `>   quoted`) and a lazy
/// line's missing indentation (`})` under a list item's paragraph) are not counted, so every inline on such a line
/// is off by the same number of columns.
///
/// For each continuation line, the first inline on it is looked for where the line's text really begins, the
/// first non-blank byte from the paragraph's column or, for a lazy line, from the line's start, and accepted only
/// where the source has the byte that inline starts with (a code span's backtick, a link's `[`, a text's first
/// byte). Every inline on that line then moves by the same amount. Nothing is guessed where the bytes disagree.
enum ContinuationLines {
    static func align(inlinesOf block: Int, in tree: inout MarkdownTree, source: SourceText) {
        let firstLine = tree[block].startLine, blockColumn = tree[block].startColumn, end = tree[block].end
        // The nodes are in preorder, so the first positioned node on a line is the first one met.
        var shifts: [Int: Int] = [:]
        var moved = false
        for index in (block + 1)..<end {
            let node = tree[index]
            guard node.hasPosition, node.startLine > firstLine, shifts[node.startLine] == nil else { continue }
            let shift = Self.shift(of: index, in: tree, blockColumn: blockColumn, source: source)
            shifts[node.startLine] = shift
            moved = moved || shift != 0
        }
        guard moved else { return }
        for index in (block + 1)..<end where tree[index].hasPosition {
            tree[index].startColumn += shifts[tree[index].startLine] ?? 0
            tree[index].endColumn += shifts[tree[index].endLine] ?? 0
        }
    }

    /// How far the first inline of a continuation line is from where cmark-gfm put it (0 when it is there, or
    /// when the source does not confirm another place).
    private static func shift(of index: Int, in tree: MarkdownTree, blockColumn: Int, source: SourceText) -> Int {
        let node = tree[index]
        let starts = firstBytes(of: index, in: tree)
        guard !starts.isEmpty else { return 0 }
        if let byte = source.byte(line: node.startLine, byteColumn: node.startColumn), starts.contains(byte) { return 0 }
        for from in [blockColumn, 1] {
            if let column = firstNonBlank(line: node.startLine, from: from, in: source),
               let byte = source.byte(line: node.startLine, byteColumn: column), starts.contains(byte) {
                return column - node.startColumn
            }
        }
        return 0
    }

    /// The bytes the source form of an inline can start with.
    private static func firstBytes(of index: Int, in tree: MarkdownTree) -> [UInt8] {
        switch tree[index].kind {
        // A text's first character, or the backslash or ampersand of an escape or entity that reads as it.
        case .text: tree.literal(index).utf8.first.map { [$0, UInt8(ascii: "\\"), UInt8(ascii: "&")] } ?? []
        case .code: [UInt8(ascii: "`")]
        case .emphasis, .strong: [UInt8(ascii: "*"), UInt8(ascii: "_")]
        case .strikethrough: [UInt8(ascii: "~")]
        case .link: [UInt8(ascii: "["), UInt8(ascii: "<")]
        case .image: [UInt8(ascii: "!")]
        case .htmlInline: [UInt8(ascii: "<")]
        default: []
        }
    }

    private static func firstNonBlank(line: Int, from column: Int, in source: SourceText) -> Int? {
        var column = max(column, 1)
        while let byte = source.byte(line: line, byteColumn: column) {
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { return column }
            column += 1
        }
        return nil
    }
}
