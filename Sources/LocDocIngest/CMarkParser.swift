import CCmarkGFM
import LocDocModel

/// The only code that talks to cmark-gfm: parses Markdown with the GFM table, autolink and strikethrough
/// extensions and source positions on, and converts cmark's tree into `MarkdownNode` values without
/// recursion, refusing trees nested deeper than `maximumDepth`.
enum CMarkParser {
    /// Deeper nesting of block quotes, lists or inlines is refused: no real page comes close, and it keeps every
    /// later walk over the tree cheap and safe.
    static let maximumDepth = 128

    private static let extensionNames = ["table", "autolink", "strikethrough"]

    static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> MarkdownNode {
        let parsed = CMarkParseLock.run { () -> Result<OpaquePointer, InputError> in
            cmark_gfm_core_extensions_ensure_registered()
            guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS | CMARK_OPT_UNSAFE) else {
                return .failure(InputError(kind: .parserFailure, file: file, line: nil, message: "cmark-gfm could not create a parser"))
            }
            defer { cmark_parser_free(parser) }
            for name in extensionNames {
                if let syntax = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, syntax)
                }
            }
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cmark_parser_feed(parser, $0, buffer.count) }
                }
            }
            guard let root = cmark_parser_finish(parser) else {
                return .failure(InputError(kind: .parserFailure, file: file, line: nil, message: "cmark-gfm returned no document"))
            }
            return .success(root)
        }
        let root = try parsed.get()
        defer { cmark_node_free(root) }
        return try convert(root, file: file)
    }

    private static func convert(_ root: OpaquePointer, file: String) throws(InputError) -> MarkdownNode {
        guard let iterator = cmark_iter_new(root) else {
            throw InputError(kind: .parserFailure, file: file, line: nil, message: "cmark-gfm could not iterate the document")
        }
        defer { cmark_iter_free(iterator) }
        var stack: [MarkdownNode] = []
        var result: MarkdownNode?
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_EXIT {
                let finished = stack.removeLast()
                if let parent = stack.last { parent.children.append(finished) } else { result = finished }
                continue
            }
            let value = makeNode(node)
            if isLeaf(node) {
                if let parent = stack.last { parent.children.append(value) } else { result = value }
            } else {
                if stack.count >= maximumDepth {
                    let line = value.hasPosition ? value.startLine : stack.last(where: \.hasPosition)?.startLine
                    throw InputError(kind: .nestingTooDeep, file: file, line: line,
                                     message: "block quotes, lists or emphasis nested more than \(maximumDepth) levels deep")
                }
                stack.append(value)
            }
        }
        guard let document = result else {
            throw InputError(kind: .parserFailure, file: file, line: nil, message: "cmark-gfm produced an empty tree")
        }
        return document
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

    private static func makeNode(_ node: OpaquePointer) -> MarkdownNode {
        let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        return MarkdownNode(kind: kind(of: node), literal: literal,
                            startLine: Int(cmark_node_get_start_line(node)),
                            startColumn: Int(cmark_node_get_start_column(node)),
                            endLine: Int(cmark_node_get_end_line(node)),
                            endColumn: Int(cmark_node_get_end_column(node)),
                            children: [])
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        func string(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK:
            var length: Int32 = 0, offset: Int32 = 0
            var character: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            let fence = fenced ? MarkdownNode.Fence(character: UInt8(bitPattern: character), length: Int(length)) : nil
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), fence: fence)
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default:
            // Extension node types are registered at run time; they are told apart by name.
            switch string(cmark_node_get_type_string(node)) {
            case "table": return .table
            case "table_row", "table_header": return .tableRow
            case "table_cell": return .tableCell
            case "strikethrough": return .strikethrough
            case let name: return .other(name)
            }
        }
    }
}
