import LocDocModel

/// Alerts (`> [!NOTE]`, `:::note`, `/// note`, `!!! note`) line up across copies: the same kinds, written the same
/// way, in the same order, in every section. A directive's kind is compared as written (`:::Tip` is not `:::tip` to the
/// renderers that read it).
struct AlertKindCheck: Check {
    static let description = CheckDescription(
        id: "alert-kind", category: .structure, defaultSeverity: .warning,
        summary: "An alert is missing, extra, or of another kind than in the other variants",
        rationale: "An alert carries a warning or a precondition; a translation that drops it, or turns an IMPORTANT into a NOTE, changes what the reader is told to heed. Across source revisions the alert itself may have changed: then the older copies are stale.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# <a name=\"a\"></a>T\n\n> [!NOTE]\n> Texte."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "# <a name=\"a\"></a>T\n\n> [!NOTE]\n> Text."),
        ]),
        // Python-Markdown's syntaxes render a kind alike: a copy still on `!!!` has the same tip.
        CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# T\n\n!!! tip\n    Texte."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "# T\n\n/// tip | Tipp\nText.\n///"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# <a name=\"a\"></a>T\n\n> [!NOTE]\n> Texte."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "bbbb", handoff: "01/03/2022", body: "# <a name=\"a\"></a>T\n\n> [!IMPORTANT]\n> Text."),
        ], expectedVariant: "fr-FR", expectedLine: 9), CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# T\n\n:::tip\nTexte.\n:::"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "# T\n\n:::tip\nText.\n:::"),
            "es-ES": CheckExample.page(locale: "es-ES", revision: "aaaa", handoff: "01/04/2021", body: "# T\n\n:::Tip\nTexto.\n:::"),
        ], expectedVariant: "es-ES", expectedLine: 9),
        // A translated type is no tip to MkDocs: it renders unstyled.
        CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# T\n\n/// tip | Astuce\nTexte.\n///"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "# T\n\n!!! tip \"Tipp\"\n    Text."),
            "pt-BR": CheckExample.page(locale: "pt-BR", revision: "aaaa", handoff: "01/04/2021", body: "# T\n\n!!! Dica\n    Texto."),
        ], expectedVariant: "pt-BR", expectedLine: 9)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let differences = SlotComparison.compare(page, slots: { _, document in
            document.alerts.map { Slot(key: "\($0.sectionKey)|\($0.ordinal)", value: Self.compared($0), range: $0.range, evidence: $0.marker) }
        }, fallback: { document, key in
            SlotComparison.sectionStart(document, slotKey: key)
        })
        return differences.map { difference in
            let verdict = difference.verdict
            // Markers as written: the copy's own, and a supporter's for the expected one.
            let written = verdict.supporters.lazy.compactMap { difference.slots[$0]?.evidence }.first ?? verdict.expected
            let message: String
            switch (difference.slot?.evidence, verdict.expected.flatMap { _ in written }) {
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

    /// What an alert is compared by: its marker, except that Python-Markdown's three ways to write an admonition
    /// (`/// tip`, `!!! tip`, `??? tip`) render one kind alike and compare by kind, so a page moving from one syntax to
    /// another changes no alert.
    static func compared(_ alert: Alert) -> String {
        switch alert.syntax {
        case .quote, .directive: alert.marker
        case .block, .admonition, .collapsible: "python-markdown \(alert.kind)"
        }
    }
}
