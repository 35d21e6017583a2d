/// Whether a string holds an ASCII needle (`://`, two spaces), searched in its UTF-8 bytes.
///
/// `String.contains(_:)` with a string argument resolves to Foundation's, which bridges and searches through
/// `range(of:)`: on the bench corpus, thousands of calls per page. An ASCII needle's bytes never occur inside the
/// encoding of another scalar, so a byte search gives the same answer.
enum ASCIISearch {
    static func contains(_ text: some StringProtocol, _ needle: StaticString) -> Bool {
        precondition(needle.isASCII, "an ASCII needle")
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first else { return true }
        if let found = text.utf8.withContiguousStorageIfAvailable({ search($0, pattern, first) }) { return found }
        return Array(text.utf8).withUnsafeBufferPointer { search($0, pattern, first) }
    }

    private static func search(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>, _ first: UInt8) -> Bool {
        guard bytes.count >= pattern.count else { return false }
        var index = 0
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return true }
            }
            index += 1
        }
        return false
    }
}
