/// Whether an inline HTML tag breaks the text around it, as a reader sees it: `<br>`, or the start or end tag of an
/// element that HTML lays out as a block (`</li><li>` between two items of a list written in a table cell).
///
/// The names are CommonMark's (spec 0.31, HTML block start condition 6: the elements that start an HTML block),
/// plus `br`; inline elements (`<a>`, `<sup>`, `<kbd>`, `<span>`) do not break the text, and neither does a comment.
enum HTMLBreakingTag {
    private static let names: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "br", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
        "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe",
        "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param",
        "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ]

    /// `literal` is one inline HTML node as cmark-gfm gives it: a start tag, an end tag, a comment, …
    static func breaks(_ literal: String) -> Bool {
        var bytes = literal.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "<") else { return false }
        var name: [UInt8] = []
        var first = true
        while let byte = bytes.next() {
            if first, byte == UInt8(ascii: "/") { first = false; continue }
            first = false
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            guard (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39 && !name.isEmpty) else { break }
            name.append(lower)
            guard name.count <= 10 else { return false }
        }
        return !name.isEmpty && names.contains(String(decoding: name, as: UTF8.self))
    }
}
