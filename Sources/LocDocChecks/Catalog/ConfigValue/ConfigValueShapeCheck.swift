import LocDocModel

/// A setting gives a literal value in one copy where the others explain instead (or the other way round).
struct ConfigValueShapeCheck: Check {
    static let description = CheckDescription(
        id: "config-value-shape", category: .configValue, defaultSeverity: .warning,
        summary: "A setting has a literal value where the other variants explain it in words, or the reverse",
        rationale: "When most copies say in their own language that a field is not needed while one copy gives a value (a team ID), one of them tells the reader to type something the others say to leave out. Which one is explained by source revisions: the older copy is stale.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- **Type** : Rediriger\n- **Équipe** : (inutile sur iOS)"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "- **Typ**: Umleiten\n- **Team**: (unter iOS nicht nötig)"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- **Type** : Rediriger\n- **Équipe** : SGGM6D27TK"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "bbbb", handoff: "01/03/2022", body: "- **Typ**: Umleiten\n- **Team**: (unter iOS nicht nötig)"),
            "ka-GE": CheckExample.page(locale: "ka-GE", revision: "bbbb", handoff: "01/04/2022", body: "- **ტიპი**: გადამისამართება\n- **გუნდი**: (iOS-ზე არ არის საჭირო)"),
        ], expectedVariant: "fr-FR", expectedLine: 8)]
    )

    /// A literal: one token of ASCII letters and digits (with `-`, `_`, `.`), at least one digit or capital.
    static func isLiteral(_ value: String) -> Bool {
        !value.isEmpty && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
            && value.contains { $0.isNumber || $0.isUppercase }
    }

    func findings(in page: PageSet) -> [Finding] {
        let slots = page.configSlots
        let literal = page.literalConfigKeys
        let differences = SlotComparison.compare(page, presentOnly: true, slots: { index, _ in
            slots[index].compactMap { slot in
                // Only places where the copies do not agree on a literal, and the value is a word or a sentence.
                guard !literal.contains(slot.key), slot.entry.children.isEmpty, slot.entry.listValues.isEmpty,
                      let range = slot.entry.valueRange, slot.entry.urls.isEmpty else { return nil }
                let shape = Self.isLiteral(slot.entry.value) ? "literal" : (ASCIISearch.contains(slot.entry.value, " ") ? "explanation" : nil)
                return shape.map { Slot(key: slot.key, value: $0, range: range, evidence: slot.entry.value) }
            }
        }, fallback: { document, _ in SlotComparison.sectionStart(document, .root) })
        return differences.compactMap { difference in
            guard let slot = difference.slot, slot.value == "literal", difference.verdict.expected == "explanation" else { return nil }
            let example = difference.verdict.supporters.first.flatMap { difference.slots[$0]?.evidence } ?? ""
            return finding(page, difference.verdict.document, at: difference.range, findingClass: difference.verdict.findingClass,
                           message: "Gives the value `\(slot.evidence)` where \(SlotComparison.names(page, difference.verdict.supporters)) explain instead (\(example))",
                           evidence: slot.evidence, expected: nil, supporters: difference.verdict.supporters,
                           lines: difference.line(in:))
        }
    }
}
