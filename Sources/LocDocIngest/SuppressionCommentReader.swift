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
            // Most HTML is an `<a name>` anchor: no copy of its bytes unless it holds a comment.
            guard literal.utf8.withContiguousStorageIfAvailable({ find(Self.open, in: $0, from: 0) != nil }) ?? true else { continue }
            let bytes = Array(literal.utf8)
            var from = 0
            while let open = find(Self.open, in: bytes, from: from) {
                let textStart = open + Self.open.count
                guard let close = find(Self.close, in: bytes, from: textStart) else { break }
                from = close + Self.close.count
                let text = Substring(decoding: bytes[textStart..<close], as: UTF8.self)
                let start = tree[node].position(ofLiteralOffset: open, in: literal, source: source)
                let end = tree[node].position(ofLiteralOffset: close, in: literal, source: source)
                // The end is the comment's last character, the `>` of `-->`.
                let range = SourceRange(start: start, end: SourcePosition(line: end.line, column: end.column + Self.close.count - 1))
                if let comment = SuppressionComment.parse(text, range: range) { comments.append(comment) }
            }
        }
        return comments.sorted { $0.range.start < $1.range.start }
    }

    private static let open = Array("<!--".utf8)
    private static let close = Array("-->".utf8)

    private static func find<Bytes: RandomAccessCollection<UInt8>>(_ needle: [UInt8], in bytes: Bytes, from start: Int) -> Int?
        where Bytes.Index == Int {
        guard start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
            if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
        }
        return nil
    }
}
