import Foundation
@testable import LocDocIngest
import LocDocModel
import Testing

/// Which folder is a page's variant when the corpus folder itself is named like a locale.
@Suite struct CorpusDiscoveryTests {
    static let page = Array("---\ntitle: T\n---\n# T\n".utf8)

    @Test("A corpus kept in a folder named like a locale (`tw`): its locale folders are the variants")
    func corpusFolderNamedLikeALocale() throws {
        try TemporaryCorpus.with { corpus in
            try corpus.write("tw/es-ES/page.md", Self.page)
            try corpus.write("tw/it-IT/page.md", Self.page)
            let result = CorpusDiscovery().discover([corpus.path("tw")])
            #expect(result.errors.isEmpty)
            #expect(result.entries.map(\.origin.variant) == ["es-ES", "it-IT"])
            #expect(result.entries.map(\.origin.page) == ["page.md", "page.md"])
        }
    }

    @Test("MDX pages (Docusaurus, Starlight) are pages; other files are not")
    func mdxPages() throws {
        try TemporaryCorpus.with { corpus in
            try corpus.write("docs/en/guides/aliases.mdx", Self.page)
            try corpus.write("docs/ja/guides/aliases.MDX", Self.page)
            try corpus.write("docs/ja/guides/image.png", [0x89, 0x50])
            try corpus.write("docs/ja/guides/notes.txt", Self.page)
            let result = CorpusDiscovery().discover([corpus.path("docs")])
            #expect(result.errors.isEmpty)
            #expect(result.entries.map(\.origin.displayPath) == ["en/guides/aliases.mdx", "ja/guides/aliases.MDX"])
        }
    }

    @Test("tldr's pages.de and pages.pt_BR beside pages name their locales; a lone node.js names none")
    func localeAfterADot() throws {
        try TemporaryCorpus.with { corpus in
            for folder in ["pages", "pages.de", "pages.pt_BR", "node.js"] { try corpus.write("tldr/\(folder)/common/tar.md", Self.page) }
            let result = CorpusDiscovery().discover([corpus.path("tldr")])
            #expect(result.entries.map { "\($0.origin.variant) \($0.origin.folderLocale?.tag ?? "-")" }
                    == ["node.js -", "pages -", "pages.de de", "pages.pt_BR pt-BR"])
        }
    }

    @Test("A locale after a dot needs the stem shared: the bare stem, or two more suffixed siblings", arguments: [
        ("pages.fr", ["pages", "pages.fr"], "fr"),
        ("docs.ja", ["docs.ja", "docs.ko", "docs.zh_TW"], "ja"),
        ("docs.ja", ["docs.ja", "docs.ko"], nil),
        ("node.js", ["node.js", "deno"], nil),
        ("pages.readme", ["pages"], nil),
        (".de", ["", ".de"], nil),
    ] as [(String, [String], String?)])
    func suffixNeedsSiblings(name: String, siblings: [String], locale: String?) {
        #expect(SuffixedLocaleFolder.locale(named: name, siblings: siblings)?.tag == locale)
    }

    @Test("Copies named by locale beside their source are one page; other suffixes, words after a hyphen and lone files are not")
    func localeSuffixedCopies() throws {
        try TemporaryCorpus.with { corpus in
            for name in ["README.md", "README.ja.md", "README.pt_BR.md", "README.zh-CN.md", "setup.md", "setup.ios.md", "api.md", "api.v2.md",
                         "guide.fr.md", "page.de-DE.md", "page.fr-FR.md",
                         // After `_` or `-`: with the bare stem, and two such suffixes or a region.
                         "tool.md", "tool_ko.md", "tool-ja.md", "start.md", "start_pt_BR.md", "example.md", "example-cs.md",
                         "notes-ja.md", "notes-ko.md"] {
                try corpus.write("repo/\(name)", Self.page)
            }
            let result = CorpusDiscovery().discover([corpus.path("repo")])
            #expect(result.entries.map { "\($0.origin.variant) \($0.origin.page) \($0.origin.folderLocale?.tag ?? "-") \($0.origin.displayPath)" } == [
                "repo README.md - repo/README.md", "repo api.md - repo/api.md", "repo api.v2.md - repo/api.v2.md",
                "repo example-cs.md - repo/example-cs.md", "repo example.md - repo/example.md",
                "repo guide.fr.md - repo/guide.fr.md", "repo notes-ja.md - repo/notes-ja.md", "repo notes-ko.md - repo/notes-ko.md",
                "repo setup.ios.md - repo/setup.ios.md", "repo setup.md - repo/setup.md", "repo start.md - repo/start.md",
                "repo tool.md - repo/tool.md",
                "repo.de-DE page.md de-DE repo/page.de-DE.md", "repo.fr-FR page.md fr-FR repo/page.fr-FR.md",
                "repo.ja README.md ja repo/README.ja.md", "repo.ja tool.md ja repo/tool-ja.md", "repo.ko tool.md ko repo/tool_ko.md",
                "repo.pt_BR README.md pt-BR repo/README.pt_BR.md", "repo.pt_BR start.md pt-BR repo/start_pt_BR.md",
                "repo.zh-CN README.md zh-CN repo/README.zh-CN.md",
            ])
        }
    }

    @Test("Docusaurus translations in i18n/<locale>/docusaurus-plugin-content-*/ are copies of the source they translate")
    func docusaurusTranslations() throws {
        try TemporaryCorpus.with { corpus in
            let plugin = "i18n/fr/docusaurus-plugin-content-"
            for path in ["docs/intro.md", "docs/guides/setup.mdx", "versioned_docs/version-2.0/intro.md", "blog/2024-01-01-hello.md",
                         "src/pages/about.md", "news/launch.md", "\(plugin)blog-news/launch.md", "\(plugin)docs/current/intro.md", "\(plugin)docs/current/guides/setup.mdx",
                         "\(plugin)docs/version-2.0/intro.md", "\(plugin)blog/2024-01-01-hello.md", "\(plugin)pages/about.md",
                         "i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.md",
                         // Moved sources (a `path` set in the site's configuration): translations still meet each other.
                         "\(plugin)docs-api/current/client.md", "i18n/ja/docusaurus-plugin-content-docs-api/current/client.md",
                         // Not the layout: a draft folder in the plugin folder, and a plugin folder under no locale.
                         "\(plugin)docs/drafts/intro.md", "notes/docusaurus-plugin-content-docs/current/intro.md"] {
                try corpus.write("site/\(path)", Self.page)
            }
            let result = CorpusDiscovery().discover([corpus.path("site")])
            #expect(result.errors.isEmpty)
            #expect(result.entries.map { "\($0.origin.variant) \($0.origin.page) \($0.origin.folderLocale?.tag ?? "-") \($0.origin.displayPath)" } == [
                "blog 2024-01-01-hello.md - blog/2024-01-01-hello.md",
                "blog.fr 2024-01-01-hello.md fr i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md",
                "docs guides/setup.mdx - docs/guides/setup.mdx", "docs intro.md - docs/intro.md",
                "docs.fr guides/setup.mdx fr i18n/fr/docusaurus-plugin-content-docs/current/guides/setup.mdx",
                "docs.fr intro.md fr i18n/fr/docusaurus-plugin-content-docs/current/intro.md",
                "docs.zh-Hans intro.md zh-Hans i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.md",
                "i18n/fr api/client.md fr i18n/fr/docusaurus-plugin-content-docs-api/current/client.md",
                "i18n/fr docusaurus-plugin-content-docs/drafts/intro.md fr i18n/fr/docusaurus-plugin-content-docs/drafts/intro.md",
                "i18n/ja api/client.md ja i18n/ja/docusaurus-plugin-content-docs-api/current/client.md",
                "news launch.md - news/launch.md", "news.fr launch.md fr i18n/fr/docusaurus-plugin-content-blog-news/launch.md",
                "notes docusaurus-plugin-content-docs/current/intro.md - notes/docusaurus-plugin-content-docs/current/intro.md",
                "src pages/about.md - src/pages/about.md",
                "src.fr pages/about.md fr i18n/fr/docusaurus-plugin-content-pages/about.md",
                "versioned_docs version-2.0/intro.md - versioned_docs/version-2.0/intro.md",
                "versioned_docs.fr version-2.0/intro.md fr i18n/fr/docusaurus-plugin-content-docs/version-2.0/intro.md",
            ])
        }
    }

    @Test("Locale folders inside a content folder (docs/en, docs/zh) are variants, given the repository's root")
    func nestedLocaleFolders() throws {
        try TemporaryCorpus.with { corpus in
            for path in ["docs/en/tasks/segment.md", "docs/zh/tasks/segment.md", "docs/ja/tasks/segment.md", "docs/en/index.md",
                         // A locale-shaped folder that mirrors nothing stays part of the page path.
                         "tools/js/setup.md", "tools/ts/build.md"] {
                try corpus.write("repo/\(path)", Self.page)
            }
            let result = CorpusDiscovery().discover([corpus.path("repo")])
            #expect(result.entries.map { "\($0.origin.variant) \($0.origin.page) \($0.origin.folderLocale?.tag ?? "-")" } == [
                "docs/en index.md en", "docs/en tasks/segment.md en", "docs/ja tasks/segment.md ja", "docs/zh tasks/segment.md zh",
                "tools js/setup.md js", "tools ts/build.md ts",
            ])
        }
    }

    @Test("A content folder holding the default language beside its locale folders (docs/, docs/ja/) is a variant too")
    func defaultLanguageInTheContentFolder() throws {
        try TemporaryCorpus.with { corpus in
            for path in ["docs/index.md", "docs/guide/setup.md", "docs/ja/index.md", "docs/ja/guide/setup.md", "README.md"] {
                try corpus.write("repo/\(path)", Self.page)
            }
            for given in ["repo", "repo/docs"] {
                let result = CorpusDiscovery().discover([corpus.path(given)])
                #expect(result.entries.map { "\($0.origin.variant) \($0.origin.page) \($0.origin.folderLocale?.tag ?? "-")" } == [
                    "docs guide/setup.md -", "docs index.md -", "docs/ja guide/setup.md ja", "docs/ja index.md ja",
                ], "\(given)")
            }
        }
    }

    @Test("A directory with no page is an input error naming it, and the other paths are still read")
    func directoryWithoutPages() throws {
        try TemporaryCorpus.with { corpus in
            try corpus.write("empty/de/notes.txt", Self.page)
            try corpus.write("docs/de-DE/page.md", Self.page)
            let result = CorpusDiscovery().discover([corpus.path("empty"), corpus.path("docs")])
            #expect(result.errors.map(\.kind) == [.noPages])
            #expect(result.errors.first?.file == corpus.path("empty"))
            #expect(result.errors.first?.message.contains(".mdx") == true)
            #expect(result.entries.map(\.origin.displayPath) == ["de-DE/page.md"])
        }
    }

    @Test("A README beside the variant folders is in no variant, and the variants keep their names")
    func fileBesideVariantFolders() throws {
        try TemporaryCorpus.with { corpus in
            try corpus.write("docs/README.md", Array("# Notes\n".utf8))
            try corpus.write("docs/de-DE/page.md", Self.page)
            try corpus.write("docs/fr-FR/page.md", Self.page)
            let result = CorpusDiscovery().discover([corpus.path("docs")])
            #expect(result.errors.isEmpty)
            #expect(result.entries.map(\.origin.variant) == ["de-DE", "fr-FR"])
            #expect(result.entries.map(\.origin.displayPath) == ["de-DE/page.md", "fr-FR/page.md"])
        }
        // A folder holding pages only, none in subfolders, is one variant: its pages are read.
        try TemporaryCorpus.with { corpus in
            try corpus.write("docs/page.md", Self.page)
            let result = CorpusDiscovery().discover([corpus.path("docs")])
            #expect(result.entries.map(\.origin.displayPath) == ["docs/page.md"])
        }
    }

    @Test("An include file without front matter is read like a page: no error, whether a page includes it or not")
    func includeFilesWithoutFrontMatter() throws {
        try TemporaryCorpus.with { corpus in
            for locale in ["de-DE", "fr-FR"] {
                try corpus.write("docs/\(locale)/page.md", Array("---\ntitle: T\n---\n# T\n\n[!INCLUDE [n](includes/note.md)]\n\n[!INCLUDE [s](../includes/shared.md)]\n".utf8))
                try corpus.write("docs/\(locale)/includes/note.md", Array("Text.\n".utf8))
            }
            try corpus.write("docs/includes/shared.md", Array("Shared.\n".utf8))
            try corpus.write("docs/fr-FR/includes/stray.md", Array("Stray.\n".utf8))
            try corpus.write("docs/fr-FR/includes/blank.md", Array(" \n\n".utf8))
            let expected = ["fr-FR/includes/blank.md:1 empty-file"]
            let files = ["de-DE/includes/note.md", "de-DE/page.md", "fr-FR/includes/note.md", "fr-FR/includes/stray.md",
                         "fr-FR/page.md", "includes/shared.md"]
            let loaded = CorpusLoader().load([corpus.path("docs")])
            #expect(loaded.errors.map { "\($0.file):\($0.line ?? 0) \($0.kind.rawValue)" } == expected)
            #expect(loaded.documents.map(\.file).sorted() == files)
            #expect(loaded.documents.filter { $0.file.contains("includes/") }.allSatisfy { !$0.frontMatter.isPresent })
            // Read a page at a time: the same documents and errors.
            let paged = CorpusPages([corpus.path("docs")]).map { _, documents in documents.map(\.file) }
            #expect(paged.errors.map { "\($0.file):\($0.line ?? 0) \($0.kind.rawValue)" } == expected)
            #expect(paged.results.flatMap { $0 }.sorted() == files)
        }
    }

    @Test("A locale folder given by itself is the variant, its subfolders part of the page path")
    func localeFolderGivenByItself() throws {
        try TemporaryCorpus.with { corpus in
            try corpus.write("es-ES/page.md", Self.page)
            try corpus.write("es-ES/includes/part.md", Self.page)
            let result = CorpusDiscovery().discover([corpus.path("es-ES")])
            #expect(result.entries.map(\.origin.variant) == ["es-ES", "es-ES"])
            #expect(Set(result.entries.map(\.origin.page)) == ["page.md", "includes/part.md"])
        }
    }

    @Test("A subfolder of a locale folder named like a locale (`es-ES/ui`) does not split the locale into two variants")
    func localeShapedSubfolderOfALocaleFolder() throws {
        try TemporaryCorpus.with { corpus in
            try corpus.write("es-ES/page.md", Self.page)
            try corpus.write("es-ES/ui/part.md", Self.page)
            let result = CorpusDiscovery().discover([corpus.path("es-ES")])
            #expect(result.entries.map(\.origin.variant) == ["es-ES", "es-ES"])
            #expect(Set(result.entries.map(\.origin.page)) == ["page.md", "ui/part.md"])
        }
        // With no page of its own, a locale folder whose only page folder is one other folder is still one variant.
        try TemporaryCorpus.with { corpus in
            try corpus.write("es-ES/ui/part.md", Self.page)
            try corpus.write("es-ES/guide/page.md", Self.page)
            let result = CorpusDiscovery().discover([corpus.path("es-ES")])
            #expect(result.entries.map(\.origin.variant) == ["es-ES", "es-ES"])
        }
    }

    @Test("A locale folder whose only pages are in two-letter folders that hold different pages (`ui/`, `js/`) is one variant")
    func twoLetterFoldersOfOneLocale() throws {
        try TemporaryCorpus.with { corpus in
            try corpus.write("es-ES/ui/part.md", Self.page)
            let result = CorpusDiscovery().discover([corpus.path("es-ES")])
            #expect(result.entries.map(\.origin.variant) == ["es-ES"])
            #expect(result.entries.map(\.origin.page) == ["ui/part.md"])
            #expect(result.entries.map(\.origin.displayPath) == ["es-ES/ui/part.md"])
        }
        try TemporaryCorpus.with { corpus in
            try corpus.write("es-ES/ui/part.md", Self.page)
            try corpus.write("es-ES/js/sample.md", Self.page)
            let result = CorpusDiscovery().discover([corpus.path("es-ES")])
            #expect(result.entries.map(\.origin.variant) == ["es-ES", "es-ES"])
            #expect(result.entries.map(\.origin.page) == ["js/sample.md", "ui/part.md"])
        }
    }
}
