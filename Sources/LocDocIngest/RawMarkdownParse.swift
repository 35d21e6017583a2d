import CCmarkGFM

/// cmark-gfm alone, with the same options and extensions the ingest uses: the baseline that benchmarks
/// compare locdoc's own throughput with. Lives here because the ingest is the only code that touches cmark.
public enum RawMarkdownParse {
    /// Parses and frees; returns the number of nodes so the work cannot be optimised away.
    public static func parse(_ bytes: [UInt8]) -> Int {
        guard let root = try? CMarkExtensions.document(bytes) else { return 0 }
        defer { cmark_node_free(root) }
        guard let iterator = cmark_iter_new(root) else { return 0 }
        defer { cmark_iter_free(iterator) }
        var nodes = 0
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE { nodes += 1 }
        return nodes
    }
}
