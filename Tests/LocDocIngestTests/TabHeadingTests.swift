import LocDocIngest
import LocDocModel
import Testing

/// DocFX tabs (`# [Swift](#tab/swift)`): found on a real page whose newer revision put its Objective-C and Swift
/// samples in a tab group of level-1 headings. As sections, the tab headings took the title's place as "the one
/// level-1 heading" and moved every later section under `swift/`, so each copy of the older revision lost every
/// section. A tab heading is a tab of the section it sits in.
@Suite struct TabHeadingTests {
    static let tabbed = TestPage.frontMatter + """
        # <a name="configure"></a>Configure

        ## <a name="custom-group"></a>Custom group

        Pass the group:

        # <a name="objective-c"></a>[Objective-C](#tab/objc)

        ```objc
        config.cacheConfig.keychainSharingGroup = @"custom-group";
        ```

        # [Swift](#tab/swift/objc)

        ```swift
        config.cacheConfig.keychainSharingGroup = "custom-group"
        ```

        ---

        ## <a name="next-steps"></a>Next steps

        Done.
        """

    @Test func tabHeadingsOpenNoSection() throws {
        let document = try TestPage.parse(Self.tabbed)
        // The title is the page's one level-1 heading again, and the sections after the tab group keep their place.
        #expect(document.sections.map(\.key.description) == ["#1", "#1/custom-group", "#1/next-steps"])
        #expect(document.codeSamples.map(\.sectionKey.description) == ["#1/custom-group", "#1/custom-group"])
    }

    @Test func tabsAreReadWithTheirIdConditionLabelAndSection() throws {
        let document = try TestPage.parse(Self.tabbed)
        let firstLine = TestPage.frontMatter.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(document.tabs.map { "\($0.id)|\($0.condition ?? "-")|\($0.title)|\($0.sectionKey)|\($0.range.start.line - firstLine)" }
            == ["objc|-|Objective-C|#1/custom-group|6", "swift|objc|Swift|#1/custom-group|12"])
        // A tab heading's link is the tab, not a link: DocFX renders it as a tab.
        #expect(!document.links.contains { $0.destination.hasPrefix("#tab/") })
        // The tab link's `<a name>` is still an anchor on the page.
        #expect(document.anchors.contains { $0.name == "objective-c" && $0.sectionKey.description == "#1/custom-group" })
    }

    @Test(arguments: ["## [Swift](#tab/swift) and more", "## [Swift](#swift)", "## [Swift](#tab/)", "## [Swift](tab/swift)"])
    func otherHeadingsAreSections(heading: String) throws {
        let document = try TestPage.parse(TestPage.frontMatter + "# Title\n\n\(heading)\n")
        #expect(document.sections.count == 2)
        #expect(document.tabs.isEmpty)
    }

    @Test func tabDestinations() {
        #expect(Tab.parse(destination: "#tab/swift")! == ("swift", nil))
        #expect(Tab.parse(destination: "#tab/swift/objc")! == ("swift", "objc"))
        #expect(Tab.parse(destination: "#tab/swift/")! == ("swift", nil))
        #expect(Tab.parse(destination: "#tab/") == nil)
        #expect(Tab.parse(destination: "#swift") == nil)
    }
}
