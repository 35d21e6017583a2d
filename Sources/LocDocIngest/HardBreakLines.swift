/// cmark-gfm 0.29 does not count the line break of a backslash hard break (`text\` at a line's end): every inline
/// after one, to the end of its paragraph, is numbered a line too low, and the first on the next line gets a column
/// counted on from the line before. This renumbers them: a node's start moves down by the backslash breaks before
/// it, its end by those before its end (a break inside emphasis moves the emphasis's end, not its start). The
/// columns on those lines are then set by `ContinuationLines`, like any continuation line's.
///
/// A hard break is a backslash break when the source line it ends (counted correctly) ends with `\`; a break of two
/// spaces is counted by cmark-gfm and left as it is.
enum HardBreakLines {
    static func renumber(inlinesOf block: Int, in tree: inout MarkdownTree, source: SourceText) {
        let end = tree[block].end
        var breaks: [Int] = []   // preorder indices of backslash breaks
        var lastLine = tree[block].startLine
        for index in (block + 1)..<end {
            let node = tree[index]
            if node.hasPosition {
                lastLine = node.endLine
                continue
            }
            guard node.kind == .lineBreak else { continue }
            let line = source.lineBytes(lastLine + breaks.count)
            if !line.isEmpty, source.bytes[line.upperBound - 1] == UInt8(ascii: "\\") { breaks.append(index) }
        }
        guard !breaks.isEmpty else { return }
        for index in (block + 1)..<end where tree[index].hasPosition {
            tree[index].startLine += breaks.count { $0 < index }
            tree[index].endLine += breaks.count { $0 < tree[index].end }
        }
    }
}
