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
        yaml.withUnsafeBufferPointer { entries(in: $0) }
    }

    /// Over the bytes' buffer: every page's front matter comes through here.
    private static func entries(in yaml: UnsafeBufferPointer<UInt8>) -> [FrontMatterEntry]? {
        var entries: [FrontMatterEntry] = []
        var keys: Set<String> = []
        var lineStart = 0
        var line = 2
        while lineStart < yaml.count {
            var lineEnd = lineStart
            while lineEnd < yaml.count, !LineBreak.endsLine(yaml, at: lineEnd) { lineEnd += 1 }
            if lineEnd > lineStart {
                guard let entry = self.entry(UnsafeBufferPointer(rebasing: yaml[lineStart..<lineEnd]), line: line),
                      keys.insert(entry.key).inserted else { return nil }
                entries.append(entry)
            }
            lineStart = lineEnd + 1
            line += 1
        }
        return entries.isEmpty ? nil : entries
    }

    private static func entry(_ text: UnsafeBufferPointer<UInt8>, line: Int) -> FrontMatterEntry? {
        guard let first = text.first, isLetter(first) else { return nil }
        var colon = 0
        while colon < text.count, text[colon] != UInt8(ascii: ":") {
            let byte = text[colon]
            guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") else {
                return nil
            }
            colon += 1
        }
        // libyaml takes a key of more than 1024 characters for no key at all.
        guard colon < text.count, colon < 1000 else { return nil }
        var start = colon + 1
        guard start < text.count, text[start] == 0x20 else { return nil }
        while start < text.count, text[start] == 0x20 { start += 1 }
        var end = text.count
        while end > start, text[end - 1] == 0x20 { end -= 1 }
        guard end > start, let value = self.value(UnsafeBufferPointer(rebasing: text[start..<end])) else { return nil }
        return FrontMatterEntry(key: String(decoding: UnsafeBufferPointer(rebasing: text[..<colon]), as: UTF8.self),
                                value: .scalar(value), line: line)
    }

    /// A one-line scalar as Yams reads it: `"text"` or `'text'` without escapes or inner quotes, or plain text
    /// that cannot start or hold anything YAML gives a meaning.
    private static func value(_ written: UnsafeBufferPointer<UInt8>) -> String? {
        guard isOrdinary(written), let first = written.first, let last = written.last else { return nil }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard written.count >= 2, last == first else { return nil }
            let inner = UnsafeBufferPointer(rebasing: written[1..<(written.count - 1)])
            guard !inner.contains(first), !inner.contains(UInt8(ascii: "\\")) else { return nil }
            return String(decoding: inner, as: UTF8.self)
        }
        guard !startsSpecially(first), last != UInt8(ascii: ":") else { return nil }
        var index = 0
        while index + 1 < written.count {
            let byte = written[index], next = written[index + 1]
            if (byte == UInt8(ascii: ":") && next == 0x20) || (byte == 0x20 && next == UInt8(ascii: "#")) { return nil }
            index += 1
        }
        return String(decoding: written, as: UTF8.self)
    }

    /// The characters YAML gives a meaning at the start of a plain scalar: ``-?:,[]{}#&*!|>'"%@` ``.
    private static func startsSpecially(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
             UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
             UInt8(ascii: "`"):
            true
        default:
            false
        }
    }

    /// No control character, no character of four bytes, and none of those libyaml reads as a line break, a byte
    /// order mark or a non-character (NEL and the C1 controls, U+2028, U+2029, U+FEFF, U+FFFE, U+FFFF). The bytes
    /// are valid UTF-8 (`SourceText` checked them), and a line holds whole characters; a sequence cut short is
    /// refused all the same.
    private static func isOrdinary(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20..<0x7F:
                index += 1
            case 0xC2:
                guard index + 1 < bytes.count, bytes[index + 1] >= 0xA0 else { return false }
                index += 2
            case 0xC3...0xDF:
                guard index + 1 < bytes.count else { return false }
                index += 2
            case 0xE0...0xEF:
                guard index + 2 < bytes.count else { return false }
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
