/// The comments (`<!-- … -->`) of a raw HTML literal (an HTML block or an inline HTML node), found by their
/// delimiters: for locdoc's own comments, and for blocks that hold nothing else.
enum HTMLComments {
    static let open = Array("<!--".utf8)
    static let close = Array("-->".utf8)

    /// Each comment in order: its bytes from `<!--` through `-->`, and its text between them. An unclosed `<!--`
    /// ends the search (it is not a comment).
    static func comments(in bytes: [UInt8]) -> [(whole: Range<Int>, text: Range<Int>)] {
        var found: [(whole: Range<Int>, text: Range<Int>)] = []
        bytes.withUnsafeBufferPointer { bytes in
            var from = 0
            while let opening = find(open, in: bytes, from: from), let closing = find(close, in: bytes, from: opening + open.count) {
                found.append((opening..<closing + close.count, opening + open.count..<closing))
                from = closing + close.count
            }
        }
        return found
    }

    /// Whether a literal may hold a comment, without copying its bytes (most HTML is an `<a name>` anchor).
    static func mayHoldComment(_ literal: String) -> Bool {
        literal.utf8.withContiguousStorageIfAvailable { find(open, in: $0, from: 0) != nil } ?? true
    }

    /// Where `needle` first starts at or after `start`. Written out over the buffer: the standard library's generic
    /// `firstRange(of:)` cost a sixth of all `locdoc check` did, on every anchor of every page.
    static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
            if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
        }
        return nil
    }

    /// Whether a literal holds nothing but comments and white space.
    static func isCommentsOnly(_ literal: String) -> Bool {
        let bytes = Array(literal.utf8)
        let blank = { (range: Range<Int>) in bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }
        var from = 0
        for comment in comments(in: bytes) {
            guard blank(from..<comment.whole.lowerBound) else { return false }
            from = comment.whole.upperBound
        }
        return blank(from..<bytes.count)
    }
}
