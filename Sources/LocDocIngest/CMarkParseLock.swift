import Synchronization

/// cmark-gfm parses one document at a time per process.
///
/// The table of characters that start an inline extension (`:` and `w` for autolinks, `~` for strikethrough) is a
/// process-wide array in cmark-gfm that every parse fills when it starts parsing inlines and clears when it is done
/// (`cmark_manage_extensions_special_characters`, in `cmark_parser_finish` and in the table extension's row
/// parsing during `cmark_parser_feed`). Two parses at once clear it under each other and miss autolinks at random,
/// so the loader's threads take turns for feeding and finishing a parser; converting and walking the finished
/// trees, most of the ingest, still runs in parallel.
enum CMarkParseLock {
    private static let mutex = Mutex(())

    static func run<T>(_ body: () -> T) -> T {
        mutex.withLock { _ in body() }
    }
}
