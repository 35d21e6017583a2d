import Foundation

/// A growable run of bytes that it alone owns, written through its pointer: `PrettyJSONWriter`'s storage, which
/// every byte of a hundred-megabyte report passes through.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes, copied.
    var array: [UInt8] { [UInt8](UnsafeBufferPointer(start: base, count: count)) }
    var data: Data { Data(bytes: base, count: count) }

    /// Empties the buffer and keeps its storage.
    mutating func removeAll() { count = 0 }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toFit: 1) }
        base[count] = byte
        count += 1
    }

    /// `byte`, `times` times over.
    mutating func append(_ byte: UInt8, count times: Int) {
        guard times > 0 else { return }
        if count + times > capacity { grow(toFit: times) }
        (base + count).initialize(repeating: byte, count: times)
        count += times
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toFit: bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Writes at most `maximum` bytes through a pointer to the end of the buffer, in one capacity check: `body`
    /// returns how many it wrote. For the short runs a report is made of (a key with its indent and separator, a
    /// string with its quotes), where a call per piece cost more than the bytes.
    @inline(__always)
    mutating func write(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + maximum > capacity { grow(toFit: maximum) }
        let written = body(base + count)
        precondition(written >= 0 && written <= maximum, "wrote past the room asked for")
        count += written
    }

    /// Doubles the storage (at least) so that `extra` more bytes fit.
    private mutating func grow(toFit extra: Int) {
        let wanted = max(capacity * 2, count + extra)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: wanted)
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = wanted
    }
}
