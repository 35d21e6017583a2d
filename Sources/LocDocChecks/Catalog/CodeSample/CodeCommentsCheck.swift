import LocDocModel

/// A code sample's comments are the same in every copy.
struct CodeCommentsCheck: Check {
    static let description = CheckDescription(
        id: "code-comments", category: .codeSample, defaultSeverity: .note,
        summary: "A code sample's comments differ from the other variants",
        rationale: "Comments do not change what code does, but a sample whose comments were translated in one locale and not in the others, or that lost a comment, reads differently. Compared separately from the code, as a note, and only where most copies that have the sample write its comments one way, or a newer source revision changed them: where the translations each translate them (as human translators do), no copy is singled out.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "```swift\nrun() // start\n```"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "```swift\nrun() // start\n```"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "```swift\nrun() // start\n```"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "```swift\nrun() // start\n```"),
            "es-ES": CheckExample.page(locale: "es-ES", revision: "aaaa", handoff: "01/04/2021", body: "```swift\nrun() // iniciar\n```"),
        ], expectedVariant: "es-ES", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let differences = SlotComparison.compare(page, slots: { index, document in
            zip(zip(document.codeSamples, page.codeTokens[index]), page.sampleKeys[index]).map { pair, key in
                let (sample, tokens) = pair
                return Slot(key: key, value: tokens.comments.joined(separator: "\n"), range: sample.range,
                     evidence: tokens.comments.joined(separator: " "), isValid: sample.gluedText == nil)
            }
        }, fallback: { document, _ in SlotComparison.sectionStart(document, .root) })
        return differences.compactMap { difference in
            // Human translators translate comments, each into their own language: there the copies agree on no
            // text, and a comment left as the source wrote it is the odd one out only by plurality. Reported when most
            // of the copies that have the sample write its comments one way, or when a newer revision changed them.
            let present = difference.slots.compactMap { $0 }.filter(\.isValid).count
            guard let slot = difference.slot, slot.isValid, difference.verdict.expected != nil,
                  difference.verdict.findingClass == .stale || difference.verdict.supporters.count * 2 > present else { return nil }
            return finding(page, difference.verdict.document, at: difference.range, findingClass: difference.verdict.findingClass,
                           message: "Comments in this sample differ from \(SlotComparison.names(page, difference.verdict.supporters))",
                           evidence: slot.evidence, expected: difference.verdict.expected?.split(separator: "\n").joined(separator: " "),
                           supporters: difference.verdict.supporters, lines: difference.line(in:))
        }
    }
}
