import LocDocModel

/// A page names one field the same way each time it names it, as most copies do.
///
/// Labels are translated, so they cannot be compared across locales; but whether two labels of one copy are the
/// same word can. When most copies write the label of two places identically (the `Type` of the payload and the
/// `Type` of a key/type/value group), a copy that writes them differently has likely mistranslated one of them
/// (`Escriba`, "type in", as an imperative). Reported at the later place.
struct ConfigLabelConsistencyCheck: Check {
    static let description = CheckDescription(
        id: "config-label-consistency", category: .configValue, defaultSeverity: .note,
        summary: "A setting's label differs from the label the page uses for the same field elsewhere",
        rationale: "Machine translation renders a label such as `Type` as a verb (`Escriba`, `键入`) in one place and as a noun in another; the reader then sees an instruction where a field name belongs. Compared within each copy, so it needs no word list.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- **Type** : Rediriger\n- Données :\n  - Clé : mode\n  - Type : Boolean\n  - Valeur : true"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "- **Typ**: Umleiten\n- Daten:\n  - Schlüssel: mode\n  - Typ: Boolean\n  - Wert: true"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- **Type** : Rediriger\n- Données :\n  - Clé : mode\n  - Type : Boolean\n  - Valeur : true"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "- **Typ**: Umleiten\n- Daten:\n  - Schlüssel: mode\n  - Typ: Boolean\n  - Wert: true"),
            "es-ES": CheckExample.page(locale: "es-ES", revision: "aaaa", handoff: "01/04/2021", body: "- **Tipo** : Redirigir\n- Datos :\n  - Clave: mode\n  - Escriba: Boolean\n  - Valor: true"),
        ], expectedVariant: "es-ES", expectedLine: 10)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let labels = page.configSlots.map { slots in
            Dictionary(slots.map { ($0.key, $0.entry) }, uniquingKeysWith: { first, _ in first })
        }
        let keys = Array(Set(labels.flatMap(\.keys))).sorted()
        // Each copy's entry at each key, looked up once rather than for every pair of keys.
        let entries = labels.map { copy in keys.map { copy[$0] } }
        // Each distinct label as a number (-1 where the copy lacks the key): the pairs of keys compare numbers, and
        // read entries only for the few pairs that report.
        var numbers = Numbering<String>()
        let labelNumbers = entries.map { copy in copy.map { entry in entry.map { numbers.number($0.label) } ?? -1 } }
        var findings: [Finding] = []
        for a in keys.indices {
            for b in (a + 1)..<keys.count {
                var both = 0, agreeing = 0
                for copy in labelNumbers where copy[a] >= 0 && copy[b] >= 0 {
                    both += 1
                    if copy[a] == copy[b] { agreeing += 1 }
                }
                guard agreeing >= 2, agreeing * 2 > both, agreeing < both else { continue }
                let copies = labelNumbers.indices.filter { labelNumbers[$0][a] >= 0 && labelNumbers[$0][b] >= 0 }
                let same = copies.filter { labelNumbers[$0][a] == labelNumbers[$0][b] }
                for index in copies where !same.contains(index) {
                    let here = entries[index][b]!, there = entries[index][a]!
                    findings.append(finding(page, index, at: here.labelRange, findingClass: .corrupt,
                                            message: "Label `\(here.label)` names the field that line \(there.labelRange.start.line) calls `\(there.label)`, as \(SlotComparison.names(page, same)) do",
                                            evidence: here.label, expected: there.label, supporters: same,
                                            lines: { entries[$0][b]?.labelRange.start.line }))
                }
            }
        }
        return findings
    }
}
