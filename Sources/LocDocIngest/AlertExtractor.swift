import LocDocModel

/// DocFX alerts (`> [!NOTE]`) and include tokens (`[!INCLUDE [title](path)]`), found in cmark's tree: an alert
/// is a block quote whose first text starts with `[!WORD]`; an include is a text ending in `[!INCLUDE` followed
/// by a link and a text starting with `]`.
enum AlertExtractor {
    static func alerts(in document: DocumentOrder, source: SourceText, index: SectionIndex) -> [Alert] {
        var alerts: [Alert] = []
        var ordinals = OrdinalCounter<Int>()
        document.forEach { node, _ in
            guard node.kind == .blockQuote, let kind = alertKind(of: node) else { return }
            let (key, section) = index.section(forLine: node.startLine)
            let paragraphs = node.children.map { InlineBuilder.inlines($0.children, in: source).plainText }
            var text = paragraphs.joined(separator: "\n").trimmingSpaces
            if text.hasPrefix("[!\(kind)]") { text = String(text.dropFirst(kind.count + 3)).trimmingSpaces }
            let markerLine = node.children.first?.startLine ?? node.startLine
            alerts.append(Alert(kind: kind, sectionKey: key, ordinal: ordinals.next(section), range: source.range(node),
                                text: text, contentLineCount: max(0, node.endLine - markerLine)))
        }
        return alerts
    }

    /// `NOTE` for a block quote whose first paragraph starts with `[!NOTE]`; nil for ordinary quotes.
    static func alertKind(of blockQuote: MarkdownNode) -> String? {
        guard let paragraph = blockQuote.children.first, paragraph.kind == .paragraph,
              let first = paragraph.children.first, first.kind == .text else { return nil }
        let literal = first.literal
        guard literal.hasPrefix("[!"), let close = literal.firstIndex(of: "]") else { return nil }
        let word = literal[literal.index(literal.startIndex, offsetBy: 2)..<close]
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return String(word).uppercased()
    }

    /// Include tokens, and the positions of the link nodes they consume (which are not links of the page).
    static func includes(in document: DocumentOrder, source: SourceText, index: SectionIndex)
        -> (includes: [Include], linkStarts: Set<SourcePosition>) {
        var includes: [Include] = []
        var consumed: Set<SourcePosition> = []
        document.forEach { node, enclosing in
            let children = node.children
            guard children.count >= 3, children.first?.isInline == true else { return }
            let inAlert = enclosing.inAlert
            for position in 0..<(children.count - 2) {
                let (before, link, after) = (children[position], children[position + 1], children[position + 2])
                guard before.kind == .text, case .link(let target, _) = link.kind, after.kind == .text,
                      after.literal.hasPrefix("]"), endsWithIncludeKeyword(before.literal) else { continue }
                let keywordColumn = lastOccurrence(of: "[!", line: link.startLine, before: link.startColumn, in: source)
                    ?? link.startColumn
                let start = source.position(line: link.startLine, byteColumn: keywordColumn)
                let end = source.position(line: after.startLine, byteColumn: after.startColumn)
                let title = InlineBuilder.inlines(link.children, in: source).plainText
                includes.append(Include(title: title, target: target, sectionKey: index.key(forLine: link.startLine),
                                        inAlert: inAlert, range: SourceRange(start: start, end: end)))
                consumed.insert(source.range(link).start)
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
