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

    /// Each copy's language switcher links the others, and itself or not: not reported. A link that differs elsewhere is.
    @Test func switcherLinksBetweenCopiesAreNotCompared() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-switcher-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let site = "https://github.com/owner/tool/blob/main/"
        for (name, text) in [
            ("README.md", "English | [中文](README_zh.md) | [日本語](./README_ja.md#top) | [Deutsch](\(site)README-de.md)\n\nSee [the guide](https://example.com/guide).\n"),
            ("README_zh.md", "[English](README.md) | 中文 | [日本語](README_ja.md) | [Deutsch](\(site)README-de.md)\n\n见[指南](https://example.com/guide)。\n"),
            ("README_ja.md", "[English](README.md) | [中文](README_zh.md) | 日本語 | [Deutsch](\(site)README-de.md)\n\n[ガイド](https://example.com/guide)を参照。\n"),
            ("README-de.md", "[English](\(site)README.md) | [中文](\(site)README_zh.md) | [日本語](\(site)README_ja.md) | [Deutsch](\(site)README-de.md)\n\nSiehe [Anleitung](https://example.com/old-guide).\n"),
        ] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let outcome = try CheckAction(paths: [root.path]).run()
        #expect(outcome.report.variants.map { "\($0.variant) \($0.locale ?? "-")" } == ["repo -", "repo.de de", "repo.ja ja", "repo.zh zh"])
        let links = outcome.report.findings.filter { $0.category == .link }
        #expect(links.map { "\($0.check) \($0.file):\($0.line) \($0.evidence)" } == ["link-target repo/README-de.md:3 https://example.com/old-guide"])
    }

    /// Copies that share their file's name (`es-ES/page.md`, `fr-FR/page.md`) have no switcher: a link to the page
    /// itself is compared like any other.
    @Test func aLinkToItselfIsComparedWhereCopiesShareAName() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-selflink-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (locale, text) in [("es-ES", "Vea [la guía](guide.md)."), ("fr-FR", "Voir [le guide](guide.md)."), ("de-DE", "Siehe [Anleitung](page.md).")] {
            let folder = root.appendingPathComponent(locale)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("---\nms.contentlocale: \(locale)\n---\n\(text)\n".utf8).write(to: folder.appendingPathComponent("page.md"))
        }
        let outcome = try CheckAction(paths: [root.path]).run()
        let links = outcome.report.findings.filter { $0.check == "link-target" }
        #expect(links.map { "\($0.file):\($0.line) \($0.evidence) \($0.expected ?? "-")" } == ["de-DE/page.md:4 page.md guide.md"])
    }
}
