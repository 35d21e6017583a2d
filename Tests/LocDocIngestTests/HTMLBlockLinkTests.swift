@testable import LocDocIngest
import LocDocModel
import Testing

/// A link's Markdown inside a raw HTML block renders as text, yet it is the copy's link: the ingest lists it, not
/// rendered, at the `[` in the file.
@Suite struct HTMLBlockLinkTests {
    /// Side-by-side translation of a list item whose text starts on the next line: `<span …>` alone on its line
    /// starts an HTML block that runs to the blank line.
    static let item = """
        - <span data-ttu-id="d490a-277">
          [Les propriétés](https://example.com/props#searchable) ici.</span><span class="sxs-lookup"><span data-stu-id="d490a-277">[Searchable properties](https://example.com/en/props)</span></span>

        - [Rendu](https://example.com/rendered)

        """

    @Test func aLinkInAnHTMLBlockIsListedAsNotRendered() throws {
        let document = try TestPage.parse(TestPage.frontMatter + Self.item)
        #expect(document.links.map(\.destination) == ["https://example.com/props#searchable", "https://example.com/rendered"])
        #expect(document.links.map(\.rendered) == [false, true])
        #expect(document.links.map(\.ordinal) == [1, 2])
        #expect(document.links.first?.text == "Les propriétés")
        // Line 6, after the item's two-space indent; the source's link in `sxs-lookup` is not the page's.
        #expect(document.links.first?.range.start == SourcePosition(line: 6, column: 3))
    }

    @Test func aLinkInABlockQuoteIsPlacedAfterTheMarker() throws {
        let document = try TestPage.parse(TestPage.frontMatter + "> <div>\n> Voir [la page](../a/b.md \"Titre\").\n> </div>\n")
        #expect(document.links.map(\.destination) == ["../a/b.md"])
        #expect(document.links.first?.range.start == SourcePosition(line: 6, column: 8))
    }

    @Test(arguments: [
        // Not a target's shape: bracketed prose before a parenthesis.
        "<div>\n[optionnel](voir plus bas) et [1](2)\n</div>\n",
        // Content a reader does not read as text.
        "<pre>\n[a](https://example.com)\n</pre>\n",
        "<div><code>[a](https://example.com)</code></div>\n",
        "<!-- [a](https://example.com) -->\n",
        "<div title=\"[a](https://example.com)\">\n</div>\n",
        "<div>\n<span class=\"sxs-lookup\"><span>x</span>[a](https://example.com)</span>\n</div>\n",
    ])
    func noLinkIsReadFrom(html: String) throws {
        let document = try TestPage.parse(TestPage.frontMatter + html)
        #expect(document.links.isEmpty)
    }

    @Test func anImageAndATextAfterASkippedElement() throws {
        let line = "<pre>[x](/a)</pre> ![Logo](media/logo.png) [y](#z)"
        let links = HTMLBlockLinks.links(in: "<div>\n\(line)\n</div>\n")
        #expect(links.map(\.destination) == ["media/logo.png", "#z"])
        #expect(links.map(\.isImage) == [true, false])
        // Where each starts in its line: the image's `!`, the link's `[`.
        let offset = { (text: String) in line.utf8.count - line[line.range(of: text)!.lowerBound...].utf8.count }
        #expect(links.map(\.byteInLine) == [offset("![Logo]"), offset("[y]")])
        #expect(links.map(\.line) == [1, 1])
        #expect(links.map(\.lineLength) == [line.utf8.count, line.utf8.count])
    }
}
