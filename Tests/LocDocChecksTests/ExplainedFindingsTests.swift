@testable import LocDocChecks
import LocDocIngest
import LocDocModel
import Testing

/// One defect, one finding: a link whose Markdown broke is reported at its line by the markup check, and not again
/// as missing from its section's start; a missing element that nothing quotes, or that only a finding of another
/// category or section quotes, is still reported.
@Suite struct ExplainedFindingsTests {
    @Test func aBrokenLinkIsReportedAtItsLineOnly() throws {
        var pages = FixtureCorpusTests.base
        pages["fr-FR"] = FixtureCorpusTests.page(locale: "fr-FR") { $0.replacingOccurrences(of: "[the setup](#set-up)", with: "[the setup] (#set-up)") }
        let findings = try FixtureCorpusTests.check(pages).findings
        #expect(findings.map { "\($0.variant):\($0.line) \($0.check)" } == ["fr-FR:9 link-markup"])
    }

    @Test func aLinkDroppedWithoutATraceIsStillMissing() throws {
        var pages = FixtureCorpusTests.base
        pages["fr-FR"] = FixtureCorpusTests.page(locale: "fr-FR") { $0.replacingOccurrences(of: "[the setup](#set-up)", with: "the setup") }
        let findings = try FixtureCorpusTests.check(pages).findings
        #expect(findings.map { "\($0.variant):\($0.line) \($0.check)" } == ["fr-FR:7 link-target"])
    }

    static func finding(_ check: String, _ category: LocDocModel.Category, line: Int, evidence: String, expected: String?,
                        file: String = "fr-FR/page.md") -> Finding {
        Finding(check: check, category: category, severity: .warning, findingClass: .corrupt, locale: "fr-FR", variant: "fr-FR",
                file: file, line: line, column: 1, message: "m", evidence: evidence, expected: expected, related: [])
    }

    /// fr-FR/page.md, with headings on lines 5 and 14 (after four lines of front matter).
    static let document: Document = {
        let text = "---\ntitle: T\nms.contentlocale: fr-FR\n---\n# <a name=\"a\"></a>A\n" + String(repeating: "\n", count: 8)
            + "## <a name=\"b\"></a>B\n"
        let origin = FileOrigin(displayPath: "fr-FR/page.md", variant: "fr-FR", page: "page.md", folderLocale: LocaleID("fr-FR"))
        return try! MarkdownIngest().parse(bytes: Array(text.utf8), origin: origin)
    }()

    @Test("Kept: quoted by another category, after the section, in another file, or not at all", arguments: [
        finding("link-anchor", .structure, line: 8, evidence: "[x] (#set-up)", expected: nil),
        finding("link-markup", .link, line: 16, evidence: "[x] (#set-up)", expected: nil),
        finding("link-markup", .link, line: 8, evidence: "[x] (#set-up)", expected: nil, file: "de-DE/page.md"),
        finding("link-markup", .link, line: 8, evidence: "[x] (#setup)", expected: nil),
    ])
    func kept(other: Finding) {
        let missing = Self.finding("link-target", .link, line: 5, evidence: "", expected: "#set-up")
        #expect(ExplainedFindings.withoutExplained([missing, other], documents: [Self.document]).count == 2)
    }

    @Test func droppedWhenQuotedWithinItsSectionWhiteSpaceAside() {
        let missing = Self.finding("link-target", .link, line: 5, evidence: "", expected: "xref:MSAL.Client")
        let quoting = Self.finding("link-markup", .link, line: 8, evidence: "<xref:MSAL. Client>", expected: nil)
        #expect(ExplainedFindings.withoutExplained([missing, quoting], documents: [Self.document]) == [quoting])
    }
}
