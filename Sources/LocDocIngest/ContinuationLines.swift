/// cmark-gfm places the inlines of a paragraph's continuation lines as if each line's text began at the
/// paragraph's own column. The blanks it strips from a line's start (`   second`, `>   quoted`) and a lazy line's
/// missing indentation (`})` under a list item's paragraph) are not counted, so every inline on such a line is off
/// by the same number of columns.
///
/// For each continuation line, where its text really begins is looked for: the first non-blank byte from the
/// paragraph's column; from the line's start (a lazy line); or after block-quote markers (a lazy line in a quote).
/// A place is taken only where every inline on the line whose text can be checked then sits on its own source form
/// (checked byte by byte; on a line of containers only, the first one's marker); cmark-gfm's own place is tried
/// first. Nothing is guessed where the bytes disagree. Lines after a backslash hard break are first renumbered
/// (`HardBreakLines`). Not corrected: the end of a node on a line where no node starts (a code span or tag that goes
/// on past a line break).
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
    /// confirmed). cmark-gfm's first node on the line marks where it put the line's text (usually the paragraph's
    /// column; on a lazy line, that plus the blanks no container took).
    private static func shift(line: Int, nodes: [Int], blockColumn: Int, in tree: MarkdownTree, source: SourceText) -> Int {
        guard let first = nodes.first else { return 0 }
        // The nodes that decide are those whose text can be checked, all of them (one space or one letter matches by
        // chance); only where there are none, the first container, by its marker byte. An empty text (left where the
        // autolink extension split one) says nothing. (Autolinks are on cmark-gfm's grid already: `AutolinkPositions`.)
        let leaves = nodes.filter { [.text, .code, .htmlInline].contains(tree[$0].kind) && !tree.literal($0).isEmpty }
        let container = nodes.first { [.emphasis, .strong, .strikethrough, .link, .image].contains(tree[$0].kind) }
        let deciding = leaves.isEmpty ? container.map { [$0] } ?? [] : leaves
        guard !deciding.isEmpty else { return 0 }
        var starts: [Int] = []
        for from in [blockColumn, 1] {
            if let column = firstNonBlank(line: line, from: from, skippingQuotes: false, in: source) { starts.append(column) }
        }
        if let column = firstNonBlank(line: line, from: 1, skippingQuotes: true, in: source) { starts.append(column) }
        // Where cmark-gfm put the line's text: at the paragraph's column, or (a lazy line) where its first node is.
        // Each candidate start then moves every column on the line by the same amount; the nodes must sit on themselves.
        for placed in [blockColumn] + placedColumns(first, tree) {
            for start in [placed] + starts {
                let shift = start - placed
                if deciding.allSatisfy({ sitsOnItsSource($0, at: tree[$0].startColumn + shift, in: tree, source: source) }) { return shift }
            }
        }
        return 0
    }

    /// Where cmark-gfm's columns may put a node's first byte: a code span is placed at its content or at the one space
    /// it strips, after one to three backticks (more, on a line of their own, are not tried).
    private static func placedColumns(_ index: Int, _ tree: MarkdownTree) -> [Int] {
        let start = tree[index].startColumn
        return tree[index].kind == .code ? [start - 1, start - 2, start - 3] : [start]
    }

    /// Whether the source at `column` of the node's line is the node as written. cmark-gfm puts a code span at its
    /// content, after the backticks (or at the space it strips before it).
    private static func sitsOnItsSource(_ index: Int, at column: Int, in tree: MarkdownTree, source: SourceText) -> Bool {
        let line = tree[index].startLine
        func byte(_ at: Int) -> UInt8? { source.byte(line: line, byteColumn: at) }
        let backtick = UInt8(ascii: "`")
        // Up to the end of the literal's first line (an HTML tag may go on to the next).
        let literal = Array(tree.literal(index).utf8.prefix { $0 != 0x0A && $0 != 0x0D })
        // Byte by byte, up to 16 bytes; where the source has `&` or `\`, an entity or escape writes what follows
        // (`&copy;` for `©`, `&amp;` for `&`), and what matched before it decides.
        func literalSits(at column: Int) -> Bool {
            guard !literal.isEmpty else { return false }
            for (offset, wanted) in literal.prefix(16).enumerated() {
                // A code span may go on to the next line: its literal has a space where the line ends.
                guard let found = byte(column + offset) else { return offset > 0 && wanted == UInt8(ascii: " ") && tree[index].kind == .code }
                if found == UInt8(ascii: "&") || found == UInt8(ascii: "\\") { return true }
                if found != wanted { return false }
            }
            return true
        }
        switch tree[index].kind {
        // A text starting with an escaped character starts at its backslash (`\*esc` also holds `*esc` a column on).
        case .text: return literalSits(at: column) && byte(column - 1) != UInt8(ascii: "\\")
        case .code:
            // At the content, after a backtick; or at the one space before it that the span strips (`` `` c `` ``).
            if byte(column - 1) == backtick, literalSits(at: column) { return true }
            return byte(column) == UInt8(ascii: " ") && byte(column - 1) == backtick && literalSits(at: column + 1)
        case .htmlInline: return !literal.isEmpty && source.has(Array(literal.prefix(16)), line: line, atByteColumn: column)
        case .emphasis, .strong: return byte(column) == UInt8(ascii: "*") || byte(column) == UInt8(ascii: "_")
        case .strikethrough: return byte(column) == UInt8(ascii: "~")
        case .link: return byte(column) == UInt8(ascii: "[") || byte(column) == UInt8(ascii: "<")
        case .image: return byte(column) == UInt8(ascii: "!")
        default: return false
        }
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
