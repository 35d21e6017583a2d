/// Whether an inline HTML tag breaks the text around it, as a reader sees it: `<br>`, or the start or end tag of an
/// element that HTML lays out as a block (`</li><li>` between two items of a list written in a table cell).
///
/// The names are CommonMark's (spec 0.31, HTML block start condition 6: the elements that start an HTML block),
/// plus `br`; inline elements (`<a>`, `<sup>`, `<kbd>`, `<span>`) do not break the text, and neither does a comment.
enum HTMLBreakingTag {
    private static let nameList = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "br", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
        "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe",
        "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param",
        "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ]
    /// Each name's bytes packed into one number (names are at most 10 bytes), sorted for a binary search: a tag is
    /// looked up without making a string, once per inline HTML node of every page.
    private static let packed: [UInt128] = nameList.map { pack(Array($0.utf8))! }.sorted()

    private static func pack(_ bytes: [UInt8]) -> UInt128? {
        guard bytes.count <= 16 else { return nil }
        return bytes.reduce(UInt128(0)) { $0 << 8 | UInt128($1) }
    }

    /// `literal` is one inline HTML node as cmark-gfm gives it: a start tag, an end tag, a comment, …
    static func breaks(_ literal: String) -> Bool {
        var bytes = literal.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "<") else { return false }
        var name: UInt128 = 0
        var length = 0
        var first = true
        while let byte = bytes.next() {
            if first, byte == UInt8(ascii: "/") { first = false; continue }
            first = false
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            guard (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39 && length > 0) else { break }
            length += 1
            guard length <= 10 else { return false }
            name = name << 8 | UInt128(lower)
        }
        guard length > 0 else { return false }
        var low = 0, high = packed.count
        while low < high {
            let middle = (low + high) / 2
            if packed[middle] < name { low = middle + 1 } else { high = middle }
        }
        return low < packed.count && packed[low] == name
    }
}
