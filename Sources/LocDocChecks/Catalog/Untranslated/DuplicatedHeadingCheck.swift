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
            page.documents[index].sections.compactMap { section -> Finding? in
                guard let anchor = section.anchor,
                      let issue = GluedLanguageDetector.duplicatedHeading(section.inlines, anchor: anchor) else { return nil }
                let start = issue.position ?? section.range.start
                return finding(page, index, at: SourceRange(start: start, end: start), findingClass: .corrupt,
                               message: issue.message, evidence: issue.evidence, expected: issue.suggestion)
            }
        }
    }
}
