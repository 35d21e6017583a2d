import LocDocModel

/// Converts resolved inline nodes into the model's `Inline` trees, with code-point ranges.
///
/// Every paragraph, heading and table cell is converted once per file, and the code spans and links of those with
/// a position are listed in document order on the way: sections, prose, alerts and configuration settings all read
/// the same trees, which each used to convert again (and prose walked its trees once more to find the spans).
struct InlineBuilder {
    /// A code span, link or image of a text block, with a position.
    struct Span {
        enum Kind { case code, link, image }
        var kind: Kind
        /// A code span's literal; a link's or image's text as a reader sees it.
        var text: String
        /// A link's or image's destination; empty for a code span.
        var destination: String
        var range: SourceRange
    }

    /// The inlines of every paragraph, heading and table cell, in document order.
    private var blocks: [[Inline]] = []
    /// Per node, its position in `blocks`; -1 for other nodes. (An array of empty arrays, one per node, cost more
    /// to make than all the lookups.)
    private var slots: [Int32] = []
    /// The spans of every text block with a position, in document order.
    private(set) var spans: [Span] = []
    /// The id of each heading's trailing attribute block (`{#id}`), by node; the block is not in the heading's inlines.
    private(set) var headingIDs: [Int: String] = [:]

    init(tree: MarkdownTree, source: SourceText) {
        slots = Array(repeating: -1, count: tree.nodes.count)
        for index in tree.indices {
            switch tree[index].kind {
            case .paragraph, .heading, .tableCell:
                slots[index] = Int32(blocks.count)
                var inlines = inlines(childrenOf: index, tree: tree, source: source, listing: tree[index].hasPosition)
                if tree[index].kind == .heading, let id = HeadingAttributes.strip(&inlines) { headingIDs[index] = id }
                blocks.append(inlines)
            default:
                break
            }
        }
    }

    /// The inlines of a paragraph, heading or table cell; empty for any other node.
    func inlines(ofBlock index: Int) -> [Inline] { slots[index] < 0 ? [] : blocks[Int(slots[index])] }

    /// The inlines below any node, converted on the spot (for the rare node that is not a text block).
    static func inlines(childrenOf index: Int, tree: MarkdownTree, source: SourceText) -> [Inline] {
        var builder = InlineBuilder()
        return builder.inlines(childrenOf: index, tree: tree, source: source, listing: false)
    }

    private init() {}

    private mutating func inlines(childrenOf parent: Int, tree: MarkdownTree, source: SourceText, listing: Bool) -> [Inline] {
        var result: [Inline] = []
        result.reserveCapacity(tree.children(of: parent).reduce(0) { count, _ in count + 1 })
        // A side-by-side translation's `<span class="sxs-lookup">…</span>` holds the source text, which the reader sees
        // only on request: it is no part of the page's text, its links or its code. `hidden` counts the spans open
        // inside it.
        var hidden = 0
        for index in tree.children(of: parent) {
            if tree[index].kind == .htmlInline {
                switch HTMLTagReader.spanTag(in: tree.literal(index)) {
                case .open(let sourceLookup)? where hidden > 0 || sourceLookup: hidden += 1
                case .close? where hidden > 0: hidden -= 1; continue
                default: break
                }
            }
            if hidden > 0 { continue }
            if let inline = inline(index, tree: tree, source: source, listing: listing) { result.append(inline) }
        }
        return result
    }

    private mutating func inline(_ index: Int, tree: MarkdownTree, source: SourceText, listing: Bool) -> Inline? {
        let node = tree[index]
        let range = node.hasPosition ? source.range(node) : nil
        switch node.kind {
        case .text: return Inline(kind: .text, literal: tree.literal(index), range: range)
        case .code:
            let literal = tree.literal(index)
            if listing, let range { spans.append(Span(kind: .code, text: literal, destination: "", range: range)) }
            return Inline(kind: .code, literal: literal, range: range)
        case .htmlInline: return Inline(kind: .html, literal: tree.literal(index), range: range)
        case .softBreak: return Inline(kind: .softBreak, range: nil)
        case .lineBreak: return Inline(kind: .lineBreak, range: nil)
        case .emphasis, .strong, .strikethrough:
            let kind: Inline.Kind = node.kind == .emphasis ? .emphasis : node.kind == .strong ? .strong : .strikethrough
            return Inline(kind: kind, range: range, children: inlines(childrenOf: index, tree: tree, source: source, listing: listing))
        case .link, .image:
            let destination = tree.detail(index)
            // Listed before its children, as a walk from the top meets it; its text is known once they are built.
            let slot = listing && range != nil ? spans.count : nil
            if let range, slot != nil {
                spans.append(Span(kind: node.kind == .link ? .link : .image, text: "", destination: destination, range: range))
            }
            let children = inlines(childrenOf: index, tree: tree, source: source, listing: listing)
            if let slot { spans[slot].text = children.plainText }
            return Inline(kind: node.kind == .link ? .link : .image, destination: destination, range: range, children: children)
        default:
            return nil
        }
    }
}
