import LocDocModel

/// Alerts (`> [!NOTE]`, `:::note`) line up across copies: the same kinds, written the same way, in the same order,
/// in every section. A directive's kind is compared as written (`:::Tip` is not `:::tip` to the renderers that read it).
struct AlertKindCheck: Check {
    static let description = CheckDescription(
        id: "alert-kind", category: .structure, defaultSeverity: .warning,
        summary: "An alert is missing, extra, or of another kind than in the other variants",
        rationale: "An alert carries a warning or a precondition; a translation that drops it, or turns an IMPORTANT into a NOTE, changes what the reader is told to heed. Across source revisions the alert itself may have changed: then the older copies are stale.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# <a name=\"a\"></a>T\n\n> [!NOTE]\n> Texte."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "# <a name=\"a\"></a>T\n\n> [!NOTE]\n> Text."),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# <a name=\"a\"></a>T\n\n> [!NOTE]\n> Texte."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "bbbb", handoff: "01/03/2022", body: "# <a name=\"a\"></a>T\n\n> [!IMPORTANT]\n> Text."),
        ], expectedVariant: "fr-FR", expectedLine: 9), CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# T\n\n:::tip\nTexte.\n:::"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "# T\n\n:::tip\nText.\n:::"),
            "es-ES": CheckExample.page(locale: "es-ES", revision: "aaaa", handoff: "01/04/2021", body: "# T\n\n:::Tip\nTexto.\n:::"),
        ], expectedVariant: "es-ES", expectedLine: 9)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let differences = SlotComparison.compare(page, slots: { _, document in
            document.alerts.map { Slot(key: "\($0.sectionKey)|\($0.ordinal)", value: $0.marker, range: $0.range, evidence: $0.marker) }
        }, fallback: { document, key in
            SlotComparison.sectionStart(document, slotKey: key)
        })
        return differences.map { difference in
            let verdict = difference.verdict
            let message: String
            switch (difference.slot?.value, verdict.expected) {
            case (nil, let kind?): message = "Alert \(kind) is missing; it is in \(SlotComparison.names(page, verdict.supporters))"
            case (let kind?, nil): message = SlotComparison.extraMessage("Alert \(kind)", page, difference)
            case (let kind?, let wanted?): message = "Alert is \(kind); it is \(wanted) in \(SlotComparison.names(page, verdict.supporters))"
            default: message = "Alert differs from the other variants"
            }
            return finding(page, verdict.document, at: difference.range, findingClass: verdict.findingClass, message: message,
                           evidence: difference.slot?.evidence ?? "", expected: verdict.expected,
                           supporters: verdict.supporters, lines: difference.line(in:))
        }
    }
}
