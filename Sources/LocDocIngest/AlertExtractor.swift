import LocDocModel

/// DocFX alerts (`> [!NOTE]`) and include tokens (`[!INCLUDE [title](path)]`), found in cmark's tree: an alert
/// is a block quote whose first text starts with `[!WORD]`; an include is a text ending in `[!INCLUDE` followed
/// by a link and a text starting with `]`.
enum AlertExtractor {
    static func alerts(in tree: MarkdownTree, inlines: InlineBuilder, source: SourceText, index: SectionIndex) -> [Alert] {
        var alerts: [Alert] = []
        var ordinals = OrdinalCounter<Int>()
        for node in tree.indices where tree[node].kind == .blockQuote {
            guard let kind = alertKind(of: node, in: tree) else { continue }
            let quote = tree[node]
            let (key, section) = index.section(forLine: quote.startLine)
            // A child that is not a paragraph or heading has no inlines of its own: it reads as an empty line.
            let paragraphs = tree.children(of: node).map { inlines.inlines(ofBlock: $0).plainText }
            var text = paragraphs.joined(separator: "\n").trimmingSpaces
            // The keyword as written (`[!Hinweis]`), whatever its case.
            if text.hasPrefix("[!"), let close = text.firstIndex(of: "]") { text = String(text[text.index(after: close)...]).trimmingSpaces }
            let markerLine = tree.firstChild(of: node).map { tree[$0].startLine } ?? quote.startLine
            alerts.append(Alert(kind: kind, sectionKey: key, ordinal: ordinals.next(section), range: source.range(quote),
                                text: text, contentLineCount: max(0, quote.endLine - markerLine)))
        }
        return alerts
    }

    /// `NOTE` for a block quote whose first paragraph starts with `[!NOTE]`; nil for ordinary quotes.
    static func alertKind(of blockQuote: Int, in tree: MarkdownTree) -> String? {
        guard let paragraph = tree.firstChild(of: blockQuote), tree[paragraph].kind == .paragraph,
              let first = tree.firstChild(of: paragraph), tree[first].kind == .text else { return nil }
        let literal = tree.literal(first)
        guard literal.hasPrefix("[!"), let close = literal.firstIndex(of: "]") else { return nil }
        let word = literal[literal.index(literal.startIndex, offsetBy: 2)..<close]
        // Letters of any script: a translated keyword (`[!MEGJEGYZÉS]`) is still the alert, under the wrong name.
        guard !word.isEmpty, word.allSatisfy({ $0.isLetter }) else { return nil }
        return String(word).uppercased()
    }

    /// Include tokens, and the positions of the link nodes they consume (which are not links of the page).
    static func includes(in tree: MarkdownTree, source: SourceText, index: SectionIndex)
        -> (includes: [Include], linkStarts: Set<SourcePosition>) {
        var includes: [Include] = []
        var consumed: Set<SourcePosition> = []
        for node in tree.indices {
            guard let first = tree.firstChild(of: node), tree[first].isInline else { continue }
            // Each run of three siblings: the text before, the link, the text after.
            var (before, link) = (first, tree[first].end)
            while link < tree[node].end, tree[link].end < tree[node].end {
                let after = tree[link].end
                defer { (before, link) = (link, after) }
                guard tree[before].kind == .text, tree[link].kind == .link, tree[after].kind == .text,
                      tree.literal(after).hasPrefix("]"), endsWithIncludeKeyword(tree.literal(before)) else { continue }
                let linkNode = tree[link]
                let keywordColumn = lastOccurrence(of: "[!", line: linkNode.startLine, before: linkNode.startColumn, in: source)
                    ?? linkNode.startColumn
                let start = source.position(line: linkNode.startLine, byteColumn: keywordColumn)
                let end = source.position(line: tree[after].startLine, byteColumn: tree[after].startColumn)
                let title = InlineBuilder.inlines(childrenOf: link, tree: tree, source: source).plainText
                includes.append(Include(title: title, target: tree.detail(link), sectionKey: index.key(forLine: linkNode.startLine),
                                        inAlert: tree.isInAlert(node), range: SourceRange(start: start, end: end)))
                consumed.insert(source.range(linkNode).start)
            }
        }
        return (includes, consumed)
    }

    private static func endsWithIncludeKeyword(_ text: String) -> Bool {
        var trimmed = Substring(text)
        while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
        return trimmed.uppercased().hasSuffix("[!INCLUDE")
    }

    private static func lastOccurrence(of needle: String, line: Int, before column: Int, in source: SourceText) -> Int? {
        var found: Int?
        var from = 1
        while let hit = source.find(Array(needle.utf8), line: line, fromByteColumn: from), hit < column {
            found = hit
            from = hit + 1
        }
        return found
    }
}
