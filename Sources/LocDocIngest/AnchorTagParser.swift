/// Reads the anchors DocFX pages put in headings, `<a name="x"></a>` (or `id="x"`), from cmark-gfm's raw
/// HTML nodes.
///
/// Decision: a small exact tokenizer for HTML start tags (tag name, then attributes whose values are
/// double-quoted, single-quoted or unquoted, names case-insensitive, as the HTML tokenizer reads them) rather
/// than libxml2's HTML parser. The input is one tag that cmark-gfm has already isolated; libxml2 would wrap it
/// in a synthetic document, repair it silently and lose the byte offset that the anchor's position needs.
enum AnchorTagParser {
    struct Anchor: Equatable {
        var name: String
        /// Byte offset of the tag's `<` in the input.
        var offset: Int
    }

    /// Every `<a …>` start tag in `html` that has a `name` or `id`, in order.
    static func anchors(in html: String) -> [Anchor] {
        // Read in place: a native string's bytes need no copy.
        var html = html
        return html.withUTF8(anchors(in:))
    }

    private static func anchors(in bytes: UnsafeBufferPointer<UInt8>) -> [Anchor] {
        var found: [Anchor] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if let tag = startTag(bytes, at: index) {
                if let name = tag.anchor, !name.isEmpty {
                    found.append(Anchor(name: name, offset: index))
                }
                index = tag.end
            } else {
                index += 1
            }
        }
        return found
    }

    private struct StartTag {
        /// For an `a` tag, its first `name` attribute, else its first `id` (an attribute without a value is "").
        var anchor: String?
        var end: Int
    }

    /// Reads a start tag through its `>`; only an `a` tag's `name` and `id` values are made into strings.
    private static func startTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> StartTag? {
        var index = start + 1
        let nameStart = index
        while index < bytes.count, isASCIILetterOrDigit(bytes[index]) { index += 1 }
        guard index > nameStart, isASCIILetter(bytes[nameStart]) else { return nil }
        let isA = index - nameStart == 1 && bytes[nameStart] | 0x20 == UInt8(ascii: "a")
        var name: String?, id: String?
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") { return StartTag(anchor: isA ? name ?? id : nil, end: index + 1) }
            if bytes[index] == UInt8(ascii: "/") { index += 1; continue }
            let attributeStart = index
            while index < bytes.count, !isSpace(bytes[index]), !"/>=".utf8.contains(bytes[index]) { index += 1 }
            let attribute = attributeStart..<index
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            var value = index..<index
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                guard index < bytes.count else { return nil }
                let quote = bytes[index]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let valueStart = index + 1
                    guard let close = bytes[valueStart...].firstIndex(of: quote) else { return nil }
                    value = valueStart..<close
                    index = close + 1
                } else {
                    let valueStart = index
                    while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                    value = valueStart..<index
                }
            }
            guard isA else { continue }
            if name == nil, isAttribute(bytes[attribute], "name") {
                name = String(decoding: bytes[value], as: UTF8.self)
            } else if id == nil, isAttribute(bytes[attribute], "id") {
                id = String(decoding: bytes[value], as: UTF8.self)
            }
        }
        return nil
    }

    /// Whether an attribute name is `lowercase` in any case, as `String.lowercased()` compares it.
    private static func isAttribute(_ written: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: String) -> Bool {
        guard written.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: written, as: UTF8.self).lowercased() == lowercase
        }
        return written.count == lowercase.utf8.count
            && zip(written, lowercase.utf8).allSatisfy { isASCIILetter($0) ? $0 | 0x20 == $1 : $0 == $1 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
    private static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool { isASCIILetter(byte) || (0x30...0x39).contains(byte) }
}
