import CCmarkGFM
import Glibc
import Synchronization

/// The GFM extensions every parse uses (table, autolink, strikethrough), prepared so that parsers on several threads
/// share no state they write.
///
/// cmark-gfm keeps the table of bytes that may start an inline (`SPECIAL_CHARS`) in one process-wide array.
/// `cmark_parser_finish` adds each attached extension's bytes to it before parsing inlines and removes them afterwards
/// (`cmark_manage_extensions_special_characters`), so one parse finishing clears `:`, `w` and `~` under another that
/// is still parsing inlines, which then misses autolinks and strikethrough at random. Upstream's fix, a table per
/// parser, is unmerged (github/cmark-gfm#176).
///
/// - Autolink's bytes (`:`, `w`) are added once per process, through a parser that is then dropped, and the
///   extension's own list of them is emptied. Add and remove read that list and nothing else reads autolink's (it
///   pushes no delimiters), so from then on the bytes stay in the table and no parse writes them.
/// - Strikethrough's list must stay: the inline parser looks `~` up in it to close a `~~` pair. A document without
///   a `~` byte cannot contain strikethrough and parses to the same tree without the extension, so it is parsed
///   without it, writing nothing. A document with a `~` attaches it and parses under `tildeLock`: its add and remove
///   touch only `~`, which matters to no parse but another with a `~`.
enum CMarkExtensions {
    private struct Prepared: @unchecked Sendable {
        /// Table and autolink: attached to every parser.
        let always: [OpaquePointer]
        let strikethrough: OpaquePointer?
    }

    /// Nil only if cmark-gfm could not create the parser that sets the table up (out of memory).
    private static let prepared: Prepared? = prepare()

    private static let tildeLock = Mutex(())

    private static func prepare() -> Prepared? {
        cmark_gfm_core_extensions_ensure_registered()
        let always = [cmark_find_syntax_extension("table"), cmark_find_syntax_extension("autolink")].compactMap { $0 }
        guard let setUp = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
        for syntax in always { cmark_parser_attach_syntax_extension(setUp, syntax) }
        cmark_manage_extensions_special_characters(setUp, 1)
        cmark_parser_free(setUp)
        // The lists stay allocated for the life of the process, as the registered extensions do.
        for syntax in always { cmark_syntax_extension_set_special_inline_chars(syntax, nil) }
        return Prepared(always: always, strikethrough: cmark_find_syntax_extension("strikethrough"))
    }

    enum Failure: Error {
        /// cmark-gfm could not create a parser (out of memory).
        case noParser
        /// `cmark_parser_finish` returned no document.
        case noDocument
    }

    /// `bytes` parsed with the GFM extensions and source positions on; the caller frees the root
    /// (`cmark_node_free`).
    static func document(_ bytes: [UInt8]) throws(Failure) -> OpaquePointer {
        guard let prepared else { throw .noParser }
        // memchr: a vectorised scan, far cheaper than the parse.
        let hasTilde = bytes.withUnsafeBytes { raw in raw.baseAddress.map { memchr($0, Int32(UInt8(ascii: "~")), raw.count) != nil } ?? false }
        return hasTilde ? try documentWithStrikethrough(bytes) : try parse(bytes, extensions: prepared.always)
    }

    /// `bytes` parsed with all three extensions, taking turns with the other parses that attach strikethrough.
    private static func documentWithStrikethrough(_ bytes: [UInt8]) throws(Failure) -> OpaquePointer {
        guard let prepared else { throw .noParser }
        let extensions = prepared.always + [prepared.strikethrough].compactMap { $0 }
        var root: Result<OpaquePointer, Failure> = .failure(.noParser)
        tildeLock.withLock { _ in root = Result { () throws(Failure) in try parse(bytes, extensions: extensions) } }
        return try root.get()
    }

    private static func parse(_ bytes: [UInt8], extensions: [OpaquePointer]) throws(Failure) -> OpaquePointer {
        guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS | CMARK_OPT_UNSAFE) else { throw .noParser }
        defer { cmark_parser_free(parser) }
        for syntax in extensions { cmark_parser_attach_syntax_extension(parser, syntax) }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cmark_parser_feed(parser, $0, buffer.count) }
            }
        }
        guard let root = cmark_parser_finish(parser) else { throw .noDocument }
        return root
    }
}
