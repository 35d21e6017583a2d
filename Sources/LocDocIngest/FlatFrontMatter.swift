import LocDocModel

/// The front matter nearly every DocFX page has, read without a YAML parser: one `key: value` per line, keys of
/// ASCII letters, digits, `.`, `_` and `-`, values plain or quoted on one line with nothing YAML would read
/// differently. Anything else (an empty value, a comment, an indented or continued line, an escape, a character
/// libyaml treats specially) answers nil, and the page goes to Yams as before; so do duplicated keys, which Yams
/// reports. What it answers is what Yams composes (a test compares the two on thousands of generated front
/// matters), at a fraction of the cost: Yams was a seventh of the ingest of a page.
enum FlatFrontMatter {
    /// The entries of the YAML between the fences, which starts on file line 2; nil when the YAML is not flat.
    static func entries(_ yaml: ArraySlice<UInt8>) -> [FrontMatterEntry]? {
        var entries: [FrontMatterEntry] = []
        var keys: Set<String> = []
        var lineStart = yaml.startIndex
        var line = 2
        while lineStart < yaml.endIndex {
            let lineEnd = yaml[lineStart...].firstIndex(of: 0x0A) ?? yaml.endIndex
            if lineEnd > lineStart {
                guard let entry = self.entry(yaml[lineStart..<lineEnd], line: line), keys.insert(entry.key).inserted else {
                    return nil
                }
                entries.append(entry)
            }
            lineStart = lineEnd + 1
            line += 1
        }
        return entries.isEmpty ? nil : entries
    }

    private static func entry(_ text: ArraySlice<UInt8>, line: Int) -> FrontMatterEntry? {
        // libyaml takes a key of more than 1024 characters for no key at all.
        guard let first = text.first, isLetter(first), let colon = text.firstIndex(of: UInt8(ascii: ":")),
              colon - text.startIndex < 1000, text[..<colon].allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_")
                  || $0 == UInt8(ascii: "-") }) else { return nil }
        var start = colon + 1
        guard start < text.endIndex, text[start] == 0x20 else { return nil }
        while start < text.endIndex, text[start] == 0x20 { start += 1 }
        var end = text.endIndex
        while end > start, text[end - 1] == 0x20 { end -= 1 }
        guard end > start, let value = self.value(text[start..<end]) else { return nil }
        return FrontMatterEntry(key: String(decoding: text[..<colon], as: UTF8.self), value: .scalar(value), line: line)
    }

    /// A one-line scalar as Yams reads it: `"text"` or `'text'` without escapes or inner quotes, or plain text
    /// that cannot start or hold anything YAML gives a meaning.
    private static func value(_ written: ArraySlice<UInt8>) -> String? {
        guard isOrdinary(written), let first = written.first, let last = written.last else { return nil }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let inner = written.dropFirst().dropLast()
            guard written.count >= 2, last == first, !inner.contains(first), !inner.contains(UInt8(ascii: "\\")) else {
                return nil
            }
            return String(decoding: inner, as: UTF8.self)
        }
        guard !"-?:,[]{}#&*!|>'\"%@`".utf8.contains(first), last != UInt8(ascii: ":") else { return nil }
        for index in written.indices.dropLast() {
            let byte = written[index], next = written[index + 1]
            if (byte == UInt8(ascii: ":") && next == 0x20) || (byte == 0x20 && next == UInt8(ascii: "#")) { return nil }
        }
        return String(decoding: written, as: UTF8.self)
    }

    /// No control character, no character of four bytes, and none of those libyaml reads as a line break, a byte
    /// order mark or a non-character (NEL and the C1 controls, U+2028, U+2029, U+FEFF, U+FFFE, U+FFFF). The bytes
    /// are valid UTF-8 (`SourceText` checked them).
    private static func isOrdinary(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case 0x20..<0x7F:
                index += 1
            case 0xC2:
                guard bytes[index + 1] >= 0xA0 else { return false }
                index += 2
            case 0xC3...0xDF:
                index += 2
            case 0xE0...0xEF:
                let scalar = UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                guard scalar != 0x2028, scalar != 0x2029, scalar != 0xFEFF, scalar < 0xFFFE else { return false }
                index += 3
            default:
                return false
            }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
