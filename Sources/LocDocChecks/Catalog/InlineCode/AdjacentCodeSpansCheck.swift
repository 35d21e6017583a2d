import LocDocModel

/// Code spans are not pushed together at the start of a sentence, away from the words that explain them, nor
/// anywhere where the other copies part them with words (`PartedCodeSpans`).
struct AdjacentCodeSpansCheck: Check {
    static let description = CheckDescription(
        id: "inline-code-adjacent", category: .inlineCode, defaultSeverity: .warning,
        summary: "Two code spans are pushed together, away from the words that connect them",
        rationale: "Reordering for another language's word order sometimes moves every code span of a sentence to its start (`` `a` `B` K určení… ``), so the reader no longer sees which API the sentence names for what. Elsewhere in a sentence two spans side by side may be a list; they are reported when two or more other copies, and more than twice as many as write them side by side, part them with words (`` `UserAgentApplication` or `PublicClientApplication` ``, where a machine translation moved the \"or\").",
        passing: [CheckExample(pages: ["cs-CZ": CheckExample.page(locale: "cs-CZ", revision: "aaaa", handoff: "01/02/2021", body: "Použijte rozhraní `getDevice` třídy `Client`.")]),
                  // A list every copy writes side by side.
                  CheckExample(pages: [
                    "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021", body: "The levels are `ERROR` `WARNING` `INFO`."),
                    "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021", body: "Die Stufen sind `ERROR` `WARNING` `INFO`."),
                    "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "Les niveaux sont `ERROR` `WARNING` `INFO`."),
                  ])],
        failing: [CheckExample(pages: ["cs-CZ": CheckExample.page(locale: "cs-CZ", revision: "aaaa", handoff: "01/02/2021", body: "`getDevice` `Client` K určení použijte rozhraní.")],
                               expectedVariant: "cs-CZ", expectedLine: 7),
                  // Mid-sentence, where the other copies part the two spans with words.
                  CheckExample(pages: [
                    "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021", body: "Use one `UserAgentApplication` or `PublicClientApplication` each."),
                    "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021", body: "Verwenden Sie eine `UserAgentApplication` bzw. `PublicClientApplication`."),
                    "ru-RU": CheckExample.page(locale: "ru-RU", revision: "aaaa", handoff: "01/02/2021", body: "Используйте один `UserAgentApplication` `PublicClientApplication` соответственно."),
                  ], expectedVariant: "ru-RU", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let opening = ProseFindings.findings(self, in: page) { SpacingValidator.adjacentCodeSpans(in: $0) }
        guard page.documents.count >= 3 else { return opening }
        // Anywhere else in a sentence, two spans side by side are a list unless the other copies part them. A pair
        // at a sentence's start is reported once, above.
        let parted = PartedCodeSpans.pushedTogether(in: page).filter { pushed in
            !opening.contains { $0.variant == page.documents[pushed.copy].variant && $0.line == pushed.position.line && $0.column == pushed.position.column }
        }
        return opening + parted.map { pushed in
            finding(page, pushed.copy, at: SourceRange(start: pushed.position, end: pushed.position), findingClass: .corrupt,
                    message: "two code spans side by side, where \(SlotComparison.names(page, pushed.supporters)) part them with words",
                    evidence: pushed.evidence, expected: nil, supporters: pushed.supporters, lines: { pushed.lines[$0] })
        }
    }
}
