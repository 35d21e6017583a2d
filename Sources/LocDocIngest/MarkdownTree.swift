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

    /// 48 bytes: positions and indices are stored in 32 bits (a file has fewer than 2^31 bytes), which halves
    /// what building and walking the array moves through memory.
    struct Node {
        var kind: Kind
        /// Whether a heading encloses the node.
        var inHeading = false
        /// A list whose items are numbered (`1.`, `2)`), as cmark-gfm read its markers; false for other nodes.
        var isOrderedList = false
        private var fenceCharacter: UInt8 = 0
        /// A heading's level (1 to 6); 0 for other nodes.
        @Narrow var level = 0
        @Narrow private var fenceLength = 0
        /// Start and end as (line, byte column); line 0 means cmark recorded no position.
        @Narrow var startLine = 0
        @Narrow var startColumn = 0
        @Narrow var endLine = 0
        @Narrow var endColumn = 0
        /// The index just past the node's last descendant.
        @Narrow var end = 0
        /// The enclosing node's index; -1 for the root.
        @Narrow var parent = -1
        /// In `strings`: the literal of a text, code, HTML or code block node; -1 for none (the empty string).
        @Narrow var literal = -1
        /// In `strings`: a link's or image's destination, a code block's info string; -1 for none.
        @Narrow var detail = -1
        /// How many list items and block quotes enclose the node.
        @Narrow var itemsAndQuotes = 0

        init(kind: Kind) {
            self.kind = kind
        }

        /// A fenced code block's fence; nil for indented code blocks and other nodes.
        var fence: Fence? {
            get { fenceCharacter == 0 ? nil : Fence(character: fenceCharacter, length: fenceLength) }
            set { fenceCharacter = newValue?.character ?? 0; fenceLength = newValue?.length ?? 0 }
        }

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

    /// A link the autolink extension made of `www.…`: its one text child is its destination after `http://`.
    func isWWWAutolink(_ index: Int) -> Bool {
        guard nodes[index].kind == .link, let text = firstChild(of: index), nodes[text].kind == .text, nodes[text].end == nodes[index].end else { return false }
        return detail(index) == "http://" + literal(text)
    }

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

    /// Adds a node as the last child so far of `parent` (-1 for the root), with what encloses it; its `end` is
    /// set once its last descendant has been added.
    mutating func append(_ node: Node, parent: Int) {
        var node = node
        node.parent = parent
        if parent >= 0 {
            let enclosing = nodes[parent]
            node.itemsAndQuotes = enclosing.itemsAndQuotes + (enclosing.kind == .item || enclosing.kind == .blockQuote ? 1 : 0)
            node.inHeading = enclosing.inHeading || enclosing.kind == .heading
        }
        nodes.append(node)
    }

    /// The last line of the node's parent (0 when unknown): a block cannot end below it.
    func parentEndLine(of index: Int) -> Int {
        let parent = nodes[index].parent
        return parent >= 0 && nodes[parent].hasPosition ? nodes[parent].endLine : 0
    }

    /// Whether a DocFX alert (`> [!NOTE]`) encloses the node.
    func isInAlert(_ index: Int) -> Bool {
        var ancestor = nodes[index].parent
        while ancestor >= 0 {
            if nodes[ancestor].kind == .blockQuote, AlertExtractor.alertKind(of: ancestor, in: self) != nil { return true }
            ancestor = nodes[ancestor].parent
        }
        return false
    }
}

/// An `Int` kept in 32 bits, for the fields of `MarkdownTree.Node`.
@propertyWrapper
struct Narrow {
    private var value: Int32

    init(wrappedValue: Int) {
        value = Int32(truncatingIfNeeded: wrappedValue)
    }

    var wrappedValue: Int {
        get { Int(value) }
        set { value = Int32(truncatingIfNeeded: newValue) }
    }
}
