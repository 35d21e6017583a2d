import LocDocModel

/// Headings become sections keyed by their anchor path; `<a name>` tags anywhere become named anchors.
enum SectionExtractor {
    static func sections(in document: DocumentOrder, source: SourceText) -> [Section] {
        var sections: [Section] = []
        var open: [(level: Int, key: SectionKey)] = []
        var childCounts: [SectionKey: Int] = [:]
        document.forEach { node, _ in
            guard case .heading(let level) = node.kind else { return }
            while let last = open.last, last.level >= level { open.removeLast() }
            let parent = open.last?.key ?? .root
            let position = (childCounts[parent] ?? 0) + 1
            childCounts[parent] = position
            let anchor = node.children.lazy.filter { $0.kind == .htmlInline }
                .flatMap { AnchorTagParser.anchors(in: $0.literal) }.first?.name
            let key = parent.appending(anchor ?? "#\(position)")
            let inlines = InlineBuilder.inlines(node.children, in: source)
            let title = inlines.plainText.trimmingSpaces
            sections.append(Section(key: key, level: level, title: title, anchor: anchor, range: source.range(node), inlines: inlines))
            open.append((level, key))
        }
        return sections
    }

    static func anchors(in document: DocumentOrder, source: SourceText, index: SectionIndex) -> [NamedAnchor] {
        var anchors: [NamedAnchor] = []
        document.forEach { node, enclosing in
            guard node.kind == .htmlInline || node.kind == .htmlBlock, node.hasPosition else { return }
            let inHeading = enclosing.inHeading
            for anchor in AnchorTagParser.anchors(in: node.literal) {
                let (line, column) = lineAndColumn(of: anchor.offset, in: node)
                let start = source.position(line: line, byteColumn: column)
                anchors.append(NamedAnchor(name: anchor.name, sectionKey: index.key(forLine: line), inHeading: inHeading,
                                           range: SourceRange(start: start, end: start)))
            }
        }
        return anchors
    }

    /// Where a byte offset into a raw HTML node's literal lies in the file.
    private static func lineAndColumn(of offset: Int, in node: MarkdownNode) -> (Int, Int) {
        let prefix = node.literal.utf8.prefix(offset)
        let newlines = prefix.filter { $0 == 0x0A }.count
        if newlines == 0 { return (node.startLine, node.startColumn + offset) }
        let afterLastNewline = prefix.count - (prefix.lastIndex(of: 0x0A).map { prefix.distance(from: prefix.startIndex, to: $0) + 1 } ?? 0)
        return (node.startLine + newlines, afterLastNewline + 1)
    }
}
