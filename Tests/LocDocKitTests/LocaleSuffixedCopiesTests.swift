import Foundation
@testable import LocDocKit
import Testing

/// Translations kept beside their source as `README.<locale>.md` are copies of one page: `locdoc check` compares
/// them, each suffixed file a variant of its own with its suffix's locale, and reports them under their page.
@Suite struct LocaleSuffixedCopiesTests {
    @Test func aReadmeInThreeLocales() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-suffixed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in [("README.md", "# Tool\n\nRun `tool --help`.\n"), ("README.ja.md", "# ツール\n\n`tool --help` を実行します。\n"),
                             ("README.zh-CN.md", "# 工具\n\n运行 `tool -- help`。\n"), ("setup.md", "# Setup\n"), ("setup.ios.md", "# iOS\n")] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let outcome = try CheckAction(paths: [root.path]).run()
        #expect(outcome.report.variants.map { "\($0.variant) \($0.locale ?? "-") \($0.file)" } == [
            "repo - repo/README.md", "repo - repo/setup.ios.md", "repo - repo/setup.md",
            "repo.ja ja repo/README.ja.md", "repo.zh-CN zh-CN repo/README.zh-CN.md",
        ])
        // The Chinese copy's changed span, against the two others; the files without a locale say so, nothing else.
        let compared = outcome.report.findings.filter { $0.check != "metadata-locale" }
        #expect(compared.map { "\($0.check) \($0.file):\($0.line)" } == ["inline-code-text repo/README.zh-CN.md:3"])
        #expect(compared.first?.message == "`tool -- help` is written `tool --help` in repo, repo.ja")
        #expect(Set(outcome.report.findings.filter { $0.check == "metadata-locale" }.map(\.file))
                == ["repo/README.md", "repo/setup.ios.md", "repo/setup.md"])
        #expect(outcome.notes.isEmpty)
    }
}
