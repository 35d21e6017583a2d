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
        #expect(MarkdownIngest.largestFile == Int(Int32.max))
        #expect(MarkdownIngest(maximumBytes: .max).maximumBytes == MarkdownIngest.largestFile)
    }
}
