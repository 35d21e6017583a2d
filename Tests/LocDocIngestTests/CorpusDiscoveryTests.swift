import Foundation
import LocDocIngest
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
