import LocDocIngest
import LocDocModel
import Testing

/// DocFX's `:::image` directive is an image: its `source` is an image link at the value's own column, with its
/// `alt-text` as the link's text, in document order among the page's links. `:::code`'s `source` is a link too.
@Suite struct SourceDirectiveTests {
    @Test func theSourceIsAnImageLink() throws {
        let document = try TestPage.parse(TestPage.frontMatter + """

            Voir [la page](a.md).

            :::image type="content" source="media/sso profil.png" alt-text="Profil SSO dans Intune":::

            - Étape :

                :::image type="complex" source="media/étape.png"
                    alt-text="Étape":::

            Et [la suite](b.md).

            """)
        #expect(document.links.map(\.destination) == ["a.md", "media/sso profil.png", "media/étape.png", "b.md"])
        #expect(document.links.map(\.isImage) == [false, true, true, false])
        #expect(document.links.map(\.text) == ["la page", "Profil SSO dans Intune", "Étape", "la suite"])
        #expect(document.links.map(\.ordinal) == [1, 2, 3, 4])
        // At the value, after its quote: line 8 column 33; in the list item, after four spaces, line 12 column 37.
        #expect(document.links[1].range.start == SourcePosition(line: 8, column: 33))
        #expect(document.links[2].range.start == SourcePosition(line: 12, column: 37))
    }

    @Test func theSourceOfACodeDirectiveIsALink() throws {
        let document = try TestPage.parse(TestPage.frontMatter + """

            :::code language="swift" source="~/samples/msal/Silent.swift" range="2-24,26" highlight="5":::

            Voir [la page](a.md).

            """)
        #expect(document.links.map(\.destination) == ["~/samples/msal/Silent.swift", "a.md"])
        #expect(document.links.map(\.isImage) == [false, false])
        #expect(document.links.map(\.text) == ["", "la page"])
        // After `:::code language="swift" source="` (33 characters).
        #expect(document.links[0].range.start == SourcePosition(line: 6, column: 34))
    }

    @Test("Not a directive: other words, no source, `:::image` in code or not first", arguments: [
        ":::imagery source=\"a.png\":::", ":::image type=\"content\" alt-text=\"x\":::", "`:::image source=\"a.png\":::`",
        "Voir :::image source=\"a.png\":::", ":::image type=\"content\" xsource=\"a.png\":::",
        ":::codes source=\"a.swift\":::", ":::zone pivot=\"swift\"", ":::code language=\"swift\":::",
    ])
    func notAnImage(paragraph: String) throws {
        #expect(try TestPage.parse(TestPage.frontMatter + "\n" + paragraph + "\n").links.isEmpty)
    }
}
