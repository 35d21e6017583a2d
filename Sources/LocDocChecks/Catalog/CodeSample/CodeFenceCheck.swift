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
        let differences = SlotComparison.compare(page, slots: { copy, document in
            // The language is compared where alignment gave an unlabelled fence the others' language (`SampleKeys`).
            zip(document.codeSamples, page.sampleKeys[copy]).map { sample, key in
                Slot(key: key, value: sample.language.normalized.isEmpty ? "unlabelled" : "present", range: sample.range, evidence: "```" + sample.info)
            }
        }, fallback: { document, key in
            SlotComparison.sectionStart(document, slotKey: key)
        })
        return differences.compactMap { difference in
            let what = Self.name(difference, in: page)
            let holders = SlotComparison.names(page, difference.verdict.supporters)
            let message: String
            switch (difference.slot?.value, difference.verdict.expected) {
            case (nil, _): message = "The \(what) of this section is missing; it is in \(holders)"
            case ("unlabelled"?, "present"?):
                let written = difference.verdict.supporters.lazy.compactMap { difference.slots[$0]?.evidence }.first ?? "```"
                message = "The fence of the \(what) of this section names no language, where \(holders) write \(written)"
            // Naming the language where most copies leave it out is no fault.
            case ("present"?, "unlabelled"?): return nil
            default: message = SlotComparison.extraMessage("The \(what) of this section", page, difference)
            }
            return finding(page, difference.verdict.document, at: difference.range, findingClass: difference.verdict.findingClass,
                           message: message, evidence: difference.slot?.evidence ?? "", expected: nil,
                           supporters: difference.verdict.supporters, lines: difference.line(in:))
        }
    }

    /// A place named from a sample a copy has there (`html sample #2`), not parsed back out of its key.
    private static func name(_ difference: SlotComparison.Difference, in page: PageSet) -> String {
        // A labelled sample names the place best: an unlabelled one there took its language from the others.
        let samples = difference.slots.indices.lazy.compactMap { copy in
            difference.slots[copy].flatMap { slot in page.documents[copy].codeSamples.first { $0.range == slot.range } }
        }
        let sample = samples.first { !$0.language.normalized.isEmpty } ?? samples.first
        guard let sample else { return "code sample" }
        return "\(sample.language.normalized.isEmpty ? "code" : sample.language.normalized) sample #\(sample.languageOrdinal)"
    }
}
