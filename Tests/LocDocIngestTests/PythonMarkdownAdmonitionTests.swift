import LocDocIngest
import LocDocModel
import Testing

/// Python-Markdown's admonitions, as MkDocs sites (FastAPI's) write them: blocks (`/// tip | Title` … `///`) and
/// indented admonitions (`!!! tip "Title"` over a body indented by four spaces, `??? tip` collapsible). Both are
/// alerts, read from cmark-gfm's paragraphs; a translated type is kept as written.
@Suite struct PythonMarkdownAdmonitionTests {
    private func alerts(_ body: String) throws -> [Alert] {
        try TestPage.parse("# T\n\n" + body).alerts
    }

    @Test("A block's kind, title aside; its body up to the closing marker")
    func blocks() throws {
        let found = try alerts("/// tip | 提示\n\n你可以这样做。\n\n///\n\nAfter.\n")
        #expect(found.map { "\($0.kind) \($0.syntax) \($0.marker)" } == ["tip block /// tip"])
        #expect(found.first?.text == "你可以这样做。")
        #expect(found.first?.range.start == SourcePosition(line: 3, column: 1))
        #expect(found.first?.range.end == SourcePosition(line: 7, column: 3))
        // Nested: more slashes outside; a closing marker closes the innermost block of its own character.
        let nested = try alerts("//// note\n\n/// warning\nInner.\n///\n\n////\n")
        #expect(nested.map { "\($0.kind) \($0.range.start.line)-\($0.range.end.line)" } == ["note 3-9", "warning 5-7"])
        // `///` closes no `:::` directive: the unclosed `:::note` runs to the end of the page.
        let mixed = try alerts("/// details\n:::note\nX.\n///\nAfter.\n")
        #expect(mixed.map { "\($0.kind) \($0.range.start.line)-\($0.range.end.line)" } == ["details 3-6", "note 4-7"])
    }

    @Test("Blocks that are not admonitions (tabs), `///text` and markers in code are not alerts")
    func notAdmonitions() throws {
        #expect(try alerts("/// tab | Python 3.10+\n\nText.\n\n///\n").isEmpty)
        #expect(try alerts("///tip\nText.\n").isEmpty)
        #expect(try alerts("```python\n/// tip\nx = 1\n///\n```\n").isEmpty)
    }

    @Test("An indented admonition's body is its lines indented under the marker, paragraphs and code alike")
    func indented() throws {
        let found = try alerts("!!! check \"Vérifier\"\n    Premier paragraphe.\n\n    Second paragraphe.\n\nAprès.\n")
        #expect(found.map { "\($0.kind) \($0.syntax) \($0.marker)" } == ["check admonition !!! check"])
        #expect(found.first?.range.start == SourcePosition(line: 3, column: 1))
        #expect(found.first?.range.end.line == 6)
        #expect(found.first?.contentLineCount == 3)
        #expect(found.first?.text == "Premier paragraphe.")
        let collapsible = try alerts("???+ Dica\n    Texto.\n")
        #expect(collapsible.map { "\($0.kind) \($0.syntax) \($0.marker)" } == ["Dica collapsible ??? Dica"])
        // A marker with no body is a title alone; `!!!x` and `!!!!` are text.
        #expect(try alerts("!!! note\n\nNot indented.\n").map(\.contentLineCount) == [0])
        #expect(try alerts("!!!note\n\n!!!! note\n").isEmpty)
    }
}
