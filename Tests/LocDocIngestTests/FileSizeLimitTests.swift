import Foundation
@testable import LocDocIngest
import LocDocModel
import Testing

/// Positions and tree indices are kept in 32 bits, so a file over the limit is refused with an input error naming
/// it, never read with positions that wrap. The limit is lowered here so the test needs no 2 GiB file.
@Suite struct FileSizeLimitTests {
    static let page = Array("---\ntitle: T\nms.contentlocale: fr-FR\n---\n# Titre\n\nUn paragraphe.\n".utf8)
    static let origin = FileOrigin(displayPath: "fr-FR/big.md", variant: "fr-FR", page: "big.md", folderLocale: LocaleID("fr-FR"))

    @Test func aFileOverTheLimitIsAnInputErrorNamingIt() {
        do throws(InputError) {
            _ = try MarkdownIngest(maximumBytes: Self.page.count - 1).parse(bytes: Self.page, origin: Self.origin)
            Issue.record("accepted a file over the limit")
        } catch {
            #expect(error.kind == .fileTooLarge)
            #expect(error.file == "fr-FR/big.md")
            #expect(error.line == nil)
            #expect(error.message == "is \(Self.page.count) bytes; locdoc reads Markdown files of up to \(Self.page.count - 1) bytes")
        }
    }

    @Test func aFileAtTheLimitIsRead() throws {
        let document = try MarkdownIngest(maximumBytes: Self.page.count).parse(bytes: Self.page, origin: Self.origin)
        #expect(document.sections.map(\.title) == ["Titre"])
    }

    @Test func theLimitIsWhat32BitPositionsHold() {
        // Positions are kept in 32 bits: a larger file would wrap them.
        // Pinned on its own: the tree stores byte offsets in 32 bits.
        #expect(MarkdownIngest.largestFile == 2_147_483_647)
        #expect(MarkdownIngest(maximumBytes: .max).maximumBytes == MarkdownIngest.largestFile)
    }

    /// A sparse file just over the real limit (no disk used): refused from its size, without being read, so the
    /// process does not grow by the file's 2 GiB.
    @Test func theLoaderRefusesAFileOverTheLimitBeforeReadingIt() throws {
        try TemporaryCorpus.with { corpus in
            try corpus.write("fr-FR/big.md", [])
            let path = corpus.path("fr-FR/big.md")
            #expect(truncate(path, off_t(MarkdownIngest.largestFile) + 1) == 0)
            let before = Self.peakMemoryMiB()
            let entry = CorpusDiscovery.Entry(absolutePath: path, origin: Self.origin)
            guard case .failure(let error) = CorpusLoader.parse(entry) else {
                Issue.record("accepted a file over the limit")
                return
            }
            #expect(error.kind == .fileTooLarge)
            #expect(error.message == "is \(MarkdownIngest.largestFile + 1) bytes; locdoc reads Markdown files of up to \(MarkdownIngest.largestFile) bytes")
            // Reading it would add 4 GiB (the data and its bytes); other tests running alongside stay far below 1 GiB.
            #expect(Self.peakMemoryMiB() - before < 1024, "the file was read")
        }
    }

    static func peakMemoryMiB() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
