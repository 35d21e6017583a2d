import LocDocIngest
import LocDocModel
import Testing

/// `<!-- locdoc-… -->` comments are read from raw HTML (blocks and inline), with their ids, justification and
/// place; other comments, and comments inside code, are not; a trailing comment is not part of a setting's value.
@Suite struct SuppressionCommentTests {
    private func comments(_ markdown: String) throws -> [String] {
        try TestPage.parse(TestPage.frontMatter + markdown).suppressionComments.map { comment in
            let range = "\(comment.range.start.line):\(comment.range.start.column)-\(comment.range.end.line):\(comment.range.end.column)"
            return "\(comment.directive) \(comment.checks) \(comment.justification ?? "-") @\(range)"
        }
    }

    @Test func blockInlineAndMultiLineComments() throws {
        // Line 5 (after four lines of front matter) is blank; the page's lines are counted from the file's first.
        let found = try comments("""

            <!-- locdoc-disable-next-line config-value, punctuation-spacing -->
            - **Clé** : com.exemple.app <!-- locdoc-disable-line config-value; vérifié par l'équipe -->

            <!--
              locdoc-disable
            -->
            Texte. <!-- une remarque --> <!-- locdoc-enable -->

            """)
        // Line 7: the `<!--` after `- **Clé** : com.exemple.app ` (28 characters, `é` one column) is at column 29;
        // the comment is 63 characters long, so its `>` is at column 91.
        #expect(found == [
            "locdoc-disable-next-line [\"config-value\", \"punctuation-spacing\"] - @6:1-6:67",
            "locdoc-disable-line [\"config-value\"] vérifié par l'équipe @7:29-7:91",
            "locdoc-disable [] - @9:1-11:3",
            "locdoc-enable [] - @12:30-12:51",
        ])
    }

    @Test("Not read: other comments, comments in code, a comment that does not start with the prefix", arguments: [
        "<!-- TODO: locdoc-disable -->\n", "```html\n<!-- locdoc-disable -->\n```\n", "Le code `<!-- locdoc-disable -->`.\n",
        "    <!-- locdoc-disable -->\n", "<!-- locdocdisable -->\n",
    ])
    func notRead(markdown: String) throws {
        #expect(try comments("\n" + markdown).isEmpty)
    }

    @Test func aTrailingCommentIsNotPartOfTheValue() throws {
        let document = try TestPage.parse(TestPage.frontMatter + """

            - **Clé** : com.exemple.app <!-- locdoc-disable-line config-value -->
            - **Valeur** : vrai

            """)
        let entries = document.configuration.flatMap(\.entries)
        #expect(entries.map(\.value) == ["com.exemple.app", "vrai"])
        #expect(entries.first?.valueText == "com.exemple.app")
    }
}
