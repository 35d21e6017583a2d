import LocDocModel

/// Alerts (`> [!NOTE]`, `:::note` and `/// note` admonitions from `ContainerDirectives`, `!!! note` from
/// `IndentedAdmonitions`) and DocFX include tokens (`[!INCLUDE [title](path)]`), found in cmark's tree: an alert
/// is a block quote whose first text starts with `[!WORD]`; an include is a text ending in `[!INCLUDE` followed
/// by a link and a text starting with `]`.
enum AlertExtractor {
    /// Block-quote alerts and container-directive admonitions, in page order, numbered per section together.
    static func alerts(in tree: MarkdownTree, inlines: InlineBuilder, source: SourceText, index: SectionIndex) -> [Alert] {
        var alerts: [(alert: Alert, section: Int)] = []
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
            alerts.append((Alert(kind: kind, sectionKey: key, ordinal: 0, range: source.range(quote),
                                 text: text, contentLineCount: max(0, quote.endLine - markerLine)), section))
        }
        for directive in ContainerDirectives.directives(in: tree, source: source) + IndentedAdmonitions.admonitions(in: tree, source: source) {
            let (key, section) = index.section(forLine: directive.open.line)
            let lastLine = directive.close?.line ?? max(source.lineCount, directive.open.line)
            // Unclosed, it ends with the page's last character.
            let end = directive.close.map { source.position(line: $0.line, byteColumn: $0.endColumn) }
                ?? source.position(line: lastLine, byteColumn: max(1, source.lineBytes(lastLine).count))
            let range = SourceRange(start: source.position(line: directive.open.line, byteColumn: directive.open.column), end: end)
            let body = (directive.open.line + 1)..<(directive.close.map { directive.closeIsBody ? $0.line + 1 : $0.line } ?? lastLine + 1)
            alerts.append((Alert(kind: directive.kind, syntax: directive.syntax, sectionKey: key, ordinal: 0, range: range,
                                 text: text(of: body, in: tree, inlines: inlines), contentLineCount: body.count), section))
        }
        alerts.sort { ($0.alert.range.start.line, $0.alert.range.start.column) < ($1.alert.range.start.line, $1.alert.range.start.column) }
        var ordinals = OrdinalCounter<Int>()
        return alerts.map { entry in
            var alert = entry.alert
            alert.ordinal = ordinals.next(entry.section)
            return alert
        }
    }

    /// The text a reader sees on the lines of a directive's body: its paragraphs and headings, without the marker
    /// lines that share a paragraph with them.
    private static func text(of body: Range<Int>, in tree: MarkdownTree, inlines: InlineBuilder) -> String {
        var blocks: [String] = []
        for node in tree.indices where tree[node].kind == .paragraph || tree[node].kind == .heading {
            let block = tree[node]
            guard block.hasPosition, block.startLine < body.upperBound, max(block.endLine, block.startLine) >= body.lowerBound else { continue }
            // A line break has no position: it belongs with the text before it.
            var inBody = body.contains(block.startLine)
            let kept = inlines.inlines(ofBlock: node).filter { inline in
                if let line = inline.range?.start.line { inBody = body.contains(line) }
                return inBody
            }
            let text = kept.plainText.trimmingSpaces
            if !text.isEmpty { blocks.append(text) }
        }
        return blocks.joined(separator: "\n")
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
