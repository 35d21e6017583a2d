import LocDocIngest
import LocDocModel
import Testing

/// `<code>` in a raw HTML block (a `<table>`) is inline code of the page, at the column where its text starts, in
/// document order among the code spans of its section.
@Suite struct HTMLBlockCodeTests {
    @Test func codeInAnHTMLTable() throws {
        let document = try TestPage.parse(TestPage.frontMatter + """

            Lisez `userInfo`.

            <table>
              <tr><td>Réseau (<code>NSURLErrorDomain</code>)</td><td><code>-1</code> et <code>-1</code></td></tr>
              <tr><td>En-tête <code>Retry-<b>After</b></code></td></tr>
            </table>

            Puis `error.code`.

            """)
        let spans = document.inlineCode.map { "\($0.text)@\($0.range.start.line):\($0.range.start.column)#\($0.ordinal)" }
        // Code spans start at their backtick (`Lisez ` is six characters). Line 9: `NSURLErrorDomain` after
        // `  <tr><td>Réseau (<code>` (24 characters, `é` one column), the two `-1` at columns 64 and 83 (counted in the
        // line as written); line 10: the text of nested elements, which is not one run in the file, is placed at its
        // `<code` (column 19, after `  <tr><td>En-tête `).
        #expect(spans == ["userInfo@6:7#1", "NSURLErrorDomain@9:25#2", "-1@9:64#3", "-1@9:83#4", "Retry-After@10:19#5",
                          "error.code@13:6#6"])
    }

    @Test("No code read from other HTML: comments, a `<code>` in a fenced block, inline HTML", arguments: [
        "<!-- <code>x</code> -->\n", "```html\n<table><tr><td><code>x</code></td></tr></table>\n```\n",
        "Un <code>x</code> en ligne.\n",
    ])
    func notRead(markdown: String) throws {
        #expect(try TestPage.parse(TestPage.frontMatter + "\n" + markdown).inlineCode.isEmpty)
    }
}
