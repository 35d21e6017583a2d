import Foundation
@testable import LocDocKit
import Testing

/// Translations kept beside their source as `README.<locale>.md` are checked as separate pages, compared with nothing:
/// `locdoc check` says so, and how to lay them out, instead of reporting "no findings" as if they had been compared.
@Suite struct LocaleSuffixedPagesTests {
    @Test func aReadmeInThreeLocales() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-suffixed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in [("README.md", "# Tool\n\nRun `tool`.\n"), ("README.ja.md", "# ツール\n\n`tool` を実行します。\n"),
                             ("README.zh-CN.md", "# 工具\n\n运行 `tool`。\n"), ("setup.md", "# Setup\n"), ("setup.ios.md", "# iOS\n")] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let outcome = try CheckAction(paths: [root.path]).run()
        // No front matter and a folder not named like a locale: each file says no locale (a note), and nothing else.
        #expect(outcome.report.findings.map { "\($0.check) \($0.file)" } == ["README.ja.md", "README.md", "README.zh-CN.md", "setup.ios.md", "setup.md"].map { "metadata-locale repo/\($0)" })
        #expect(outcome.report.findings.first?.message == "No locale: the file has no front matter, and no folder above it is named like a locale")
        #expect(outcome.notes == ["repo/README.ja.md, repo/README.md, repo/README.zh-CN.md look like one page in 3 locales, but locdoc matches a page's copies by folder, so they were checked as 3 separate pages: to compare them, put each in a folder named by its locale (`ja/README.md`)"])
    }

    /// A suffix that is not shaped like a locale (`ios`, `v2`), or a suffixed file alone, is no such group.
    @Test func notLocales() {
        #expect(LocaleSuffixedPages.notes(files: ["a/setup.md", "a/setup.ios.md", "a/api.v2.md", "a/api.md", "a/guide.fr.md"]).isEmpty)
        #expect(LocaleSuffixedPages.notes(files: ["b/page.de-DE.md", "b/page.fr-FR.md"]).count == 1)
        let many = (1...5).flatMap { ["p\($0).md", "p\($0).ja.md"] }
        #expect(LocaleSuffixedPages.notes(files: many).count == 4)
        #expect(LocaleSuffixedPages.notes(files: many).last == "2 more groups of pages named by locale, like these")
    }
}
