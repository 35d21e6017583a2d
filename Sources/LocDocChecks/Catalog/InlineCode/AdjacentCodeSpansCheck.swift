import LocDocModel

/// Code spans are not pushed together at the start of a sentence, away from the words that explain them.
struct AdjacentCodeSpansCheck: Check {
    static let description = CheckDescription(
        id: "inline-code-adjacent", category: .inlineCode, defaultSeverity: .warning,
        summary: "Two code spans are pushed together, away from the words that connect them",
        rationale: "Reordering for another language's word order sometimes moves every code span of a sentence to its start (`` `a` `B` K určení… ``), so the reader no longer sees which API the sentence names for what.",
        passing: [CheckExample(pages: ["cs-CZ": CheckExample.page(locale: "cs-CZ", revision: "aaaa", handoff: "01/02/2021", body: "Použijte rozhraní `getDevice` třídy `Client`.")])],
        failing: [CheckExample(pages: ["cs-CZ": CheckExample.page(locale: "cs-CZ", revision: "aaaa", handoff: "01/02/2021", body: "`getDevice` `Client` K určení použijte rozhraní.")],
                               expectedVariant: "cs-CZ", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        ProseFindings.findings(self, in: page) { SpacingValidator.adjacentCodeSpans(in: $0) }
    }
}
