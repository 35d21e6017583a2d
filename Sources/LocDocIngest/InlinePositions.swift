/// Makes inline positions exact where cmark-gfm leaves them approximate (and, first, `ContinuationLines` puts the
/// inlines of a paragraph's continuation lines where the lines' text begins):
/// - nodes the autolink extension creates have no position (line 0): they are found on the source line, after
///   the previous node, by their exact text;
/// - (autolinks that cmark-gfm places off its grid are put back on it first, by `AutolinkPositions`;)
/// - the text node an autolink was split from keeps its old end: ends are clamped to the next node's start;
/// - a code span's position covers its content only: it is widened to its backticks.
/// Every adjustment is checked against the source bytes; nothing is guessed from rendered text.
enum InlinePositions {
    /// Resolves the positions of the inline children of `parent`, in place.
    static func resolve(childrenOf parent: Int, startLine: Int, startColumn: Int, in tree: inout MarkdownTree, source: SourceText) {
        var cursorLine = startLine, cursorColumn = startColumn
        // Where a node that cannot be found by its text goes: just after the node before it, when that one's end is
        // known (a link, code span or emphasis; a text's end may be the one of the text it was split from).
        var afterPrevious = startColumn
        // Children by index rather than through `children(of:)`, whose iterator would hold the node array and make
        // every change to it a copy.
        var next = parent + 1
        while next < tree[parent].end {
            let index = next
            next = tree[index].end
            switch tree[index].kind {
            case .softBreak, .lineBreak:
                cursorLine += 1
                cursorColumn = 1
                afterPrevious = 1
                continue
            default:
                break
            }
            if !tree[index].hasPosition {
                locate(index, line: cursorLine, fromByteColumn: cursorColumn, otherwise: afterPrevious, in: &tree, source: source)
            }
            if tree[index].kind == .code { widenToBackticks(&tree[index], in: source) }
            let node = tree[index]
            if tree.hasChildren(index) {
                resolve(childrenOf: index, startLine: node.startLine, startColumn: node.startColumn, in: &tree, source: source)
            }
            // An empty text (what the autolink extension leaves of the text it split a link from) keeps the position
            // of that text, which on a lazy line is not even on the line's own columns: it does not move the cursor.
            if node.kind == .text, tree.literal(index).isEmpty { continue }
            cursorLine = node.startLine
            // A text node moves the cursor past its literal; any other node past its first byte.
            cursorColumn = node.startColumn + (node.kind == .text ? tree.literal(index).utf8.count : 1)
            afterPrevious = node.kind != .text && node.endLine == node.startLine ? node.endColumn + 1 : cursorColumn
        }
        clampEnds(childrenOf: parent, in: &tree)
    }

    private static func locate(_ index: Int, line: Int, fromByteColumn: Int, otherwise: Int, in tree: inout MarkdownTree, source: SourceText) {
        let needle: String
        switch tree[index].kind {
        case .link, .image:
            let text = tree.children(of: index).map { tree.literal($0) }.joined()
            needle = text.isEmpty ? tree.detail(index) : text
        default:
            needle = tree.literal(index)
        }
        // Not after the cursor (which a lazy line's misplaced first node can put past it): from the line's start.
        // Not at all (a text with an entity or escape): after the node before it.
        let bytes = Array(needle.utf8)
        let column = source.find(bytes, line: line, fromByteColumn: fromByteColumn)
            ?? source.find(bytes, line: line, fromByteColumn: 1) ?? otherwise
        tree[index].startLine = line
        tree[index].startColumn = column
        tree[index].endLine = line
        tree[index].endColumn = column + max(needle.utf8.count, 1) - 1
    }

    private static func widenToBackticks(_ node: inout MarkdownTree.Node, in source: SourceText) {
        let backtick = UInt8(ascii: "`"), space = UInt8(ascii: " ")
        var start = node.startColumn - 1
        if source.byte(line: node.startLine, byteColumn: start) == space,
           source.byte(line: node.startLine, byteColumn: start - 1) == backtick { start -= 1 }
        var opened = 0
        while source.byte(line: node.startLine, byteColumn: start) == backtick { start -= 1; opened += 1 }
        var end = node.endColumn + 1
        if source.byte(line: node.endLine, byteColumn: end) == space,
           source.byte(line: node.endLine, byteColumn: end + 1) == backtick { end += 1 }
        var closed = 0
        while closed < opened, source.byte(line: node.endLine, byteColumn: end) == backtick { end += 1; closed += 1 }
        guard opened > 0, closed == opened else { return }
        node.startColumn = start + 1
        node.endColumn = end - 1
    }

    private static func clampEnds(childrenOf parent: Int, in tree: inout MarkdownTree) {
        var index = parent + 1
        while index < tree[parent].end, tree[index].end < tree[parent].end {
            defer { index = tree[index].end }
            let following = tree[tree[index].end]
            // An empty text (what the autolink extension leaves after a link it split off) takes no room.
            guard tree[index].hasPosition, following.hasPosition, tree[index].endLine == following.startLine,
                  following.kind != .text || !tree.literal(tree[index].end).isEmpty,
                  tree[index].endColumn >= following.startColumn else { continue }
            tree[index].endColumn = max(tree[index].startColumn, following.startColumn - 1)
        }
    }
}

extension InlinePositions {
    /// Resolves every inline run of the tree in place, once per file before the extractors run.
    static func resolveTree(_ tree: inout MarkdownTree, source: SourceText) {
        // Inline runs do not nest in blocks' runs: a block whose first child is inline holds only inlines, and
        // `resolve` goes down through them itself; so the blocks are found in one pass, skipping each run.
        var index = MarkdownTree.root
        while index < tree.nodes.count {
            if let first = tree.firstChild(of: index), tree[first].isInline {
                let node = tree[index]
                AutolinkPositions.normalize(inlinesOf: index, in: &tree)
                HardBreakLines.renumber(inlinesOf: index, in: &tree, source: source)
                ContinuationLines.align(inlinesOf: index, in: &tree, source: source)
                resolve(childrenOf: index, startLine: node.startLine, startColumn: node.startColumn, in: &tree, source: source)
                index = node.end
            } else {
                index += 1
            }
        }
    }
}
