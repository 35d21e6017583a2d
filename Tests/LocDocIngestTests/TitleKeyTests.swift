import LocDocIngest
import LocDocModel
import Testing

/// The page's one level-1 heading is its title, keyed by position: a reworded title changes its anchor, and keyed
/// by it, every section of the page would change key. With two level-1 headings, each keeps its anchor.
@Suite struct TitleKeyTests {
    @Test func theTitleIsKeyedByPosition() throws {
        let document = try TestPage.parse(TestPage.frontMatter + "# <a name=\"how-to-x\"></a>How to: X\n\n## <a name=\"y\"></a>Y\n")
        #expect(document.sections.map(\.key.description) == ["#1", "#1/y"])
        #expect(document.sections.first?.anchor == "how-to-x")
    }

    @Test func twoLevelOneHeadingsKeepTheirAnchors() throws {
        let document = try TestPage.parse(TestPage.frontMatter + "# <a name=\"a\"></a>A\n\n# <a name=\"b\"></a>B\n\n## <a name=\"y\"></a>Y\n")
        #expect(document.sections.map(\.key.description) == ["a", "b", "b/y"])
    }

    @Test func aTitleAfterAnotherHeadingKeepsItsAnchor() throws {
        let document = try TestPage.parse(TestPage.frontMatter + "## <a name=\"intro\"></a>Intro\n\n# <a name=\"a\"></a>A\n")
        #expect(document.sections.map(\.key.description) == ["intro", "a"])
    }
}

/// The path of a section as a reader knows it: its anchors, without the title's position at the top.
@Suite struct SectionKeyReaderPathTests {
    @Test func thePositionOfTheTitleIsLeftOut() {
        #expect(SectionKey(segments: ["#1", "next", "more"]).readerPath == "next/more")
        #expect(SectionKey(segments: ["#1"]).readerPath == "#1")
        #expect(SectionKey(segments: ["a", "#2"]).readerPath == "a/#2")
        #expect(SectionKey.positionSegment(3) == "#3" && SectionKey.isPosition("#3") && !SectionKey.isPosition("next"))
    }
}
