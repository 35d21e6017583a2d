import LocDocModel

/// A heading does not carry its source-language text after the translation.
struct DuplicatedHeadingCheck: Check {
    static let description = CheckDescription(
        id: "untranslated-heading", category: .untranslated, defaultSeverity: .warning,
        summary: "A heading has its source-language text appended to the translation",
        rationale: "Machine translation sometimes leaves the source heading glued after the translated one (`…iOSShared device mode for iOS devices`). No word list is needed: the glued tail slugifies to the heading's own DocFX anchor, which is the English slug.",
        passing: [CheckExample(pages: ["it-IT": CheckExample.page(locale: "it-IT", revision: "aaaa", handoff: "01/02/2021", body: "# <a name=\"shared-device-mode\"></a>Modalità dispositivo condiviso")])],
        failing: [CheckExample(pages: ["it-IT": CheckExample.page(locale: "it-IT", revision: "aaaa", handoff: "01/02/2021", body: "# <a name=\"shared-device-mode\"></a>Modalità dispositivo condivisoShared device mode")],
                               expectedVariant: "it-IT", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        page.documents.indices.flatMap { index in
            var headings = HeadingProse(page, copy: index)
            return page.documents[index].sections.compactMap { section -> Finding? in
                guard let anchor = section.anchor else { return nil }
                guard let issue = GluedLanguageDetector.duplicatedHeading(headings.prose(of: section), anchor: anchor) else { return nil }
                let start = issue.position ?? section.range.start
                return finding(page, index, at: SourceRange(start: start, end: start), findingClass: .corrupt,
                               message: issue.message, evidence: issue.evidence, expected: issue.suggestion)
            }
        }
    }
}

/// A copy's sections' headings as the page set prepared them: a heading is also a text block of the same range
/// and inlines, and both lists are in document order, so one cursor finds each section's block.
private struct HeadingProse {
    let blocks: [TextBlock]
    let prose: [ProseText]
    var next = 0

    init(_ page: PageSet, copy: Int) {
        blocks = page.documents[copy].textBlocks
        prose = page.prose[copy]
    }

    mutating func prose(of section: Section) -> ProseText {
        var index = next
        while index < blocks.count {
            if blocks[index].kind == .heading, blocks[index].range == section.range {
                next = index + 1
                return prose[index]
            }
            index += 1
        }
        return ProseText(section.inlines)
    }
}
