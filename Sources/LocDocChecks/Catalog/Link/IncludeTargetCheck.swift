import LocDocModel

/// An `[!INCLUDE]` pulls in the same file as the same include in the other copies.
///
/// Includes are aligned per section like links (exact targets first, then in order). Only a target that differs
/// where the other copies have the include is reported: an include one copy lacks is a difference in content, which
/// revisions explain as often as not (a newer source adds its boilerplate), and which the alert and section checks
/// see.
struct IncludeTargetCheck: Check {
    static let description = CheckDescription(
        id: "include-target", category: .link, defaultSeverity: .warning,
        summary: "An `[!INCLUDE]` pulls in another file than in the other variants",
        rationale: "DocFX resolves `[!INCLUDE]` at build time: a mistyped or translated path (`../include/footer.md`) breaks the build or drops the included text from this copy only. The other copies show which file the page includes there.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "Texte.\n\n[!INCLUDE [pied](../includes/footer.md)]"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "Text.\n\n[!INCLUDE [Fußzeile](../includes/footer.md)]"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "Texte.\n\n[!INCLUDE [pied](../includes/footer.md)]"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "Text.\n\n[!INCLUDE [Fußzeile](../includes/footer.md)]"),
            "th-TH": CheckExample.page(locale: "th-TH", revision: "aaaa", handoff: "01/04/2021", body: "ข้อความ\n\n[!INCLUDE [ส่วนท้าย](../include/footer.md)]"),
        ], expectedVariant: "th-TH", expectedLine: 9)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let differences = SlotComparison.compareSequences(page, elements: { page.documents[$0].includes }, section: \.sectionKey,
                                                          value: \.target, range: \.range)
        return differences.compactMap { difference in
            guard let slot = difference.slot, let target = slot.value, let expected = difference.verdict.expected else { return nil }
            let verdict = difference.verdict
            return finding(page, verdict.document, at: difference.range, findingClass: verdict.findingClass,
                           message: "Include pulls in \(target) where \(SlotComparison.names(page, verdict.supporters)) include \(expected)",
                           evidence: slot.evidence, expected: expected, supporters: verdict.supporters, lines: difference.line(in:))
        }
    }
}
