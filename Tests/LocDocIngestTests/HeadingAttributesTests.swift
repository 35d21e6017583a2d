@testable import LocDocIngest
import LocDocModel
import Testing

/// A heading's trailing `{#id}` block (Markdig's generic attributes) is its anchor, not its text.
@Suite struct HeadingAttributesTests {
    @Test func theIdIsTheAnchorAndTheBlockLeavesTheTitle() throws {
        let document = try TestPage.parse(TestPage.frontMatter + "# Vue d'ensemble {#overview}\n\n## Télécharger le `SDK` {#section_99FE .x data-a=b}\n\nTexte.\n")
        #expect(document.sections.map(\.title) == ["Vue d'ensemble", "Télécharger le SDK"])
        #expect(document.sections.map(\.anchor) == ["overview", "section_99FE"])
        #expect(document.sections.last?.key.description.hasSuffix("/section_99FE") == true, "\(document.sections.map(\.key))")
        #expect(document.anchors.map(\.name) == ["overview", "section_99FE"])
        // The heading's last text was ` {#…}` alone: it is gone, and the code span ends the heading.
        #expect(document.sections.last?.inlines.last?.kind == .code)
        // The title's text node ends where its words do (column 16 is the `e` of `ensemble`).
        let title = document.textBlocks.first { $0.kind == .heading }
        #expect(title?.inlines.first?.range?.end == SourcePosition(line: 5, column: 16))
    }

    @Test(arguments: ["Set {x}", "Use {#}", "Map {a b}", "Ends with {#id} here", "Braces {}"])
    func textThatIsNotABlockStays(heading: String) throws {
        let document = try TestPage.parse(TestPage.frontMatter + "## \(heading)\n\nTexte.\n")
        #expect(document.sections.first?.title == heading)
        #expect(document.sections.first?.anchor == nil)
    }

    @Test func aBlockWithoutAnIdIsStillMarkup() {
        #expect(HeadingAttributes.split("Title {.hidden}").map { "\($0.text)|\($0.id ?? "-")" } == "Title|-")
        #expect(HeadingAttributes.split("{#only}").map { "\($0.text)|\($0.id ?? "-")" } == "|only")
    }
}
