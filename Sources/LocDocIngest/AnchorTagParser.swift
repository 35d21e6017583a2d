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
        let bytes = Array(html.utf8)
        var found: [Anchor] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if let tag = startTag(bytes, at: index) {
                if tag.name == "a", let name = tag.attributes["name"] ?? tag.attributes["id"], !name.isEmpty {
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
        var name: String
        var attributes: [String: String]
        var end: Int
    }

    private static func startTag(_ bytes: [UInt8], at start: Int) -> StartTag? {
        var index = start + 1
        let nameStart = index
        while index < bytes.count, isASCIILetterOrDigit(bytes[index]) { index += 1 }
        guard index > nameStart, isASCIILetter(bytes[nameStart]) else { return nil }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
        var attributes: [String: String] = [:]
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") { return StartTag(name: name, attributes: attributes, end: index + 1) }
            if bytes[index] == UInt8(ascii: "/") { index += 1; continue }
            let attributeStart = index
            while index < bytes.count, !isSpace(bytes[index]), !"/>=".utf8.contains(bytes[index]) { index += 1 }
            let attribute = String(decoding: bytes[attributeStart..<index], as: UTF8.self).lowercased()
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            var value = ""
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                guard index < bytes.count else { return nil }
                let quote = bytes[index]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let valueStart = index + 1
                    guard let close = bytes[valueStart...].firstIndex(of: quote) else { return nil }
                    value = String(decoding: bytes[valueStart..<close], as: UTF8.self)
                    index = close + 1
                } else {
                    let valueStart = index
                    while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                    value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
                }
            }
            if !attribute.isEmpty, attributes[attribute] == nil { attributes[attribute] = value }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
    private static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool { isASCIILetter(byte) || (0x30...0x39).contains(byte) }
}
