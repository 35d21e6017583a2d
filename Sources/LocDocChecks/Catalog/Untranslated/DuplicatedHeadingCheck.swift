import LocDocModel

/// A heading does not carry its source-language text after the translation.
struct DuplicatedHeadingCheck: Check {
    static let description = CheckDescription(
        id: "untranslated-heading", category: .untranslated, defaultSeverity: .warning,
        summary: "A heading has its source-language text appended to the translation",
        rationale: "Machine translation sometimes leaves the source heading glued after the translated one (`…iOSShared device mode for iOS devices`). No word list is needed: the glued tail slugifies to the heading's own DocFX anchor, which is the English slug. A tail set apart by a space that most other copies also write in the heading (a product name: `Aplikasi Microsoft Authenticator`) is a name the translations keep.",
        passing: [CheckExample(pages: ["it-IT": CheckExample.page(locale: "it-IT", revision: "aaaa", handoff: "01/02/2021", body: "# <a name=\"shared-device-mode\"></a>Modalità dispositivo condiviso")]),
                  CheckExample(pages: [
                      "ms-MY": CheckExample.page(locale: "ms-MY", revision: "aaaa", handoff: "01/02/2021", body: "## <a name=\"microsoft-authenticator\"></a>Aplikasi Microsoft Authenticator"),
                      "zh-CN": CheckExample.page(locale: "zh-CN", revision: "aaaa", handoff: "01/02/2021", body: "## <a name=\"microsoft-authenticator\"></a>Microsoft Authenticator 应用"),
                  ])],
        failing: [CheckExample(pages: ["it-IT": CheckExample.page(locale: "it-IT", revision: "aaaa", handoff: "01/02/2021", body: "# <a name=\"shared-device-mode\"></a>Modalità dispositivo condivisoShared device mode")],
                               expectedVariant: "it-IT", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        page.documents.indices.flatMap { index in
            var headings = HeadingProse(page, copy: index)
            return page.documents[index].sections.compactMap { section -> Finding? in
                guard let anchor = section.anchor else { return nil }
                let prose = headings.prose(of: section)
                guard let issue = GluedLanguageDetector.duplicatedHeading(prose, anchor: anchor),
                      prose.scalar(at: issue.offset - 1).map(ScalarClass.isWhitespace) != true
                        || !Self.keptByOthers(issue.evidence, section: section.key, in: page, besides: index) else { return nil }
                let start = issue.position ?? section.range.start
                return finding(page, index, at: SourceRange(start: start, end: start), findingClass: .corrupt,
                               message: issue.message, evidence: issue.evidence, expected: issue.suggestion)
            }
        }
    }
}

extension DuplicatedHeadingCheck {
    /// A heading's English tail, set apart by a space, that at least half of the other copies also write in their
    /// heading of the section is a name the translations keep (`Aplikasi Microsoft Authenticator`, `Microsoft
    /// Authenticator 应用`), not source text left behind: that is found in one copy, not across them.
    static func keptByOthers(_ tail: String, section: SectionKey, in page: PageSet, besides copy: Int) -> Bool {
        let others = page.documents.indices.filter { $0 != copy }
        let keeping = others.filter { page.documents[$0].section(section)?.title.contains(tail) == true }
        return !others.isEmpty && keeping.count * 2 >= others.count
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
