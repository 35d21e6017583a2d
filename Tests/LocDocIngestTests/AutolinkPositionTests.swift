import LocDocIngest
import LocDocModel
import Testing

/// Autolinks span exactly what is written for them, and the text around them keeps its own place. cmark-gfm
/// 0.29 counts a `<…>` autolink from its paragraph's content (so inside a list item or block quote it is off by
/// their indentation, and the text before it was cut short to meet it) and starts an extension autolink
/// (`www.…`) one column early.
@Suite struct AutolinkPositionTests {
    /// Each case: a body, and each link's text as written, in order.
    static let cases: [(String, [String])] = [
        ("- Punkt <https://x.org> hier\n", ["<https://x.org>"]),
        ("> Z <https://z.org> ok www.q.com\n", ["<https://z.org>", "www.q.com"]),
        ("X www.a.com www.a.com\n", ["www.a.com", "www.a.com"]),
        ("- <a@b.org> mail\n", ["<a@b.org>"]),
        ("> - item <https://n.org> x\n", ["<https://n.org>"]),
        ("1. Schritt: https://bare.org/x. Ende\n", ["https://bare.org/x"]),
        ("- A [l](u) and <https://x.org> then www.q.com\n", ["[l](u)", "<https://x.org>", "www.q.com"]),
        // The extension's email links have no position, nor has the text after them (here with an entity), and
        // the empty text it leaves after a link at a paragraph's end takes no room from the link.
        ("x@y.org a&amp;b c\n", ["x@y.org"]),
        ("ab x@y.org\n", ["x@y.org"]),
        // A lazy line in a quote: the empty text first on it keeps a column of the paragraph's, not the line's.
        ("> > <m@n.org>\n> x@y.org 中文 x@y.org\n", ["<m@n.org>", "x@y.org", "x@y.org"]),
        // A `www.` link first on a lazy line, and a `<…>` one whose own column lands on a later `[`.
        ("> - `code` x@y.org www.a.com\nwww.b.com **st**\n", ["x@y.org", "www.a.com", "www.b.com"]),
        ("> - *em* <b>h</b>\nhttps://c.net/p <m@n.org> [www.z.com](http://www.z.com) x\n",
         ["https://c.net/p", "<m@n.org>", "[www.z.com](http://www.z.com)"]),
        // Placed right already: a top-level paragraph, and a continuation line.
        ("See <https://t.org> and https://u.org now\n", ["<https://t.org>", "https://u.org"]),
        ("- item\n  more <https://c.org> end\n", ["<https://c.org>"]),
    ]

    @Test(arguments: cases)
    func autolinksSpanTheirSource(body: String, links: [String]) throws {
        let page = TestPage.frontMatter + body
        let source = WrittenSource(page)
        let found = TestPage.inlines(of: try TestPage.parse(page))
        let linkNodes = found.filter { $0.kind == .link }
        #expect(linkNodes.map { source.text($0.range) } == links.map(Optional.some))
        // Every text node spans exactly its literal, the autolinks' own text included (but for one written with an
        // entity, whose source is not its literal).
        for text in found where text.kind == .text && !text.literal.isEmpty && !text.literal.contains("&") {
            #expect(source.text(text.range) == text.literal, "`\(text.literal)` at \(String(describing: text.range))")
        }
    }
}
