import LocDocModel

/// The list of URLs a setting names is the same in every copy.
struct ConfigURLListCheck: Check {
    static let description = CheckDescription(
        id: "config-url-list", category: .configValue, defaultSeverity: .error,
        summary: "A setting lists other URLs than the other variants",
        rationale: "An SSO or redirect setting works only for the hosts it lists; a copy that lists fewer makes the reader's configuration miss clouds. A shorter list translated from an older source is stale, not corrupt.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- **URL** :\n    - `https://a.example`\n    - `https://b.example`\n- **Type** : Rediriger"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "- **URL**:\n    - `https://a.example`\n    - `https://b.example`\n- **Typ**: Umleiten"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- **URL** : https://a.example\n- **Type** : Rediriger"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "bbbb", handoff: "01/03/2022", body: "- **URL**:\n    - `https://a.example`\n    - `https://b.example`\n- **Typ**: Umleiten"),
        ], expectedVariant: "fr-FR", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let differences = SlotComparison.compare(page, presentOnly: true, slots: { index, _ in
            page.configSlots[index].compactMap { slot in
                let urls = slot.entry.urls
                guard !urls.isEmpty else { return nil }
                return Slot(key: slot.key, value: urls.map(\.text).joined(separator: " "), range: slot.entry.range,
                            evidence: urls.map(\.text).joined(separator: " "))
            }
        }, fallback: { document, _ in SlotComparison.sectionStart(document, .root) })
        return differences.compactMap { difference in
            guard let slot = difference.slot, let expected = difference.verdict.expected else { return nil }
            let have = Set((slot.value ?? "").split(separator: " ")), want = expected.split(separator: " ")
            let missing = want.filter { !have.contains($0) }
            let extra = have.subtracting(want.map { $0 })
            var message = "Lists \(have.count) URL(s) where \(SlotComparison.names(page, difference.verdict.supporters)) list \(want.count)"
            if !missing.isEmpty { message += "; missing \(missing.prefix(3).joined(separator: ", "))\(missing.count > 3 ? " and \(missing.count - 3) more" : "")" }
            if !extra.isEmpty { message += "; not elsewhere: \(extra.sorted().joined(separator: ", "))" }
            return finding(page, difference.verdict.document, at: difference.range, findingClass: difference.verdict.findingClass,
                           message: message, evidence: slot.evidence, expected: expected, supporters: difference.verdict.supporters,
                           lines: difference.line(in:))
        }
    }
}
