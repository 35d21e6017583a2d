@testable import LocDocReports
import Testing

/// Reports group findings by page: a file's path inside its variant folder, or, for a copy named by its locale
/// beside its source (variant `repo.ja`), its source's page.
@Suite struct ReportPageTests {
    @Test(arguments: [
        ("es-ES/guide/page.md", "es-ES", "guide/page.md"),
        ("repo/README.ja.md", "repo.ja", "README.md"),
        ("repo/docs/README.zh-CN.md", "repo.zh-CN", "docs/README.md"),
        ("pages.de/common/tar.md", "pages.de", "common/tar.md"),
        ("other/README.ja.md", "repo.ja", "other/README.ja.md"),
        ("page.md", "", "page.md"),
    ])
    func page(file: String, variant: String, expected: String) {
        #expect(CheckReportIndex.page(ofFile: file, variant: variant) == expected)
    }
}
