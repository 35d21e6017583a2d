import LocDocIngest
import LocDocModel
import Testing

/// Admonitions written as container directives (`:::note` … `:::`, `::: tip Title` … `:::`) are alerts, read from
/// cmark-gfm's paragraphs; DocFX's own triple-colon directives and markers inside code are not.
@Suite struct ContainerDirectiveTests {
    private func alerts(_ body: String) throws -> [Alert] {
        try TestPage.parse("# T\n\n" + body).alerts
    }

    @Test("Each dialect's opening line gives the kind as written", arguments: [
        (":::note\nTexte.\n:::\n", "note"),
        (":::tip[Astuce du jour]\nTexte.\n:::\n", "tip"),
        (":::caution{title=\"Attention\"}\nTexte.\n:::\n", "caution"),
        ("::: warning Attention\nTexte.\n:::\n", "warning"),
        (":::Tip\nTexte.\n:::\n", "Tip"),
        (":::совет\nТекст.\n:::\n", "совет"),
        ("  :::danger   \nTexte.\n  :::   \n", "danger"),
    ])
    func dialects(body: String, kind: String) throws {
        let found = try alerts(body)
        #expect(found.map(\.kind) == [kind])
        #expect(found.map(\.syntax) == [.directive])
        #expect(found.first?.range.start.line == 3)
        #expect(found.first?.range.end.line == 5)
        #expect(found.first?.contentLineCount == 1)
        #expect(found.first?.marker == ":::" + kind)
    }

    @Test("The body's text leaves the markers out, across blocks, a list and a code sample")
    func body() throws {
        let found = try alerts(":::note[Titre]\nPremière phrase.\n\n- un\n- deux\n:::\n\nAprès.\n")
        #expect(found.count == 1)
        #expect(found.first?.text == "Première phrase.\nun\ndeux")
        #expect(found.first?.range.end == SourcePosition(line: 8, column: 3))
        #expect(found.first?.contentLineCount == 4)
        let fenced = try TestPage.parse("# T\n\n::: tip\n```js\nlet a = 1\n```\n:::\n")
        #expect(fenced.alerts.map(\.range.end.line) == [7])
        #expect(fenced.codeSamples.map(\.code) == ["let a = 1\n"])
    }

    @Test("Nested directives close innermost first; a shorter closing run does not close a longer opening")
    func nesting() throws {
        let found = try alerts("::::note\nA.\n\n:::tip\nB.\n:::\n\nC.\n::::\n")
        #expect(found.map(\.kind) == ["note", "tip"])
        #expect(found.map(\.range.start.line) == [3, 6])
        #expect(found.map(\.range.end.line) == [11, 8])
        #expect(found.map(\.ordinal) == [1, 2])
        let long = try alerts("::::note\nA.\n\n:::\n\nB.\n::::\n")
        #expect(long.map(\.range.end.line) == [9])
    }

    @Test("A directive never closed runs to the end of the page")
    func unclosed() throws {
        let found = try alerts(":::note\nA.\n\nB.\n")
        #expect(found.map(\.range.end.line) == [6])
        #expect(found.first?.text == "A.\nB.")
    }

    @Test("Not admonitions: DocFX one-line and paired directives, markers in code, colons in prose", arguments: [
        ":::image type=\"content\" source=\"media/a.png\" alt-text=\"Une image.\":::\n",
        ":::row:::\n:::column:::\nTexte.\n:::column-end:::\n:::row-end:::\n",
        ":::zone pivot=\"swift\"\n\nTexte.\n\n::: zone-end\n",
        ":::moniker range=\">=v2\"\nTexte.\n:::moniker-end\n",
        "```\n:::note\nA.\n:::\n```\n",
        "    :::note\n    A.\n",
        "Le ratio :::note est du texte.\n",
        ":: note\nA.\n::\n",
        ":::123\nA.\n:::\n",
    ])
    func notAdmonitions(body: String) throws {
        #expect(try alerts(body).isEmpty)
    }

    @Test("Block-quote alerts and directives share a section's ordinals, in page order")
    func mixed() throws {
        let found = try alerts("> [!NOTE]\n> A.\n\n:::tip\nB.\n:::\n\n> [!WARNING]\n> C.\n")
        #expect(found.map(\.marker) == ["[!NOTE]", ":::tip", "[!WARNING]"])
        #expect(found.map(\.ordinal) == [1, 2, 3])
    }
}
