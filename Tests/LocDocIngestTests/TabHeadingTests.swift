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

    /// Found on a real page (`msal-national-cloud`): an older copy's JavaScript tab holds `### Step 1` … `### Step 4`,
    /// and the Python, Java, Objective-C and Swift tabs after it landed in "Step 4", so every sample of theirs was
    /// missing from the section the newer copies have them in, and extra in one those copies lack. A later tab of a
    /// group is back in the group's section; a thematic break or a heading as high as the tabs ends the group.
    static let stepsInATab = TestPage.frontMatter + """
        # Use MSAL

        ## <a name="prerequisites"></a>Prerequisites

        ### <a name="subscription"></a>Get a subscription

        ## [JavaScript](#tab/javascript)

        ### <a name="step-1"></a>Step 1

        ```javascript
        const app = 1;
        ```

        ## [Swift](#tab/swift)

        ```swift
        let app = 1
        ```

        ---

        ### <a name="after"></a>After

        ## [Python](#tab/python)

        ```python
        app = 1
        ```

        ## [Java](#tab/java)

        ```java
        int app = 1;
        ```
        """

    @Test func aLaterTabIsBackInTheGroupsSection() throws {
        let document = try TestPage.parse(Self.stepsInATab)
        #expect(document.sections.map(\.key.description) == ["#1", "#1/prerequisites", "#1/prerequisites/subscription",
                                                              "#1/prerequisites/step-1", "#1/prerequisites/after"])
        #expect(document.codeSamples.map { "\($0.language.normalized) \($0.sectionKey)" } == [
            "javascript #1/prerequisites/step-1", "swift #1/prerequisites/subscription",
            // After the thematic break, a new group: its tabs are in the section they follow.
            "python #1/prerequisites/after", "java #1/prerequisites/after",
        ])
        #expect(document.tabs.map { "\($0.id) \($0.sectionKey)" } == [
            "javascript #1/prerequisites/subscription", "swift #1/prerequisites/subscription",
            "python #1/prerequisites/after", "java #1/prerequisites/after",
        ])
    }

    @Test func aHeadingAsHighAsTheTabsEndsTheGroup() throws {
        let page = TestPage.frontMatter + "# Title\n\n## <a name=\"a\"></a>A\n\n### [One](#tab/one)\n\n#### <a name=\"inner\"></a>Inner\n\n"
            + "### <a name=\"b\"></a>B\n\n### [Two](#tab/two)\n\n```swift\nlet b = 1\n```\n"
        let document = try TestPage.parse(page)
        // `### B` ends the group of `### [One]`: `[Two]` opens a group of its own, in B.
        #expect(document.codeSamples.map(\.sectionKey.description) == ["#1/a/b"])
    }
}
