import LocDocIngest
import LocDocModel
import Testing

/// Two headings under one parent can carry the same anchor, so one key path names two sections: subsections
/// are numbered, and code spans and links counted, per key path, across both.
@Suite struct RepeatedAnchorTests {
    let document: Document

    init() throws {
        let page = """
            ---
            title: t
            ---
            # <a name="top"></a>Top
            ## <a name="dup"></a>A
            `a` [a](#a)
            ### One
            ## <a name="dup"></a>B
            `b` [b](#b)
            ### Two
            ## Three
            ### <a name="dup"></a>Deep
            `c`
            """
        let origin = FileOrigin(displayPath: "en-US/page.md", variant: "en-US", page: "page.md", folderLocale: nil)
        document = try MarkdownIngest().parse(bytes: Array(page.utf8), origin: origin)
    }

    @Test func subsectionsAreNumberedPerKeyPath() {
        #expect(document.sections.map(\.key.description)
            == ["#1", "#1/dup", "#1/dup/#1", "#1/dup", "#1/dup/#2", "#1/#3", "#1/#3/dup"])
    }

    @Test func ordinalsAreCountedPerKeyPath() {
        #expect(document.inlineCode.map(\.sectionKey.description) == ["#1/dup", "#1/dup", "#1/#3/dup"])
        #expect(document.inlineCode.map(\.ordinal) == [1, 2, 1])
        #expect(document.links.map(\.ordinal) == [1, 2])
    }
}
