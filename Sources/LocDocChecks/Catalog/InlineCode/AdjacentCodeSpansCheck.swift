import LocDocModel

/// Code spans are not pushed together at the start of a sentence, away from the words that explain them, nor
/// anywhere where the other copies part them with words (`PartedCodeSpans`).
struct AdjacentCodeSpansCheck: Check {
    static let description = CheckDescription(
        id: "inline-code-adjacent", category: .inlineCode, defaultSeverity: .warning,
        summary: "Two code spans are pushed together, away from the words that connect them",
        rationale: "Reordering for another language's word order sometimes moves every code span of a sentence to its start (`` `a` `B` K určení… ``), so the reader no longer sees which API the sentence names for what. Elsewhere in a sentence two spans side by side may be a list; they are reported when two or more other copies, and more than twice as many as write them side by side, part them with words (`` `UserAgentApplication` or `PublicClientApplication` ``, where a machine translation moved the \"or\").",
        passing: [CheckExample(pages: ["cs-CZ": CheckExample.page(locale: "cs-CZ", revision: "aaaa", handoff: "01/02/2021", body: "Použijte rozhraní `getDevice` třídy `Client`.")])],
        failing: [CheckExample(pages: ["cs-CZ": CheckExample.page(locale: "cs-CZ", revision: "aaaa", handoff: "01/02/2021", body: "`getDevice` `Client` K určení použijte rozhraní.")],
                               expectedVariant: "cs-CZ", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let opening = ProseFindings.findings(self, in: page) { SpacingValidator.adjacentCodeSpans(in: $0) }
        guard page.documents.count >= 3 else { return opening }
        // Anywhere else in a sentence, two spans side by side are a list unless the other copies part them.
        let reported = Set(opening.map { "\($0.variant):\($0.line):\($0.column)" })
        let parted = PartedCodeSpans.pushedTogether(in: page).filter {
            !reported.contains("\(page.documents[$0.copy].variant):\($0.position.line):\($0.position.column)")
        }
        return opening + parted.map { pushed in
            finding(page, pushed.copy, at: SourceRange(start: pushed.position, end: pushed.position), findingClass: .corrupt,
                    message: "two code spans side by side, where \(SlotComparison.names(page, pushed.supporters)) part them with words",
                    evidence: pushed.evidence, expected: nil, supporters: pushed.supporters, lines: { pushed.lines[$0] })
        }
    }
}
