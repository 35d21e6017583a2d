import LocDocModel

/// Every copy has the same code fences in each section, in the same languages.
struct CodeFenceCheck: Check {
    static let description = CheckDescription(
        id: "code-fence", category: .structure, defaultSeverity: .warning,
        summary: "A code fence is missing or extra compared with the other variants",
        rationale: "A section that lost its Objective-C sample, or gained one, no longer matches the page in the other locales; readers of that locale miss the sample or get an unreviewed one.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "```swift\nrun()\n```"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "```swift\nrun()\n```"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "```swift\nrun()\n```\n\n```swift\nstop()\n```"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "```swift\nrun()\n```"),
            "it-IT": CheckExample.page(locale: "it-IT", revision: "aaaa", handoff: "01/04/2021", body: "```swift\nrun()\n```"),
        ], expectedVariant: "fr-FR", expectedLine: 11)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let differences = SlotComparison.compare(page, slots: { _, document in
            document.codeSamples.map { Slot(key: CodeTokens.key($0), value: "present", range: $0.range, evidence: "```" + $0.info) }
        }, fallback: { document, key in
            SlotComparison.sectionStart(document, slotKey: key)
        })
        return differences.map { difference in
            // `section|language|ordinal`, read from the end: the page's top section has an empty key.
            let parts = difference.key.split(separator: "|", omittingEmptySubsequences: false)
            let what = "\(parts.count > 1 && !parts[parts.count - 2].isEmpty ? String(parts[parts.count - 2]) : "code") sample #\(parts.last ?? "")"
            let message = difference.slot == nil
                ? "The \(what) of this section is missing; it is in \(SlotComparison.names(page, difference.verdict.supporters))"
                : SlotComparison.extraMessage("The \(what) of this section", page, difference)
            return finding(page, difference.verdict.document, at: difference.range, findingClass: difference.verdict.findingClass,
                           message: message, evidence: difference.slot?.evidence ?? "", expected: nil,
                           supporters: difference.verdict.supporters, lines: difference.line(in:))
        }
    }
}
