/// Strict UTF-8 validation (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF) one sequence at
/// a time, so that `SourceText` can validate in the same pass as it indexes and report where the first bad byte
/// is, which the standard library's validating initialisers do not.
enum UTF8Validation {
    /// The length of the valid sequence that starts with the byte at `index` (at least 0x80); nil when it is not
    /// a valid sequence (a stray continuation byte, an overlong form, a surrogate, a truncated sequence…).
    static func sequenceLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let length: Int
        var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF
        switch bytes[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; highest = 0x9F
        case 0xF0: length = 4; lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; highest = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= lowest, second <= highest else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        return length
    }
}
