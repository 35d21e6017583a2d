/// cmark-gfm's tree in Swift, positions still in cmark's terms (1-based line, 1-based byte column).
/// Produced by `CMarkParser`, consumed by the extractors; never leaves the ingest and never crosses threads.
///
/// Flat, in document order: a node is an index into `nodes`, and its subtree is the run of nodes from it up to its
/// `end`, so walking the whole tree is a loop over an array and a node's children are found by hopping from one
/// `end` to the next. Nodes hold no references (their strings are in `strings`), so visiting and copying them
/// costs no reference counting: a tree of class nodes spent a fifth of the ingest retaining and releasing them.
struct MarkdownTree {
    enum Kind: UInt8, Sendable {
        case document, blockQuote, list, item, codeBlock, htmlBlock
        case paragraph, heading, thematicBreak, table, tableRow, tableCell
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, strikethrough, link, image
        case other

        var isInline: Bool {
            switch self {
            case .text, .softBreak, .lineBreak, .code, .htmlInline, .emphasis, .strong, .strikethrough, .link, .image:
                true
            default:
                false
            }
        }
    }

    /// A fenced code block's fence: its character and length.
    struct Fence: Equatable, Sendable {
        var character: UInt8
        var length: Int
    }

    /// What a walk tells each node about the nodes that enclose it.
    struct Enclosing: Sendable {
        /// List items and block quotes around the node.
        var itemsAndQuotes = 0
        var inHeading = false
        var inAlert = false
        /// The last line of the node's parent (0 when unknown): a block cannot end below it.
        var parentEndLine = 0
    }

    struct Node {
        var kind: Kind
        /// A heading's level (1 to 6); 0 for other nodes.
        var level: Int
        /// A fenced code block's fence; nil for indented code blocks and other nodes.
        var fence: Fence?
        /// Start and end as (line, byte column); line 0 means cmark recorded no position.
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
        /// The index just past the node's last descendant.
        var end: Int
        /// In `strings`: the literal of a text, code, HTML or code block node; -1 for none (the empty string).
        var literal: Int
        /// In `strings`: a link's or image's destination, a code block's info string; -1 for none.
        var detail: Int
        /// Filled in by `resolveEnclosing` once positions are final.
        var enclosing = Enclosing()

        var hasPosition: Bool { startLine > 0 }
        var isInline: Bool { kind.isInline }
    }

    var nodes: [Node] = []
    var strings: [String] = []

    /// The root (the document) is node 0.
    static let root = 0

    subscript(index: Int) -> Node {
        get { nodes[index] }
        _modify { yield &nodes[index] }
    }

    var indices: Range<Int> { nodes.indices }

    func literal(_ index: Int) -> String { string(nodes[index].literal) }

    /// A link's or image's destination, a code block's info string.
    func detail(_ index: Int) -> String { string(nodes[index].detail) }

    private func string(_ position: Int) -> String { position < 0 ? "" : strings[position] }

    /// The node's children, in order.
    func children(of index: Int) -> Children { Children(nodes: nodes, cursor: index + 1, end: nodes[index].end) }

    func firstChild(of index: Int) -> Int? { index + 1 < nodes[index].end ? index + 1 : nil }

    func hasChildren(_ index: Int) -> Bool { index + 1 < nodes[index].end }

    struct Children: Sequence, IteratorProtocol {
        fileprivate let nodes: [Node]
        fileprivate var cursor: Int
        fileprivate let end: Int

        mutating func next() -> Int? {
            guard cursor < end else { return nil }
            defer { cursor = nodes[cursor].end }
            return cursor
        }
    }

    /// Records what encloses every node, in one pass in document order (depth is bounded by the parser).
    mutating func resolveEnclosing() {
        var open: [(end: Int, inner: Enclosing)] = []
        for index in nodes.indices {
            while let last = open.last, last.end <= index { open.removeLast() }
            let enclosing = open.last?.inner ?? Enclosing()
            nodes[index].enclosing = enclosing
            guard hasChildren(index) else { continue }
            let node = nodes[index]
            var inner = enclosing
            inner.parentEndLine = node.hasPosition ? node.endLine : 0
            switch node.kind {
            case .item: inner.itemsAndQuotes += 1
            case .blockQuote:
                inner.itemsAndQuotes += 1
                if AlertExtractor.alertKind(of: index, in: self) != nil { inner.inAlert = true }
            case .heading: inner.inHeading = true
            default: break
            }
            open.append((node.end, inner))
        }
    }
}
