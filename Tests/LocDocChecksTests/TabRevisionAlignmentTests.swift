import LocDocChecks
import LocDocModel
import Testing

/// A newer revision put the page's Objective-C and Swift samples in a DocFX tab group of level-1 headings; the
/// older revision labels them with a paragraph. Seen on a real page (17 translations): with tab headings as
/// sections, each copy of the older revision had 20 findings, every section "missing" and "not in the other
/// variants". The tab group is a change inside one section.
@Suite struct TabRevisionAlignmentTests {
    private static func body(tabs: Bool) -> String {
        let objc = tabs ? "# <a name=\"objective-c\"></a>[Objective-C](#tab/objc)" : "Objective-C:"
        let swift = tabs ? "# <a name=\"swift\"></a>[Swift](#tab/swift)" : "Swift:"
        return """
            # <a name="configure"></a>Configure

            ## <a name="custom-group"></a>Custom group

            \(objc)

            ```objc
            config.cacheConfig.keychainSharingGroup = @"custom-group";
            ```

            \(swift)

            ```swift
            config.cacheConfig.keychainSharingGroup = "custom-group"
            ```
            \(tabs ? "\n---\n" : "")
            ## <a name="next-steps"></a>Next steps

            See [the overview](overview.md).
            """
    }

    @Test func theOlderRevisionKeepsItsSections() throws {
        let found = try FixtureCorpusTests.check([
            "de-DE": BundledPages.example("de-DE", Self.body(tabs: true), revision: "bbbb", handoff: "06/01/2021"),
            "fr-FR": BundledPages.example("fr-FR", Self.body(tabs: true), revision: "bbbb", handoff: "06/01/2021"),
            "es-ES": BundledPages.example("es-ES", Self.body(tabs: false)),
        ]).findings
        // The older copy is of an older revision, and that is all: its sections, samples and links align with the
        // newer copies' (a tab heading's link is a tab, not a link to compare).
        #expect(found.map { "\($0.check) \($0.variant) \($0.findingClass.rawValue)" } == ["stale-revision es-ES stale"],
                "\(found.map(\.message))")
    }
}
