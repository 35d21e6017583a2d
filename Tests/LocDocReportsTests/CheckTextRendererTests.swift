import Foundation
import LocDocModel
@testable import LocDocReports
import Testing

/// `locdoc check --format text`: the golden files with and without colour, colour only when asked, the line shapes
/// and quoting.
@Suite("Check text report") struct CheckTextRendererTests {
    static func withoutEscapes(_ text: String) -> String {
        text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    }

    @Test("Matches the golden file byte for byte, without colour")
    func golden() throws {
        try Golden.expectMatches(Data(CheckTextRenderer().render(SampleCheckReport.report).utf8), "report.txt")
    }

    @Test("Matches the golden file byte for byte, with colour")
    func goldenColour() throws {
        try Golden.expectMatches(Data(CheckTextRenderer(colour: true).render(SampleCheckReport.report).utf8), "report.colour.txt")
    }

    @Test("No escape codes unless colour is asked for; with colour, the same text once they are removed")
    func colourOnlyWhenAsked() {
        let plain = CheckTextRenderer().render(SampleCheckReport.report)
        let coloured = CheckTextRenderer(colour: true).render(SampleCheckReport.report)
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(Self.withoutEscapes(coloured) == plain)
    }

    @Test("Each finding: file:line:column: severity: message [check], its class and text, the expected value and support")
    func findingLines() throws {
        let lines = CheckTextRenderer().render(SampleCheckReport.report).split(separator: "\n", omittingEmptySubsequences: false)
        let header = "    es-ES/msal.md:62:5: error: Bundle identifier is not a valid reverse-DNS name [config-value-mismatch]"
        let at = try #require(lines.firstIndex { $0 == header })
        #expect(lines[at + 1] == "      corrupt: \"com. Microsoft. azureauthenticator. ssoextension\"")
        #expect(lines[at + 2] == "      expected \"com.microsoft.azureauthenticator.ssoextension\" (ja-jp--a:60)")
        #expect(lines.contains("      see es-ES:20, zh-CN:20"))
        #expect(lines.contains("  ja-jp--a (ja-JP): 2 findings (2 stale)"))
        #expect(lines.contains("  es-ES: 2 findings (2 corrupt)"))
        #expect(lines.contains("  zh-CN: 1 finding (1 divergent)"))
        #expect(lines.first == "msal.md")
        #expect(lines.last == "")
        #expect(lines[lines.count - 2]
            == "5 findings: 3 errors, 1 warning, 1 note (2 corrupt, 2 stale, 1 divergent); 3 files in 3 variants checked; 1 input error")
    }

    @Test("A variant's heading counts its findings on the page by class, in the order corrupt, stale, divergent")
    func variantCounts() {
        var report = SampleCheckReport.report
        let stale = report.findings.first { $0.variant == "ja-jp--a" && $0.findingClass == .stale }!
        var corrupt = stale
        corrupt.findingClass = .corrupt
        corrupt.line = 99
        var elsewhere = stale
        elsewhere.file = "ja-jp--a/other.md"
        report.findings += [corrupt, elsewhere]
        let lines = CheckTextRenderer().render(report).split(separator: "\n").map(String.init)
        #expect(lines.contains("  ja-jp--a (ja-JP): 3 findings (1 corrupt, 2 stale)"))
        #expect(lines.contains("  ja-jp--a (ja-JP): 1 finding (1 stale)"))
    }

    @Test("A clean report is one summary line")
    func clean() {
        #expect(CheckTextRenderer().render(SampleCheckReport.clean) == "no findings; 1 file in 1 variant checked\n")
    }

    @Test("Pages group findings across variants; the page is the path inside the variant folder")
    func pages() {
        var report = SampleCheckReport.report
        var other = report.findings[0]
        other.file = "es-ES/guides/setup.md"
        report.findings.append(other)
        let text = CheckTextRenderer().render(report)
        let headings = text.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.contains(";") && $0 != "input errors:" }
        #expect(headings == ["guides/setup.md", "msal.md"])
        #expect(CheckReport.VariantInfo(variant: "ja-jp--a", locale: nil, file: "ja-jp--a/a/b.md", revision: nil, translationType: nil).page == "a/b.md")
        #expect(CheckReport.VariantInfo(variant: "ja-jp--a", locale: nil, file: "elsewhere/b.md", revision: nil, translationType: nil).page == "elsewhere/b.md")
    }

    @Test("Quoted text keeps every script and escapes what would break the line or drive a terminal")
    func quoting() {
        #expect(Quoting.quoted("密钥 \"key\"") == "\"密钥 \\\"key\\\"\"")
        #expect(Quoting.quoted("a\\b\nc\td\r") == "\"a\\\\b\\nc\\td\\r\"")
        #expect(Quoting.quoted("\u{1B}[31m red \u{85}") == "\"\\u{1B}[31m red \\u{85}\"")
        #expect(Quoting.quoted("") == "\"\"")
    }
}
