import LocDocModel

/// Paragraphs, headings and table cells become text blocks; their code spans and links are listed in order
/// with per-section ordinals.
enum ProseExtractor {
    struct Result {
        var textBlocks: [TextBlock] = []
        var inlineCode: [InlineCode] = []
        var links: [Link] = []
    }

    /// `notLinks`: where the `[title](path)` of an `[!INCLUDE]` and the `[Swift](#tab/swift)` of a tab heading
    /// start. cmark reads both as links; DocFX renders neither as one.
    static func extract(from tree: MarkdownTree, inlines: InlineBuilder, source: SourceText, index: SectionIndex,
                        notLinks: Set<SourcePosition>) -> Result {
        var result = Result()
        // DocFX `:::image` and `:::code` directives, read from their paragraphs, join the links in document order.
        var directives: [Link] = []
        // And `<code>` in raw HTML blocks joins the code spans.
        var htmlCode: [InlineCode] = []
        for node in tree.indices {
            let kind: TextBlock.Kind
            switch tree[node].kind {
            case .htmlBlock where tree[node].hasPosition:
                for code in HTMLBlockCode.code(in: tree.literal(node), at: tree[node], source: source) {
                    htmlCode.append(InlineCode(sectionKey: index.key(forLine: code.position.line), ordinal: 0, text: code.text,
                                               range: SourceRange(start: code.position, end: code.position)))
                }
                continue
            case .paragraph: kind = .paragraph
            case .heading: kind = .heading
            case .tableCell: kind = .tableCell
            default: continue
            }
            guard tree[node].hasPosition else { continue }
            let key = index.key(forLine: tree[node].startLine)
            if kind == .paragraph, let directive = SourceDirective.directive(inParagraphFrom: tree[node].startLine, to: tree[node].endLine,
                                                                              startColumn: tree[node].startColumn, source: source) {
                directives.append(Link(sectionKey: key, ordinal: 0, text: directive.altText, destination: directive.source,
                                       kind: Link.kind(of: directive.source), isImage: directive.isImage,
                                       range: SourceRange(start: directive.position, end: directive.position)))
            }
            result.textBlocks.append(TextBlock(kind: kind, sectionKey: key, range: source.range(tree[node]),
                                               depth: tree[node].itemsAndQuotes, inlines: inlines.inlines(ofBlock: node)))
        }
        var codeOrdinals = OrdinalCounter<Int>()
        var linkOrdinals = OrdinalCounter<Int>()
        for span in inlines.spans {
            switch span.kind {
            case .code:
                while let code = htmlCode.first, code.range.start < span.range.start {
                    htmlCode.removeFirst()
                    result.inlineCode.append(numbered(code, at: code.range.start, \.ordinal, index: index, ordinals: &codeOrdinals))
                }
                let (section, _) = index.section(forLine: span.range.start.line)
                result.inlineCode.append(numbered(InlineCode(sectionKey: section, ordinal: 0, text: span.text, range: span.range),
                                                  at: span.range.start, \.ordinal, index: index, ordinals: &codeOrdinals))
            case .link, .image:
                guard !notLinks.contains(span.range.start) else { continue }
                while let directive = directives.first, directive.range.start < span.range.start {
                    directives.removeFirst()
                    result.links.append(numbered(directive, at: directive.range.start, \.ordinal, index: index, ordinals: &linkOrdinals))
                }
                let (section, _) = index.section(forLine: span.range.start.line)
                result.links.append(numbered(Link(sectionKey: section, ordinal: 0, text: span.text, destination: span.destination,
                                                  kind: Link.kind(of: span.destination), isImage: span.kind == .image, range: span.range),
                                             at: span.range.start, \.ordinal, index: index, ordinals: &linkOrdinals))
            }
        }
        for directive in directives {
            result.links.append(numbered(directive, at: directive.range.start, \.ordinal, index: index, ordinals: &linkOrdinals))
        }
        for code in htmlCode { result.inlineCode.append(numbered(code, at: code.range.start, \.ordinal, index: index, ordinals: &codeOrdinals)) }
        return result
    }

    /// The element (a code span, a link) with its 1-based position among the elements of its kind in its section.
    private static func numbered<Element>(_ element: Element, at position: SourcePosition, _ ordinal: WritableKeyPath<Element, Int>,
                                          index: SectionIndex, ordinals: inout OrdinalCounter<Int>) -> Element {
        var numbered = element
        numbered[keyPath: ordinal] = ordinals.next(index.section(forLine: position.line).id)
        return numbered
    }
}
