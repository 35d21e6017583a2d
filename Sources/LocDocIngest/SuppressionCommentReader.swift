import LocDocModel

/// The `<!-- locdoc-… -->` comments of a page, from its raw HTML: HTML blocks (a comment on lines of its own) and
/// inline HTML (a comment inside a paragraph). A comment in a code block or code span is code, not a comment, and
/// cmark-gfm never makes it an HTML node.
enum SuppressionCommentReader {
    static func comments(in tree: MarkdownTree, source: SourceText) -> [SuppressionComment] {
        var comments: [SuppressionComment] = []
        for node in tree.indices where tree[node].kind == .htmlBlock || tree[node].kind == .htmlInline {
            guard tree[node].hasPosition else { continue }
            let literal = tree.literal(node)
            guard HTMLComments.mayHoldComment(literal) else { continue }
            let bytes = Array(literal.utf8)
            for found in HTMLComments.comments(in: bytes) {
                let text = Substring(decoding: bytes[found.text], as: UTF8.self)
                let start = tree[node].position(ofLiteralOffset: found.whole.lowerBound, in: literal, source: source)
                let end = tree[node].position(ofLiteralOffset: found.text.upperBound, in: literal, source: source)
                // The end is the comment's last character, the `>` of `-->`.
                let range = SourceRange(start: start, end: SourcePosition(line: end.line, column: end.column + HTMLComments.close.count - 1))
                if let comment = SuppressionComment.parse(text, range: range) { comments.append(comment) }
            }
        }
        return comments.sorted { $0.range.start < $1.range.start }
    }
}
