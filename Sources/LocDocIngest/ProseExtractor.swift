import LocDocModel

/// Paragraphs, headings and table cells become text blocks; their code spans and links are listed in order
/// with per-section ordinals.
enum ProseExtractor {
    struct Result {
        var textBlocks: [TextBlock] = []
        var inlineCode: [InlineCode] = []
        var links: [Link] = []
    }

    static func extract(from document: DocumentOrder, source: SourceText, index: SectionIndex,
                        includeLinks: Set<SourcePosition>) -> Result {
        var result = Result()
        var codeOrdinals = OrdinalCounter<Int>()
        var linkOrdinals = OrdinalCounter<Int>()
        document.forEach { node, enclosing in
            let kind: TextBlock.Kind
            switch node.kind {
            case .paragraph: kind = .paragraph
            case .heading: kind = .heading
            case .tableCell: kind = .tableCell
            default: return
            }
            guard node.hasPosition else { return }
            let depth = enclosing.itemsAndQuotes
            let inlines = InlineBuilder.inlines(node.children, in: source)
            let key = index.key(forLine: node.startLine)
            result.textBlocks.append(TextBlock(kind: kind, sectionKey: key, range: source.range(node), depth: depth, inlines: inlines))
            visit(inlines) { inline in
                guard let range = inline.range else { return }
                switch inline.kind {
                case .code:
                    let (section, id) = index.section(forLine: range.start.line)
                    result.inlineCode.append(InlineCode(sectionKey: section, ordinal: codeOrdinals.next(id),
                                                        text: inline.literal, range: range))
                case .link, .image:
                    guard !includeLinks.contains(range.start), let destination = inline.destination else { return }
                    let (section, id) = index.section(forLine: range.start.line)
                    result.links.append(Link(sectionKey: section, ordinal: linkOrdinals.next(id),
                                             text: inline.children.plainText, destination: destination,
                                             kind: Link.kind(of: destination), isImage: inline.kind == .image, range: range))
                default:
                    break
                }
            }
        }
        return result
    }

    private static func visit(_ inlines: [Inline], _ body: (Inline) -> Void) {
        for inline in inlines {
            body(inline)
            visit(inline.children, body)
        }
    }
}
