import LocDocModel

/// A `label: value` setting has at most one space around its colon.
struct ConfigSeparatorSpacingCheck: Check {
    static let description = CheckDescription(
        id: "config-separator-spacing", category: .punctuation, defaultSeverity: .note,
        summary: "A setting's separator has a doubled space before its value",
        rationale: "A doubled space after the colon (`Escriba:  Boolean`) is a translation artefact; harmless to read, but a reader who copies the line copies the space too.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- Clé : mode\n- Type : Boolean"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- Clé : mode\n- Type :  Boolean"),
        ], expectedVariant: "fr-FR", expectedLine: 8)]
    )

    func findings(in page: PageSet) -> [Finding] {
        page.documents.indices.flatMap { index in
            page.configSlots[index].compactMap { slot -> Finding? in
                guard let separator = slot.entry.separator, ASCIISearch.contains(separator, "  "), !slot.entry.value.isEmpty else { return nil }
                let tidy = separator.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
                let expected = (separator.hasPrefix(" ") ? " " : "") + tidy + " "
                return finding(page, index, at: slot.entry.valueRange ?? slot.entry.labelRange, findingClass: .corrupt,
                               message: "Doubled space after `\(slot.entry.label)`", evidence: "\(slot.entry.label)\(separator)\(slot.entry.value)",
                               expected: "\(slot.entry.label)\(expected)\(slot.entry.value)")
            }
        }
    }
}
