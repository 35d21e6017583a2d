import LocDocModel

/// The type of a key/type/value setting names the same type in every copy.
struct ConfigTypeNameCheck: Check {
    static let description = CheckDescription(
        id: "config-type-name", category: .configValue, defaultSeverity: .note,
        summary: "The type of a key/type/value setting is translated or differs from the other variants",
        rationale: "The type is picked from a fixed list in the admin console (String, Integer, Boolean…), so a translated type name (`Booleaans`, `布尔`) still leads most readers to the right choice, but it no longer matches what the console shows.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- Données :\n  - Clé : mode\n  - Type : Boolean\n  - Valeur : true"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "- Daten:\n  - Schlüssel: mode\n  - Typ: Boolean\n  - Wert: true"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- Données :\n  - Clé : mode\n  - Type : Boolean\n  - Valeur : true"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "- Daten:\n  - Schlüssel: mode\n  - Typ: Boolean\n  - Wert: true"),
            "hi-IN": CheckExample.page(locale: "hi-IN", revision: "aaaa", handoff: "01/04/2021", body: "- डेटा:\n  - कुंजी: mode\n  - प्रकार: बूलियन\n  - मान: true"),
        ], expectedVariant: "hi-IN", expectedLine: 9)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let differences = SlotComparison.compare(page, presentOnly: true, slots: { index, _ in
            page.configSlots[index].compactMap { slot in
                guard slot.role == .type, let range = slot.entry.valueRange else { return nil }
                return Slot(key: slot.key, value: slot.entry.value, range: range, evidence: slot.entry.value)
            }
        }, fallback: { document, _ in SlotComparison.sectionStart(document, .root) })
        return differences.compactMap { difference in
            guard let slot = difference.slot, let expected = difference.verdict.expected else { return nil }
            return finding(page, difference.verdict.document, at: difference.range, findingClass: difference.verdict.findingClass,
                           message: "Type is `\(slot.evidence)` where \(SlotComparison.names(page, difference.verdict.supporters)) name the console's type `\(expected)`",
                           evidence: slot.evidence, expected: expected, supporters: difference.verdict.supporters,
                           lines: difference.line(in:))
        }
    }
}
