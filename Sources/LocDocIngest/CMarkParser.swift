import CCmarkGFM
import LocDocModel

/// The only code that talks to cmark-gfm: parses Markdown with the GFM table, autolink and strikethrough
/// extensions and source positions on, and converts cmark's tree into a flat `MarkdownTree` without
/// recursion, refusing trees nested deeper than `maximumDepth`.
enum CMarkParser {
    /// Deeper nesting of block quotes, lists or inlines is refused: no real page comes close, and it keeps every
    /// later walk over the tree cheap and safe.
    static let maximumDepth = 128

    static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> MarkdownTree {
        let root: OpaquePointer
        do throws(CMarkExtensions.Failure) {
            root = try CMarkExtensions.document(bytes)
        } catch {
            let message = error == .noParser ? "cmark-gfm could not create a parser" : "cmark-gfm returned no document"
            throw InputError(kind: .parserFailure, file: file, line: nil, message: message)
        }
        defer { cmark_node_free(root) }
        return try convert(root, estimatedNodes: bytes.count / 30, file: file)
    }

    private static func convert(_ root: OpaquePointer, estimatedNodes: Int, file: String) throws(InputError) -> MarkdownTree {
        guard let iterator = cmark_iter_new(root) else {
            throw InputError(kind: .parserFailure, file: file, line: nil, message: "cmark-gfm could not iterate the document")
        }
        defer { cmark_iter_free(iterator) }
        var tree = MarkdownTree()
        // About one node per 30 bytes of Markdown: reserving spares most of the array's regrowth.
        tree.nodes.reserveCapacity(estimatedNodes)
        tree.strings.reserveCapacity(estimatedNodes / 2)
        var kinds = ExtensionKinds()
        /// The containers entered and not yet exited.
        var stack: [Int] = []
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_EXIT {
                if let finished = stack.popLast() { tree.nodes[finished].end = tree.nodes.count }
                continue
            }
            let index = tree.nodes.count
            tree.append(makeNode(node, kinds: &kinds, strings: &tree.strings), parent: stack.last ?? -1)
            if isLeaf(node) {
                tree.nodes[index].end = index + 1
            } else {
                if stack.count >= maximumDepth {
                    let value = tree.nodes[index]
                    let line = value.hasPosition ? value.startLine : stack.last(where: { tree.nodes[$0].hasPosition }).map { tree.nodes[$0].startLine }
                    throw InputError(kind: .nestingTooDeep, file: file, line: line,
                                     message: "block quotes, lists or emphasis nested more than \(maximumDepth) levels deep")
                }
                stack.append(index)
            }
        }
        guard !tree.nodes.isEmpty else {
            throw InputError(kind: .parserFailure, file: file, line: nil, message: "cmark-gfm produced an empty tree")
        }
        return tree
    }

    /// cmark's iterator reports leaves once (enter only) and containers twice.
    private static func isLeaf(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
             CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            true
        default:
            false
        }
    }

    private static func makeNode(_ node: OpaquePointer, kinds: inout ExtensionKinds, strings: inout [String]) -> MarkdownTree.Node {
        func store(_ pointer: UnsafePointer<CChar>?) -> Int {
            guard let pointer else { return -1 }
            strings.append(String(cString: pointer))
            return strings.count - 1
        }
        let type = cmark_node_get_type(node)
        let kind = kind(of: type, node: node, kinds: &kinds)
        var value = MarkdownTree.Node(kind: kind)
        switch kind {
        case .heading: value.level = Int(cmark_node_get_heading_level(node))
        case .list: value.isOrderedList = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        case .link, .image: value.detail = store(cmark_node_get_url(node))
        case .codeBlock:
            var length: Int32 = 0, offset: Int32 = 0
            var character: CChar = 0
            if cmark_node_get_fenced(node, &length, &offset, &character) != 0 {
                value.fence = MarkdownTree.Fence(character: UInt8(bitPattern: character), length: Int(length))
            }
            value.detail = store(cmark_node_get_fence_info(node))
        default: break
        }
        value.startLine = Int(cmark_node_get_start_line(node))
        value.startColumn = Int(cmark_node_get_start_column(node))
        value.endLine = Int(cmark_node_get_end_line(node))
        value.endColumn = Int(cmark_node_get_end_column(node))
        value.literal = store(cmark_node_get_literal(node))
        return value
    }

    /// Extension node types are registered at run time and told apart by name; each type's name is read once per
    /// parse rather than once per node.
    private struct ExtensionKinds {
        var known: [(type: cmark_node_type, kind: MarkdownTree.Kind)] = []
    }

    private static func kind(of type: cmark_node_type, node: OpaquePointer, kinds: inout ExtensionKinds) -> MarkdownTree.Kind {
        switch type {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        default:
            if let known = kinds.known.first(where: { $0.type == type }) { return known.kind }
            let name = cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
            // A table's header row and its other rows share a type and differ only in name; both are rows.
            let kind: MarkdownTree.Kind
            switch name {
            case "table": kind = .table
            case "table_row", "table_header": kind = .tableRow
            case "table_cell": kind = .tableCell
            case "strikethrough": kind = .strikethrough
            default: kind = .other
            }
            kinds.known.append((type, kind))
            return kind
        }
    }
}
