import CCmarkGFM

/// cmark-gfm alone, with the same options and extensions the ingest uses: the baseline that benchmarks
/// compare locdoc's own throughput with. Lives here because the ingest is the only code that touches cmark.
public enum RawMarkdownParse {
    /// Parses and frees; returns the number of nodes so the work cannot be optimised away.
    public static func parse(_ bytes: [UInt8]) -> Int {
        let parsed = CMarkParseLock.run { () -> OpaquePointer? in
            cmark_gfm_core_extensions_ensure_registered()
            guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS | CMARK_OPT_UNSAFE) else { return nil }
            defer { cmark_parser_free(parser) }
            for name in ["table", "autolink", "strikethrough"] {
                if let syntax = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntax) }
            }
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cmark_parser_feed(parser, $0, buffer.count) }
                }
            }
            return cmark_parser_finish(parser)
        }
        guard let root = parsed else { return 0 }
        defer { cmark_node_free(root) }
        guard let iterator = cmark_iter_new(root) else { return 0 }
        defer { cmark_iter_free(iterator) }
        var nodes = 0
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE { nodes += 1 }
        return nodes
    }
}
