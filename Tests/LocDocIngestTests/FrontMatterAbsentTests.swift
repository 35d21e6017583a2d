import Foundation
import LocDocIngest
import LocDocModel
import Testing

/// A file that does not open with `---` has no front matter and is read as Markdown from its first line (VitePress
/// pages, Crowdin exports and DocFX include files are written so). Only a file with nothing in it is refused.
@Suite struct FrontMatterAbsentTests {
    @Test func markdownFromLineOne() throws {
        let document = try TestPage.parse("# Mode appareil partagé\n\nAppelez `getDeviceInformation` [ici](#mode).\n")
        #expect(!document.frontMatter.isPresent)
        #expect(document.frontMatter.entries.isEmpty)
        #expect(document.locale == LocaleID("fr-FR"))
        #expect(document.localeSource == .folder)
        #expect(document.sections.first?.title == "Mode appareil partagé")
        #expect(document.sections.first?.range.start == SourcePosition(line: 1, column: 1))
        // "Appelez " is 8 columns: the code span's backtick is column 9, the link's `[` column 32.
        #expect(document.inlineCode.map(\.range.start) == [SourcePosition(line: 3, column: 9)])
        #expect(document.links.map(\.range.start) == [SourcePosition(line: 3, column: 32)])
    }

    /// A byte-order mark is not content: the heading is still at column 1.
    @Test func byteOrderMark() throws {
        let document = try MarkdownIngest().parse(bytes: [0xEF, 0xBB, 0xBF] + Array("# Titre\n".utf8),
                                                  origin: FileOrigin(displayPath: "fr/p.md", variant: "fr", page: "p.md", folderLocale: LocaleID("fr")))
        #expect(!document.frontMatter.isPresent)
        #expect(document.sections.first?.range.start == SourcePosition(line: 1, column: 1))
    }

    /// A page with front matter says so, even when the block is empty.
    @Test func emptyBlockIsPresent() throws {
        let document = try TestPage.parse("---\n---\n# T\n")
        #expect(document.frontMatter.isPresent)
        #expect(document.frontMatter.entries.isEmpty)
    }

    @Test(arguments: ["", " ", "\n\n", " \t\r\n \n"])
    func nothingButWhiteSpace(page: String) {
        do throws(InputError) {
            _ = try TestPage.parse(page)
            Issue.record("accepted: \(page.debugDescription)")
        } catch {
            #expect(error.kind == .emptyFile)
            #expect(error.line == 1)
            #expect(error.file == "fr-FR/page.md")
        }
    }
}
