import LocDocIngest
import LocDocModel

/// A French page read the way the loader reads one (`fr-FR/page.md`), for tests that need a document from text.
enum TestPage {
    static let frontMatter = "---\ntitle: T\nms.contentlocale: fr-FR\n---\n"

    static func parse(_ text: String) throws(InputError) -> Document {
        let origin = FileOrigin(displayPath: "fr-FR/page.md", variant: "fr-FR", page: "page.md", folderLocale: LocaleID("fr-FR"))
        return try MarkdownIngest().parse(bytes: Array(text.utf8), origin: origin)
    }

    /// Every inline of the document's prose, containers before their children.
    static func inlines(of document: Document) -> [Inline] {
        var found: [Inline] = []
        func collect(_ list: [Inline]) { for inline in list { found.append(inline); collect(inline.children) } }
        document.textBlocks.forEach { collect($0.inlines) }
        return found
    }
}
