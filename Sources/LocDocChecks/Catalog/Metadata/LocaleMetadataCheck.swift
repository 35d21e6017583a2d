import LocDocModel

/// The front matter says which locale and source revision the file is, consistently with its folder.
struct LocaleMetadataCheck: Check {
    static let description = CheckDescription(
        id: "metadata-locale", category: .metadata, defaultSeverity: .warning,
        summary: "The front matter's locale is missing, or disagrees with the folder's",
        rationale: "locdoc, DocFX and the localisation pipeline all key a file by its locale; a file whose `ms.contentlocale` names another locale than its folder is published under the wrong language or overwritten by the next hand-off. A page that was never handed off (no `ms.openlocfilehash`, no `ms.lasthandoff`) is an authored source: it has no `ms.contentlocale` to lose, and its folder names its locale.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# T"),
        ]),
        // The source page beside its translation: written by hand, never handed off.
        CheckExample(pages: [
            "en-US": "---\ntitle: Example\nms.date: 05/16/2023\n---\n# T",
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# T"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-CA", revision: "aaaa", handoff: "01/02/2021", body: "# T"),
        ], expectedVariant: "fr-FR", expectedLine: 3),
        // A translation (it has its hand-off metadata) that lost its locale.
        CheckExample(pages: [
            "fr-FR": "---\ntitle: Example\nms.openlocfilehash: aaaa\nms.lasthandoff: 01/02/2021\n---\n# T",
        ], expectedVariant: "fr-FR", expectedLine: 1)]
    )

    func findings(in page: PageSet) -> [Finding] {
        page.documents.indices.compactMap { index in
            let document = page.documents[index]
            let entry = document.frontMatter.entry("ms.contentlocale")
            let range = { (line: Int) in SourceRange(start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: 1)) }
            guard let written = entry, let declared = document.frontMatter.contentLocale else {
                if document.folderLocale != nil, !document.frontMatter.wasHandedOff { return nil }
                let message = document.frontMatter.isPresent ? "No `ms.contentlocale` in the front matter"
                    : "No locale: the file has no front matter, and no folder above it is named like a locale"
                return finding(page, index, at: range(1), findingClass: .corrupt, message: message,
                               evidence: "", expected: document.folderLocale?.tag, severity: .note)
            }
            guard let parsed = LocaleID(declared) else {
                return finding(page, index, at: range(written.line), findingClass: .corrupt,
                               message: "`ms.contentlocale` is not a BCP 47 tag", evidence: declared, expected: document.folderLocale?.tag)
            }
            guard let folder = document.folderLocale, folder != parsed else { return nil }
            return finding(page, index, at: range(written.line), findingClass: .corrupt,
                           message: "`ms.contentlocale` says \(parsed.tag) but the file is in the \(folder.tag) folder",
                           evidence: declared, expected: folder.tag)
        }
    }
}
