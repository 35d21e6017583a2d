/// cmark-gfm's tree in Swift, positions still in cmark's terms (1-based line, 1-based byte column).
/// Produced by `CMarkParser`, consumed by the extractors; never leaves the ingest and never crosses threads.
/// A class, because the extractors visit it many times: visiting a node must not copy it.
final class MarkdownNode {
    enum Kind: Equatable, Sendable {
        case document, blockQuote, list(ordered: Bool), item, codeBlock(info: String, fence: Fence?), htmlBlock
        case paragraph, heading(level: Int), thematicBreak, table, tableRow, tableCell
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, strikethrough
        case link(destination: String, title: String), image(destination: String, title: String)
        case other(String)
    }

    /// A fenced code block's fence: its character, length and indentation.
    struct Fence: Equatable, Sendable {
        var character: UInt8
        var length: Int
    }

    var kind: Kind
    var literal: String
    /// Start and end as (line, byte column); line 0 means cmark recorded no position.
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int
    var children: [MarkdownNode]

    init(kind: Kind, literal: String, startLine: Int, startColumn: Int, endLine: Int, endColumn: Int, children: [MarkdownNode]) {
        self.kind = kind
        self.literal = literal
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
        self.children = children
    }

    var hasPosition: Bool { startLine > 0 }

    var isInline: Bool {
        switch kind {
        case .text, .softBreak, .lineBreak, .code, .htmlInline, .emphasis, .strong, .strikethrough, .link, .image:
            true
        default:
            false
        }
    }

    /// What a walk tells each node about the nodes that enclose it (cheap to copy, unlike the nodes).
    struct Enclosing: Sendable {
        /// List items and block quotes around the node.
        var itemsAndQuotes = 0
        var inHeading = false
        var inAlert = false
        /// The last line of the node's parent (0 when unknown): a block cannot end below it.
        var parentEndLine = 0
    }

    /// Every node of the tree below this one (itself first) in document order, with what encloses each.
    func inDocumentOrder() -> DocumentOrder {
        var visits: [DocumentOrder.Visit] = []
        walk(Enclosing(), into: &visits)
        return DocumentOrder(visits: visits)
    }

    private func walk(_ enclosing: Enclosing, into visits: inout [DocumentOrder.Visit]) {
        visits.append(DocumentOrder.Visit(node: self, enclosing: enclosing))
        guard !children.isEmpty else { return }
        var inner = enclosing
        inner.parentEndLine = hasPosition ? endLine : 0
        switch kind {
        case .item: inner.itemsAndQuotes += 1
        case .blockQuote:
            inner.itemsAndQuotes += 1
            if AlertExtractor.alertKind(of: self) != nil { inner.inAlert = true }
        case .heading: inner.inHeading = true
        default: break
        }
        for child in children { child.walk(inner, into: &visits) }
    }
}

/// The nodes of a parsed file in document order, each with what encloses it, listed once per file so that every
/// extractor goes through an array rather than walking the tree again. Depth is bounded by the parser.
struct DocumentOrder {
    struct Visit {
        var node: MarkdownNode
        var enclosing: MarkdownNode.Enclosing
    }

    let visits: [Visit]

    func forEach(_ body: (MarkdownNode, MarkdownNode.Enclosing) -> Void) {
        for visit in visits { body(visit.node, visit.enclosing) }
    }
}
