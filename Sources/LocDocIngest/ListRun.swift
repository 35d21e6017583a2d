extension MarkdownTree {
    /// A list and the lists right after it that only HTML comments separate from it, in order (`[list]` when none).
    ///
    /// To CommonMark, an HTML block at a list's own indentation ends the list: `- a` / `<!-- note -->` / `- b` is two
    /// lists. A comment does not render, so the reader sees one list, and a settings list that a
    /// `<!-- locdoc-disable-next-line … -->` (or any comment) splits is still one list of settings.
    func listRun(from list: Int) -> [Int] {
        var run = [list]
        let parent = nodes[list].parent
        var next = nodes[list].end
        var comments = 0
        while next < nodes.count, nodes[next].parent == parent {
            if nodes[next].kind == .htmlBlock, HTMLComments.isCommentsOnly(literal(next)) {
                comments += 1
            } else if nodes[next].kind == .list, comments > 0 {
                run.append(next)
                comments = 0
            } else {
                break
            }
            next = nodes[next].end
        }
        return run
    }
}
