/// A code text (and the dialect it is read in) as a dictionary key, for the work done once per distinct code:
/// the copies of a page mostly share their samples and code spans, which translation leaves alone.
///
/// Code is compared by its bytes: `String` equality is canonical equivalence, and two spellings of `é` lex to
/// tokens of different texts and columns.
struct CodeKey: Hashable {
    var code: String
    var dialect: CodeDialect?
    /// For a language without a lexer: how its comments are written, when locdoc knows.
    var comments: CommentSyntax? = nil

    static func == (lhs: CodeKey, rhs: CodeKey) -> Bool {
        guard lhs.dialect == rhs.dialect, lhs.comments == rhs.comments, lhs.code.utf8.count == rhs.code.utf8.count else { return false }
        var left = lhs.code, right = rhs.code
        return left.withUTF8 { left in right.withUTF8 { Self.equal(left, $0) } }
    }

    /// Byte equality of two buffers of the same length, eight bytes at a time.
    private static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = left.count
        var index = 0
        let leftRaw = UnsafeRawBufferPointer(left), rightRaw = UnsafeRawBufferPointer(right)
        while index + 8 <= count {
            if leftRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                != rightRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self) { return false }
            index += 8
        }
        while index < count {
            if left[index] != right[index] { return false }
            index += 1
        }
        return true
    }

    /// The length and the first and last 64 bytes: equal keys have equal bytes, so equal hashes; two samples that
    /// differ only in their middle share a bucket and `==` tells them apart. Hashing every byte of every sample of
    /// every copy cost more than comparing the one candidate a lookup finds.
    func hash(into hasher: inout Hasher) {
        hasher.combine(dialect)
        hasher.combine(comments)
        var code = code
        code.withUTF8 { bytes in
            hasher.combine(bytes.count)
            let raw = UnsafeRawBufferPointer(bytes)
            guard bytes.count > 128 else { return hasher.combine(bytes: raw) }
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw[..<64]))
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw[(raw.count - 64)...]))
        }
    }
}
