/// cmark-gfm 0.29 places two kinds of autolink off its own grid of columns, the one its other inlines are on (which
/// `ContinuationLines` then moves to the source): a `www.` link and its text start a column early, and a `<…>`
/// autolink is counted from somewhere else altogether, though its text (one column after the `<`) is placed right.
/// This puts both back on the grid, before anything reads columns: a `www.` link and its text one column on, a `<…>`
/// link around its text. (The extension's bare URLs and emails have no position; `InlinePositions` finds them by their
/// text.)
enum AutolinkPositions {
    static func normalize(inlinesOf block: Int, in tree: inout MarkdownTree) {
        for link in (block + 1)..<tree[block].end where tree[link].kind == .link && tree[link].hasPosition {
            guard let text = tree.firstChild(of: link), tree[text].kind == .text, tree[text].end == tree[link].end,
                  tree[text].hasPosition, tree[text].startLine == tree[link].startLine else { continue }
            let literal = tree.literal(text), destination = tree.detail(link)
            if tree.isWWWAutolink(link), tree[text].startColumn == tree[link].startColumn {
                // An inline link's text starts after its `[`; the extension's `www.` link and text start together.
                tree[link].startColumn += 1
                tree[text].startColumn += 1
            } else if destination == literal || destination == "mailto:" + literal, tree[link].startColumn != tree[text].startColumn - 1 {
                // A link whose text is its destination, and whose `[` or `<` is not right before its text: `<…>`.
                tree[link].startColumn = tree[text].startColumn - 1
                tree[link].endLine = tree[text].endLine
                tree[link].endColumn = tree[text].endColumn + 1
            }
        }
    }
}
