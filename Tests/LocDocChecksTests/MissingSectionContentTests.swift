import LocDocChecks
import LocDocModel
import Testing

/// One defect, one finding: a copy that lacks a whole section (an older revision before a step was added, or a
/// translation that dropped it) gets one `section-missing` finding, not one more for each sample, link and alert
/// the section holds. Real pages gave up to 125 such findings (a source years ahead of its translations).
@Suite struct MissingSectionContentTests {
    private static func body(withStep: Bool, extra: Bool = false) -> String {
        let step = """

            ## <a name="step-2"></a>Step 2

            > [!NOTE]
            > See [the portal](https://portal.azure.com).

            ```swift
            register()
            ```

            """
        let more = """

            ## <a name="step-3"></a>Step 3

            Read [the guide](guide.md).

            ```objc
            [app run];
            ```

            """
        return """
            # <a name="setup"></a>Setup

            ## <a name="step-1"></a>Step 1

            Run [the tool](tool.md).

            ```swift
            run()
            ```
            \(withStep ? step : "")\(extra ? more : "")
            ## <a name="next"></a>Next

            Done.
            """
    }

    private static func findings(_ pages: [String: String]) throws -> [String] {
        try FixtureCorpusTests.check(pages).findings.map { "\($0.variant) \($0.check) \($0.findingClass.rawValue)" }
    }

    @Test func aMissingSectionIsOneFinding() throws {
        let found = try Self.findings([
            "de-DE": BundledPages.example("de-DE", Self.body(withStep: true)),
            "fr-FR": BundledPages.example("fr-FR", Self.body(withStep: true)),
            "es-ES": BundledPages.example("es-ES", Self.body(withStep: false)),
        ])
        #expect(found == ["es-ES section-missing corrupt"], "\(found)")
    }

    @Test func withSectionMissingTurnedOffTheSectionsContentIsReported() throws {
        // Nothing reports the section, so its note, link and sample are each the copy's own finding again.
        let report = try FixtureCorpusTests.check([
            "de-DE": BundledPages.example("de-DE", Self.body(withStep: true)),
            "fr-FR": BundledPages.example("fr-FR", Self.body(withStep: true)),
            "es-ES": BundledPages.example("es-ES", Self.body(withStep: false)),
        ], configuration: CheckConfiguration(disabled: ["section-missing"]))
        #expect(report.findings.map { "\($0.variant) \($0.check)" }.sorted()
            == ["es-ES alert-kind", "es-ES code-fence", "es-ES link-target"])
    }

    @Test func aSectionOnlyOneCopyHasIsOneFinding() throws {
        let found = try Self.findings([
            "de-DE": BundledPages.example("de-DE", Self.body(withStep: true)),
            "fr-FR": BundledPages.example("fr-FR", Self.body(withStep: true)),
            "es-ES": BundledPages.example("es-ES", Self.body(withStep: true, extra: true)),
        ])
        #expect(found == ["es-ES section-missing corrupt"], "\(found)")
    }

    @Test func aSampleMissingFromASectionTheCopyHasIsStillReported() throws {
        let without = Self.body(withStep: true).replacingOccurrences(of: "```swift\nregister()\n```\n", with: "")
        let found = try Self.findings([
            "de-DE": BundledPages.example("de-DE", Self.body(withStep: true)),
            "fr-FR": BundledPages.example("fr-FR", Self.body(withStep: true)),
            "es-ES": BundledPages.example("es-ES", without),
        ])
        #expect(found == ["es-ES code-fence corrupt"], "\(found)")
    }

    @Test func aSubsectionOfAMissingSectionIsNoOtherFinding() throws {
        let nested = Self.body(withStep: true).replacingOccurrences(of: "```swift\nregister()\n```\n",
                                                                     with: "### <a name=\"detail\"></a>Detail\n\nSee [more](more.md).\n")
        let found = try Self.findings([
            "de-DE": BundledPages.example("de-DE", nested),
            "fr-FR": BundledPages.example("fr-FR", nested),
            "es-ES": BundledPages.example("es-ES", Self.body(withStep: false)),
        ])
        #expect(found == ["es-ES section-missing corrupt"], "\(found)")
    }

    /// Two copies of an older revision keep a section the newer source dropped: one stale finding each.
    @Test func aSectionTheNewerSourceDroppedIsOneFindingPerOlderCopy() throws {
        let found = try Self.findings([
            "de-DE": BundledPages.example("de-DE", Self.body(withStep: true), revision: "aaaa", handoff: "01/02/2020"),
            "fr-FR": BundledPages.example("fr-FR", Self.body(withStep: true), revision: "aaaa", handoff: "01/02/2020"),
            "es-ES": BundledPages.example("es-ES", Self.body(withStep: false), revision: "bbbb", handoff: "01/02/2021"),
        ]).filter { !$0.contains("stale-revision") }
        #expect(found == ["de-DE section-missing stale", "fr-FR section-missing stale"], "\(found)")
    }

    /// An invalid value is wrong wherever it is: in a section only this copy has, it is still reported.
    @Test func anInvalidSettingInAnExtraSectionIsStillReported() throws {
        let settings = "\n## <a name=\"step-9\"></a>Step 9\n\n- **Type**: Redirect\n- **ID**: com. example. sso\n"
        let found = try Self.findings([
            "de-DE": BundledPages.example("de-DE", Self.body(withStep: true)),
            "fr-FR": BundledPages.example("fr-FR", Self.body(withStep: true)),
            "es-ES": BundledPages.example("es-ES", Self.body(withStep: true) + settings),
        ])
        #expect(found.contains("es-ES section-missing corrupt"), "\(found)")
        #expect(found.contains { $0.hasPrefix("es-ES config-") && $0.hasSuffix("corrupt") }, "\(found)")
    }
}
