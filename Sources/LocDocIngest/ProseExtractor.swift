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
        // DocFX `:::image` and `:::code` directives, read from their paragraphs, and links written in raw HTML blocks
        // (shown as text) join the links in document order.
        var otherLinks: [Link] = []
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
                for link in HTMLBlockLinks.links(in: tree.literal(node)) {
                    let position = Self.position(of: link, in: tree[node], source: source)
                    otherLinks.append(Link(sectionKey: index.key(forLine: position.line), ordinal: 0, text: link.text, destination: link.destination,
                                           kind: Link.kind(of: link.destination), isImage: link.isImage,
                                           range: SourceRange(start: position, end: position), rendered: false))
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
                otherLinks.append(Link(sectionKey: key, ordinal: 0, text: directive.altText, destination: directive.source,
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
                while let other = otherLinks.first, other.range.start < span.range.start {
                    otherLinks.removeFirst()
                    result.links.append(numbered(other, at: other.range.start, \.ordinal, index: index, ordinals: &linkOrdinals))
                }
                let (section, _) = index.section(forLine: span.range.start.line)
                result.links.append(numbered(Link(sectionKey: section, ordinal: 0, text: span.text, destination: span.destination,
                                                  kind: Link.kind(of: span.destination), isImage: span.kind == .image, range: span.range),
                                             at: span.range.start, \.ordinal, index: index, ordinals: &linkOrdinals))
            }
        }
        for other in otherLinks {
            result.links.append(numbered(other, at: other.range.start, \.ordinal, index: index, ordinals: &linkOrdinals))
        }
        for code in htmlCode { result.inlineCode.append(numbered(code, at: code.range.start, \.ordinal, index: index, ordinals: &codeOrdinals)) }
        return result
    }

    /// Where a link read from an HTML block's literal starts in the file: each line of the literal is the end of its
    /// source line (the part after a list item's indent or a quote's `>`).
    private static func position(of link: HTMLBlockLinks.Found, in node: MarkdownTree.Node, source: SourceText) -> SourcePosition {
        let line = node.startLine + link.line
        let column = source.lineBytes(line).count - link.lineLength + link.byteInLine + 1
        let first: [UInt8] = link.isImage ? Array("![".utf8) : Array("[".utf8)
        guard source.has(first, line: line, atByteColumn: column) else {
            return source.position(line: line, byteColumn: source.find(first, line: line, fromByteColumn: 1) ?? 1)
        }
        return source.position(line: line, byteColumn: column)
    }

    /// The element (a code span, a link) with its 1-based position among the elements of its kind in its section.
    private static func numbered<Element>(_ element: Element, at position: SourcePosition, _ ordinal: WritableKeyPath<Element, Int>,
                                          index: SectionIndex, ordinals: inout OrdinalCounter<Int>) -> Element {
        var numbered = element
        numbered[keyPath: ordinal] = ordinals.next(index.section(forLine: position.line).id)
        return numbered
    }
}
