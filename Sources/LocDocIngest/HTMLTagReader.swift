/// Reads the HTML tags that matter to locdoc from cmark-gfm's raw HTML nodes: the anchors DocFX pages put in
/// headings, `<a name="x"></a>` (or `id="x"`), and the spans of side-by-side translations, whose
/// `<span class="sxs-lookup">` holds the source text a reader sees only on request.
///
/// Decision: a small exact tokenizer for HTML start tags (tag name, then attributes whose values are
/// double-quoted, single-quoted or unquoted, names case-insensitive, as the HTML tokenizer reads them) rather
/// than libxml2's HTML parser. The input is one tag that cmark-gfm has already isolated; libxml2 would wrap it
/// in a synthetic document, repair it silently and lose the byte offset that the anchor's position needs.
enum HTMLTagReader {
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
                if isName(bytes[tag.name], "a"), let value = tag.nameAttribute ?? tag.id, !value.isEmpty {
                    found.append(Anchor(name: String(decoding: bytes[value], as: UTF8.self), offset: index))
                }
                index = tag.end
            } else {
                index += 1
            }
        }
        return found
    }

    /// What one raw HTML inline node does to the nesting of `span` elements.
    enum SpanTag: Equatable {
        /// `<span …>`; `sourceLookup` when its class is `sxs-lookup`.
        case open(sourceLookup: Bool)
        /// `</span>`.
        case close
    }

    /// The node's `span` tag, when it is one start or end tag of a `span` (a self-closing `<span/>` opens nothing).
    static func spanTag(in html: String) -> SpanTag? {
        var html = html
        return html.withUTF8 { bytes -> SpanTag? in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "<") else { return nil }
            if bytes[1] == UInt8(ascii: "/") {
                var end = 2
                while end < bytes.count, isASCIILetterOrDigit(bytes[end]) { end += 1 }
                return isName(bytes[2..<end], "span") ? .close : nil
            }
            // The name first: most raw HTML in a page is `<a name>` anchors and `<br>`, whose attributes are not read here.
            guard bytes.count > 5, isName(bytes[1..<5], "span"), isSpace(bytes[5]) || bytes[5] == UInt8(ascii: ">") || bytes[5] == UInt8(ascii: "/"),
                  let tag = startTag(bytes, at: 0), !tag.selfClosing else { return nil }
            return .open(sourceLookup: isSourceLookup(tag, in: bytes))
        }
    }

    /// A start tag's name and the first value of the attributes locdoc reads (an attribute without a value is empty).
    /// Fields rather than a list of attributes: every raw HTML node of a page is read, and nothing is allocated.
    struct StartTag {
        var name: Range<Int>
        var nameAttribute: Range<Int>?
        var id: Range<Int>?
        var classes: Range<Int>?
        var selfClosing = false
        var end: Int
    }

    /// Reads a start tag through its `>`.
    static func startTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> StartTag? {
        var index = start + 1
        let nameStart = index
        while index < bytes.count, isASCIILetterOrDigit(bytes[index]) { index += 1 }
        guard index > nameStart, isASCIILetter(bytes[nameStart]) else { return nil }
        var tag = StartTag(name: nameStart..<index, end: index)
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") {
                tag.end = index + 1
                return tag
            }
            if bytes[index] == UInt8(ascii: "/") {
                tag.selfClosing = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">")
                index += 1
                continue
            }
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
            if tag.nameAttribute == nil, isName(bytes[attribute], "name") { tag.nameAttribute = value }
            else if tag.id == nil, isName(bytes[attribute], "id") { tag.id = value }
            else if tag.classes == nil, isName(bytes[attribute], "class") { tag.classes = value }
        }
        return nil
    }

    /// Whether a start tag's class list holds `sxs-lookup`: its content is the source text a reader sees only on request.
    static func isSourceLookup(_ tag: StartTag, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let classes = tag.classes.map { bytes[$0].split(whereSeparator: isSpace) } ?? []
        return classes.contains { isName($0, "sxs-lookup") }
    }

    /// Whether a tag, attribute or class name is `lowercase` in any case, as `String.lowercased()` compares it.
    static func isName(_ written: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: String) -> Bool {
        guard written.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: written, as: UTF8.self).lowercased() == lowercase
        }
        return written.count == lowercase.utf8.count
            && zip(written, lowercase.utf8).allSatisfy { isASCIILetter($0) ? $0 | 0x20 == $1 : $0 == $1 }
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
    private static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool { isASCIILetter(byte) || (0x30...0x39).contains(byte) }
}
