import Foundation
import LocDocIngest
@testable import LocDocKit
import LocDocModel
import Testing

/// A harness named on the command line (`--harness`) serves the page it is for and is read once.
@Suite struct SamplePageLoaderTests {
    static func document(page: String) throws -> Document {
        let text = "---\ntitle: T\nms.contentlocale: fr-FR\n---\n# T\n\n```swift\nlet a = 1\n```\n"
        let origin = FileOrigin(displayPath: "fr-FR/\(page)", variant: "fr-FR", page: page, folderLocale: LocaleID("fr-FR"))
        return try MarkdownIngest().parse(bytes: Array(text.utf8), origin: origin)
    }

    @Test func anInvalidNamedHarnessIsOneErrorWhateverThePages() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-bad-\(UUID().uuidString).harness.yml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("page: one\nunknown-key: 1\n".utf8).write(to: file)
        let documents = try ["one.md", "two.md", "three.md"].map(Self.document(page:))
        let loader = SamplePageLoader(inputs: [], harness: file.path, locales: [], provisioner: { _, _, _ in nil })
        let (pages, errors) = loader.pages(of: documents)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.kind == .invalidHarness)
        #expect(errors.first?.file == file.path)
        #expect(pages.count == 3 && pages.allSatisfy { $0.harness == nil })
    }
}
