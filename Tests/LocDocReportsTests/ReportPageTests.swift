import LocDocModel
@testable import LocDocReports
import Testing

/// Reports group findings by the page each checked file holds (`VariantInfo.page`), which the ingest knows: a copy
/// named by its locale beside its source (`repo/README.ja.md`, variant `repo.ja`) is under its source's page.
@Suite struct ReportPageTests {
    @Test func suffixNamedCopyIsUnderItsSourcesPage() {
        var report = SampleCheckReport.report
        report.variants = [
            CheckReport.VariantInfo(variant: "repo", locale: nil, file: "repo/README.md", revision: nil, translationType: nil),
            CheckReport.VariantInfo(variant: "repo.ja", locale: "ja", file: "repo/README.ja.md", revision: nil, translationType: nil,
                                    page: "README.md"),
        ]
        var finding = report.findings[0]
        (finding.variant, finding.file) = ("repo.ja", "repo/README.ja.md")
        var source = report.findings[1]
        (source.variant, source.file) = ("repo", "repo/README.md")
        report.findings = [source, finding]
        let headings = CheckTextRenderer().render(report).split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.contains(";") }
        #expect(headings.prefix(1) == ["README.md"])
        #expect(!headings.contains("repo/README.ja.md"))
    }

    /// Without a page from the ingest, a file's page is its path inside its variant's folder, or the path itself.
    @Test(arguments: [
        ("es-ES/guide/page.md", "es-ES", "guide/page.md"),
        ("pages.de/common/tar.md", "pages.de", "common/tar.md"),
        ("other/README.ja.md", "repo.ja", "other/README.ja.md"),
        ("page.md", "", "page.md"),
    ])
    func folderPage(file: String, variant: String, expected: String) {
        #expect(CheckReport.VariantInfo(variant: variant, locale: nil, file: file, revision: nil, translationType: nil).page == expected)
    }
}
