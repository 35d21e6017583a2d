import LocDocModel

/// Every copy of a page has the same sections, keyed by their anchor paths.
struct SectionPresenceCheck: Check {
    static let description = CheckDescription(
        id: "section-missing", category: .structure, defaultSeverity: .warning,
        summary: "A section is missing from a variant, or present in one variant only",
        rationale: "Sections align across locales by their anchor path (DocFX anchors are the English slug and survive translation). A section a translation lost leaves readers of that locale without its instructions; one that only a single copy has is a local edit or comes from another source revision.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# <a name=\"a\"></a>Titre\n\n## <a name=\"b\"></a>Étape"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "# <a name=\"a\"></a>Titel\n\n## <a name=\"b\"></a>Schritt"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# <a name=\"a\"></a>Titre\n\n## <a name=\"b\"></a>Étape"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "# <a name=\"a\"></a>Titel\n\n## <a name=\"b\"></a>Schritt"),
            "ka-GE": CheckExample.page(locale: "ka-GE", revision: "aaaa", handoff: "01/04/2021", body: "# <a name=\"a\"></a>სათაური"),
        ], expectedVariant: "ka-GE", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let differences = SlotComparison.compare(page, slots: { _, document in
            document.sections.map { Slot(key: $0.key.description, value: "present", range: $0.range, evidence: $0.title) }
        }, fallback: { document, key in
            SlotComparison.sectionStart(document, SectionKey(segments: key.split(separator: "/").dropLast().map(String.init)))
        }, accountedFor: { key, verdict, present in
            // A subsection of a section the copy lacks (or that only this copy has): the parent's finding says it.
            guard let slash = key.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
            return SlotComparison.sectionAccounts(page, section: key.utf8[..<slash], verdict: verdict, present: present)
        })
        return differences.map { difference in
            let holders = SlotComparison.names(page, difference.verdict.supporters)
            let missing = difference.slot == nil
            // A heading without an anchor is keyed by its position (`#2`), which names nothing a reader knows: such a
            // section is named by its title as the first copy that has it writes it.
            let key = SectionKey(segments: difference.key.split(separator: "/").map(String.init))
            let segment = key.segments.last ?? ""
            let positional = SectionKey.isPosition(segment)
            let title = difference.verdict.supporters.lazy.compactMap { difference.slots[$0]?.evidence }.first
            let name = positional ? (title.map { "“\($0)”" } ?? "`\(key.readerPath)`") : "`\(key.readerPath)`"
            let message = missing ? "Section \(name) is missing; it is in \(holders)" : "Section \(name) is not in the other variants"
            return finding(page, difference.verdict.document, at: difference.range, findingClass: difference.verdict.findingClass,
                           message: message, evidence: difference.slot?.evidence ?? "",
                           expected: missing ? (positional ? title : "#" + segment) : nil,
                           supporters: difference.verdict.supporters, lines: difference.line(in:))
        }
    }
}
