import Foundation

/// Writes JSON byte for byte as `JSONOutput.encode` does (two-space indent, `" : "` after keys, unescaped
/// slashes, empty containers as `[` newline newline `]`), without building an encoder's tree of values: for reports
/// of a hundred megabytes. Keys are written in the order the caller gives, which must be sorted (UTF-8 order, as
/// the encoder sorts them). The bytes go to `output` in chunks of about a megabyte.
struct PrettyJSONWriter: ~Copyable {
    /// The bytes not yet handed over, in a buffer of its own: every byte of a report goes through here, and writing
    /// through a pointer spares an array's uniqueness and capacity checks per byte.
    private var bytes: ByteBuffer
    private var level = 0
    /// Whether the innermost open container has no member yet.
    private var empty = false
    /// Where full chunks go; nil for a fragment, which keeps all its bytes until `fragment()` hands them over.
    private let output: ((Data) -> Void)?
    private static let chunk = 1 << 20
    private static let hex = Array("0123456789abcdef".utf8)

    init(output: @escaping (Data) -> Void) {
        self.output = output
        bytes = ByteBuffer(capacity: Self.chunk + Self.chunk / 4)
    }

    /// A writer for a run of members inside a container `level` deep, written apart (on another thread) and
    /// added to the main writer with `append(fragment:)`; `empty` is whether the container has no member yet.
    init(fragmentAt level: Int, empty: Bool) {
        output = nil
        bytes = ByteBuffer(capacity: 1 << 14)
        self.level = level
        self.empty = empty
    }

    /// How deep the writer is: what a fragment for the current container starts at.
    var depth: Int { level }

    /// A fragment's bytes, for `append(fragment:)`.
    consuming func fragment() -> [UInt8] { bytes.array }

    /// Adds the members a fragment writer wrote for the current container.
    mutating func append(fragment: [UInt8]) {
        guard !fragment.isEmpty else { return }
        fragment.withUnsafeBufferPointer { bytes.append($0) }
        empty = false
        flushIfFull()
    }

    mutating func openObject() { open(UInt8(ascii: "{")) }
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    mutating func openArray() { open(UInt8(ascii: "[")) }
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts the next member of an object: `"name" : `. Names are written as they are: they must need no escape
    /// (the renderers' keys are identifiers).
    mutating func key(_ name: StaticString) {
        let comma = !empty, indent = 2 * level
        empty = false
        name.withUTF8Buffer { name in
            // `,` and a line break unless first, the indent, then `"name" : `, in one write.
            bytes.write(maximum: 2 + indent + name.count + 5) { out in
                // Wrapping arithmetic: every offset is within the room asked for.
                var cursor = out
                if comma {
                    cursor[0] = UInt8(ascii: ",")
                    cursor[1] = 0x0A
                    cursor = cursor + 2
                }
                cursor.initialize(repeating: 0x20, count: indent)
                cursor = cursor + indent
                cursor[0] = UInt8(ascii: "\"")
                cursor = cursor + 1
                if let source = name.baseAddress { cursor.initialize(from: source, count: name.count) }
                cursor = cursor + name.count
                cursor[0] = UInt8(ascii: "\"")
                cursor[1] = 0x20
                cursor[2] = UInt8(ascii: ":")
                cursor[3] = 0x20
                return cursor + 4 - out
            }
        }
    }

    /// Starts the next member of an object with a name that may need escapes.
    mutating func key(escaping name: String) {
        startMember()
        string(name)
        bytes.append(0x20)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
    }

    /// A member whose value is a string, or `null`.
    mutating func field(_ name: StaticString, _ value: String?) {
        key(name)
        string(value)
    }

    /// A member whose value is a number, or `null`.
    mutating func field(_ name: StaticString, _ value: Int?) {
        key(name)
        int(value)
    }

    /// Starts the next element of an array.
    mutating func element() { startMember() }

    mutating func string(_ value: String?) {
        guard let value else { return null() }
        var text = value
        text.withUTF8 { utf8 in
            guard Self.needsNoEscape(utf8) else {
                bytes.append(UInt8(ascii: "\""))
                appendEscaped(utf8)
                bytes.append(UInt8(ascii: "\""))
                return
            }
            // Most strings need no escape: quotes and bytes in one write.
            bytes.write(maximum: utf8.count + 2) { out in
                out[0] = UInt8(ascii: "\"")
                if let source = utf8.baseAddress { (out + 1).initialize(from: source, count: utf8.count) }
                out[utf8.count + 1] = UInt8(ascii: "\"")
                return utf8.count + 2
            }
        }
    }

    /// A number in decimal, as `String(value)` writes it.
    mutating func int(_ value: Int?) {
        guard let value else { return null() }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(UnsafeBufferPointer(rebasing: UnsafeRawBufferPointer(buffer).assumingMemoryBound(to: UInt8.self)[(20 - count)...]))
        }
    }

    mutating func null() { bytes.append("null") }

    mutating func boolean(_ value: Bool) { bytes.append(value ? "true" : "false") }

    /// A value encoded on its own by `JSONOutput.encode` (its final newline dropped), indented to this level.
    /// Every line break in encoder output is structural (strings escape theirs); empty lines stay empty.
    mutating func encoded(_ data: Data) {
        var first = true
        for line in data.dropLast().split(separator: 0x0A, omittingEmptySubsequences: false) {
            if !first {
                bytes.append(0x0A)
                if !line.isEmpty { indent() }
            }
            first = false
            line.withUnsafeBytes { bytes.append($0.assumingMemoryBound(to: UInt8.self)) }
        }
        flushIfFull()
    }

    /// Writes the last bytes (with the final newline of `JSONOutput.encode`).
    consuming func finish() {
        bytes.append(0x0A)
        output?(bytes.data)
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        bytes.append(0x0A)
        level += 1
        empty = true
    }

    private mutating func close(_ bracket: UInt8) {
        level -= 1
        bytes.append(0x0A)
        indent()
        bytes.append(bracket)
        empty = false
        flushIfFull()
    }

    private mutating func startMember() {
        if !empty {
            bytes.append(UInt8(ascii: ","))
            bytes.append(0x0A)
        }
        empty = false
        indent()
    }

    private mutating func indent() { bytes.append(0x20, count: 2 * level) }

    private mutating func flushIfFull() {
        guard let output, bytes.count >= Self.chunk else { return }
        output(bytes.data)
        bytes.removeAll()
    }

    /// JSON string escapes as Foundation's encoder writes them: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, other
    /// control characters as `\u00XX` (lower-case hex); everything else, `/` and non-ASCII included, as is.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var mark = 0
        var index = 0
        let raw = UnsafeRawBufferPointer(utf8)
        while index < utf8.count {
            // Eight bytes at a time while none of them needs an escape (most text has none).
            if index + 8 <= utf8.count, !Self.needsEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = utf8[index]
            index += 1
            guard Self.needsEscape(byte) else { continue }
            let escaped = index - 1
            bytes.append(UnsafeBufferPointer(rebasing: utf8[mark..<escaped]))
            mark = index
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                bytes.append("u00")
                bytes.append(Self.hex[Int(byte >> 4)])
                bytes.append(Self.hex[Int(byte & 0xF)])
            }
        }
        bytes.append(UnsafeBufferPointer(rebasing: utf8[mark..<utf8.count]))
    }

    /// Whether no byte of `utf8` needs an escape: eight at a time, then the rest one by one.
    private static func needsNoEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(utf8)
        var index = 0
        while index + 8 <= utf8.count {
            if needsEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return false }
            index += 8
        }
        while index < utf8.count {
            if needsEscape(utf8[index]) { return false }
            index += 1
        }
        return true
    }

    /// Whether a byte is written escaped: a control character, `"` or `\\`.
    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether any of eight bytes is a control character, `"` or `\\` (the bytes as one word: a byte is below 0x20
    /// when subtracting 0x20 borrows into its high bit while its own high bit is clear; it equals `c` when its
    /// exclusive or with `c` is zero, found the same way).
    @inline(__always)
    private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        return (word &- ones &* 0x20) & ~word & highs != 0 || hasZero(word ^ (ones &* 0x22)) || hasZero(word ^ (ones &* 0x5C))
    }
}
