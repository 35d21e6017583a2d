@testable import LocDocIngest
import LocDocModel
import Testing

/// Side-by-side translations (Microsoft Graph's localized docs) follow each translated sentence with its source in
/// `<span class="sxs-lookup">`, which the reader sees only on request. That source is not the page's text.
@Suite struct SideBySideSourceTests {
    private static func sxs(_ id: String, _ translated: String, _ source: String) -> String {
        "<span data-ttu-id=\"ce544-\(id)\">\(translated)</span><span class=\"sxs-lookup\"><span data-stu-id=\"ce544-\(id)\">\(source)</span></span>"
    }

    @Test func theLookupSpanIsNotText() throws {
        let document = try TestPage.parse(TestPage.frontMatter + "## " + Self.sxs("1", "Paramètres", "Parameters") + "\n\n"
            + Self.sxs("2", "**Remarque :** utilisez `filter` avec [l'Afficheur](#x).", "**Note:** use `filter` with [the Explorer](#x).")
            + " " + Self.sxs("3", "Fin.", "End.") + "\n")
        #expect(document.sections.map(\.title) == ["Paramètres"])
        let paragraph = document.textBlocks.first { $0.kind == .paragraph }
        #expect(paragraph?.plainText == "Remarque : utilisez filter avec l'Afficheur. Fin.")
        // One link and one code span: the source's copies are not the page's.
        #expect(document.links.map(\.text) == ["l'Afficheur"])
        #expect(paragraph?.inlines.filter { $0.kind == .code }.count == 1)
    }

    @Test func otherSpansStayText() throws {
        let document = try TestPage.parse(TestPage.frontMatter + "Un <span class=\"ui\">bouton</span> et <span/>du texte.\n")
        #expect(document.textBlocks.first?.plainText == "Un bouton et du texte.")
    }

    @Test(arguments: [
        ("<span class=\"sxs-lookup\">", HTMLTagReader.SpanTag.open(sourceLookup: true)),
        ("<SPAN CLASS='a sxs-lookup b'>", .open(sourceLookup: true)),
        ("<span data-stu-id=\"x\">", .open(sourceLookup: false)),
        ("</span>", .close), ("</SPAN >", .close),
    ])
    func spanTags(html: String, tag: HTMLTagReader.SpanTag) {
        #expect(HTMLTagReader.spanTag(in: html) == tag)
    }

    @Test(arguments: ["<span/>", "<spans>", "</spanx>", "<a name=\"x\">", "<br>", "<span class=\"sxs-lookup\""])
    func notSpanTags(html: String) {
        #expect(HTMLTagReader.spanTag(in: html) == nil)
    }
}
