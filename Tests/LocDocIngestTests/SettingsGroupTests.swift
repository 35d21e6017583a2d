import LocDocIngest
import LocDocModel
import Testing

/// A group of settings is a label over a nested settings list. Found on real translated pages: the label need not
/// end in a colon (`Конфигурация 1.`), and a translation that put the group's number first (`- 1. konfiguráció:`)
/// makes the label a one-item numbered list. Either way the settings stay one level down, where the other copies
/// have them, so they align. A step of a procedure, with text after its settings, is still not a group.
@Suite struct SettingsGroupTests {
    private func trees(_ markdown: String) throws -> [ConfigurationTree] {
        try TestPage.parse(TestPage.frontMatter + markdown).configuration
    }

    @Test(arguments: [
        ("- Configuration 1:\n", "Configuration 1"),
        ("- Конфигурация 1.\n", "Конфигурация 1."),
        ("- 1. konfiguráció:\n", "konfiguráció"),
    ])
    func aGroup(label: String, expected: String) throws {
        let found = try trees("""

            Set these options.

            \(label)  - Key: sharedDeviceMode
              - Type: Boolean
              - Value: true

            """)
        let tree = try #require(found.first)
        #expect(found.count == 1)
        #expect(tree.entries.map(\.label) == [expected])
        let group = try #require(tree.entries.first)
        #expect(group.children.map(\.value) == ["sharedDeviceMode", "Boolean", "true"])
        #expect(group.keyTypeValue?.value.text == "true")
        #expect(group.children.last?.range.start.line == 11)
    }

    @Test func aStepWithMoreTextThanItsLabelIsNotAGroup() throws {
        let found = try trees("""

            1. Configure the device:

                - **Type**: Redirect
                - **ID**: com.example.sso

            1. Then configure the app.

                Set these options.

                - Configuration 1:
                  - Key: sharedDeviceMode
                  - Type: Boolean
                  - Value: true

            """)
        // Only the first step is a group (its label ends in a colon): the steps are not one tree of two groups, and
        // each step's own list is a tree.
        #expect(found.map { $0.entries.map(\.label) } == [["Type", "ID"], ["Configuration 1"]])
    }

    @Test func aStepWhoseOnlyTextIsItsLabelIsNotAGroup() throws {
        // A one-step procedure: the step's sentence over the settings is no group's name (it ends in `፦`, not a
        // colon), so the settings list is the tree.
        let found = try trees("""

            1. በ Intune የውቅር መግቢያ ውስጥ ይንገሩት፦

                - **Type**: Redirect
                - **ID**: com.example.sso

            """)
        #expect(found.map { $0.entries.map(\.label) } == [["Type", "ID"]])
    }

    @Test func aBoldLabelThatDidNotCloseIsStillTheLabel() throws {
        // A real pt-BR page: `**URLs:**https://…` stays text (no space after the closing `**`). The value is the URL,
        // not `**https://…`, which the URL validator would call a URL with no scheme.
        let found = try trees("""

            - **Type**: Redirect
            - **URLs:**https://login.example.com

            """)
        let entry = try #require(found.first?.entries.last)
        #expect(entry.label == "URLs")
        #expect(entry.value == "https://login.example.com")
        #expect(entry.valueRange?.start == SourcePosition(line: 7, column: 12))
    }
}
