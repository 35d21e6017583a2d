import LocDocIngest
import LocDocModel
import Testing

/// An HTML comment at a list's own indentation ends the list (CommonMark), but the reader sees one list: a settings
/// list split only by comments is one configuration tree, top-level or nested; lists split by anything else, or
/// by nothing (a change of bullet), stay apart.
@Suite struct ListRunTests {
    private func trees(_ markdown: String) throws -> [[String]] {
        try TestPage.parse(TestPage.frontMatter + markdown).configuration.map { tree in
            func labels(_ entries: [ConfigEntry]) -> [String] { entries.flatMap { ["\($0.label)=\($0.value)"] + labels($0.children) } }
            return labels(tree.entries)
        }
    }

    @Test func aTopLevelListSplitByAComment() throws {
        let found = try trees("""

            - **Type**: Redirect
            <!-- locdoc-disable-next-line config-value -->
            - **Extension ID**: com.example.sso
            <!-- one -->
            <!-- two -->
            - **Team ID**: none

            """)
        #expect(found == [["Type=Redirect", "Extension ID=com.example.sso", "Team ID=none"]])
    }

    @Test func aNestedListSplitByACommentAtItsIndentation() throws {
        let document = try TestPage.parse(TestPage.frontMatter + """

            1. Configure the device:

                - **Type**: Redirect
                <!-- locdoc-disable-next-line config-value -->
                - **Extension ID**: com.example.sso
                - **Team ID**: none

            """)
        let tree = try #require(document.configuration.first)
        #expect(document.configuration.count == 1)
        #expect(tree.entries.first?.children.map(\.label) == ["Type", "Extension ID", "Team ID"])
        // The tree is the numbered list (one group), from its item (line 6) to the group's last setting (line 11).
        #expect(tree.range.start.line == 6 && tree.range.end.line == 11)
    }

    @Test("Apart: lists that something visible, or nothing, separates", arguments: [
        "- a: 1\n- b: 2\n\n<div>x</div>\n\n- c: 3\n- d: 4\n",
        "- a: 1\n- b: 2\n\n* c: 3\n* d: 4\n",
        "- a: 1\n- b: 2\n\nText.\n<!-- note -->\n- c: 3\n- d: 4\n",
    ])
    func apart(markdown: String) throws {
        #expect(try trees("\n" + markdown).count == 2)
    }
}
