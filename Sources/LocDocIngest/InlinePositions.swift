/// Makes inline positions exact where cmark-gfm leaves them approximate:
/// - nodes the autolink extension creates have no position (line 0): they are found on the source line, after
///   the previous node, by their exact text;
/// - the text node an autolink was split from keeps its old end: ends are clamped to the next node's start;
/// - a code span's position covers its content only: it is widened to its backticks.
/// Every adjustment is checked against the source bytes; nothing is guessed from rendered text.
enum InlinePositions {
    /// Resolves the positions of a run of sibling inline nodes, in place.
    static func resolve(_ nodes: [MarkdownNode], startLine: Int, startColumn: Int, in source: SourceText) {
        var cursorLine = startLine, cursorColumn = startColumn
        for node in nodes {
            switch node.kind {
            case .softBreak, .lineBreak:
                cursorLine += 1
                cursorColumn = 1
                continue
            default:
                break
            }
            if !node.hasPosition {
                locate(node, line: cursorLine, fromByteColumn: cursorColumn, in: source)
            }
            if node.kind == .code { widenToBackticks(node, in: source) }
            if !node.children.isEmpty {
                resolve(node.children, startLine: node.startLine, startColumn: node.startColumn, in: source)
            }
            cursorLine = node.startLine
            cursorColumn = node.startColumn + max(1, node.kind == .text ? node.literal.utf8.count : 1)
        }
        clampEnds(nodes)
    }

    private static func locate(_ node: MarkdownNode, line: Int, fromByteColumn: Int, in source: SourceText) {
        let needle: String
        switch node.kind {
        case .link(let destination, _), .image(let destination, _):
            let text = node.children.map(\.literal).joined()
            needle = text.isEmpty ? destination : text
        default:
            needle = node.literal
        }
        let column = source.find(Array(needle.utf8), line: line, fromByteColumn: fromByteColumn) ?? fromByteColumn
        node.startLine = line
        node.startColumn = column
        node.endLine = line
        node.endColumn = column + max(needle.utf8.count, 1) - 1
    }

    private static func widenToBackticks(_ node: MarkdownNode, in source: SourceText) {
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

    private static func clampEnds(_ nodes: [MarkdownNode]) {
        guard nodes.count > 1 else { return }
        for index in 0..<(nodes.count - 1) {
            let next = nodes[index + 1]
            guard nodes[index].hasPosition, next.hasPosition, nodes[index].endLine == next.startLine,
                  nodes[index].endColumn >= next.startColumn else { continue }
            nodes[index].endColumn = max(nodes[index].startColumn, next.startColumn - 1)
        }
    }
}

extension InlinePositions {
    /// Resolves every inline run of the tree in place, once per file before the extractors run.
    static func resolveTree(_ node: MarkdownNode, in source: SourceText) -> MarkdownNode {
        if node.children.first?.isInline == true {
            resolve(node.children, startLine: node.startLine, startColumn: node.startColumn, in: source)
        } else {
            for child in node.children { _ = resolveTree(child, in: source) }
        }
        return node
    }
}
