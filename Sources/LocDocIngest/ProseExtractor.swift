import LocDocModel

/// Paragraphs, headings and table cells become text blocks; their code spans and links are listed in order
/// with per-section ordinals.
enum ProseExtractor {
    struct Result {
        var textBlocks: [TextBlock] = []
        var inlineCode: [InlineCode] = []
        var links: [Link] = []
    }

    static func extract(from tree: MarkdownTree, inlines: InlineBuilder, source: SourceText, index: SectionIndex,
                        includeLinks: Set<SourcePosition>) -> Result {
        var result = Result()
        for node in tree.indices {
            let kind: TextBlock.Kind
            switch tree[node].kind {
            case .paragraph: kind = .paragraph
            case .heading: kind = .heading
            case .tableCell: kind = .tableCell
            default: continue
            }
            guard tree[node].hasPosition else { continue }
            let key = index.key(forLine: tree[node].startLine)
            result.textBlocks.append(TextBlock(kind: kind, sectionKey: key, range: source.range(tree[node]),
                                               depth: tree[node].itemsAndQuotes, inlines: inlines.inlines(ofBlock: node)))
        }
        var codeOrdinals = OrdinalCounter<Int>()
        var linkOrdinals = OrdinalCounter<Int>()
        for span in inlines.spans {
            switch span.kind {
            case .code:
                let (section, id) = index.section(forLine: span.range.start.line)
                result.inlineCode.append(InlineCode(sectionKey: section, ordinal: codeOrdinals.next(id), text: span.text, range: span.range))
            case .link, .image:
                guard !includeLinks.contains(span.range.start) else { continue }
                let (section, id) = index.section(forLine: span.range.start.line)
                result.links.append(Link(sectionKey: section, ordinal: linkOrdinals.next(id), text: span.text,
                                         destination: span.destination, kind: Link.kind(of: span.destination),
                                         isImage: span.kind == .image, range: span.range))
            }
        }
        return result
    }
}
