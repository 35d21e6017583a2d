import LocDocModel

/// A code sample has the same tokens in every copy.
struct CodeSampleTokensCheck: Check {
    static let description = CheckDescription(
        id: "code-sample", category: .codeSample, defaultSeverity: .error,
        summary: "A code sample's tokens differ from the same sample in the other variants",
        rationale: "Readers copy samples verbatim. Samples are aligned by section, language and position, and compared token by token (whitespace and comments aside), so a translated identifier, a dropped argument or a changed literal is found and reported at its own line. Text between markup tags (a button's label in HTML, a Vue template or JSX) is what the page shows its reader and is translated as prose is, so it is compared masked, shown as `…` in the expected token. A sample that includes its code from a file (mdBook's `{{#include …}}`) where the others write it out, or the reverse, has no tokens to compare: it is a warning that names the file.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "```swift\nlet mode = device.mode // le mode\n```"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "```swift\nlet mode =  device.mode\n```"),
        ]), CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "```html\n<button @click=\"save\">Enregistrer</button>\n```"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "```html\n<button @click=\"save\">Speichern</button>\n```"),
            "ko-KR": CheckExample.page(locale: "ko-KR", revision: "aaaa", handoff: "01/04/2021", body: "```html\n<button @click=\"save\">저장</button>\n```"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "```swift\nlet mode = device.mode\n```"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "```swift\nlet mode = device.mode\n```"),
            "ja-JP": CheckExample.page(locale: "ja-JP", revision: "aaaa", handoff: "01/04/2021", body: "```swift\nlet mode = device.モード\n```"),
        ], expectedVariant: "ja-JP", expectedLine: 8)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let tokens = page.documents.indices.map { index in
            page.documents[index].codeSamples.indices.map { (page.sampleKeys[index][$0], page.codeTokens[index][$0], page.documents[index].codeSamples[$0]) }
        }
        let differences = SlotComparison.compare(page, slots: { index, _ in
            // A sample whose first lines are glued to its fence line has lost them: it does not vote, and
            // `code-fence-info` reports it.
            tokens[index].map { Slot(key: $0.0, value: $0.1.value, range: $0.2.range, evidence: "", isValid: $0.2.gluedText == nil) }
        }, fallback: { document, _ in SlotComparison.sectionStart(document, .root) })
        return differences.compactMap { difference in
            guard let slot = difference.slot, slot.isValid, let expectedValue = difference.verdict.expected,
                  let own = tokens[difference.verdict.document].first(where: { $0.0 == difference.key }) else { return nil }
            let (mine, sample) = (own.1, own.2)
            let expected = expectedValue.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
            let position = zip(mine.significant.map(\.text), expected).prefix { $0 == $1 }.count
            let token = position < mine.significant.count ? mine.significant[position] : mine.significant.last
            let line = token?.line ?? difference.range.start.line
            let evidence = position < mine.significant.count ? mine.written[position] : "(end of sample)"
            // Evidence as written; the expected token as compared, translated text in it shown as `…`.
            let wanted = position < expected.count ? expected[position] : "(end of sample)"
            let range = SourceRange(start: SourcePosition(line: line, column: token?.column ?? 1), end: SourcePosition(line: line, column: token?.column ?? 1))
            // One side includes its code from a file, the other writes it out: no tokens to compare.
            let holders = SlotComparison.names(page, difference.verdict.supporters)
            let theirs = difference.verdict.supporters.lazy.compactMap { copy in tokens[copy].first { $0.0 == difference.key }?.2 }.first
            if let theirs, IncludedCode.isIncludeOnly(theirs.code) != IncludedCode.isIncludeOnly(sample.code) {
                let included = IncludedCode.isIncludeOnly(theirs.code)
                let first = { (code: String) in String(code.split(separator: "\n").first ?? "") }
                return finding(page, difference.verdict.document, at: slot.range, findingClass: difference.verdict.findingClass,
                               message: included ? "The sample writes its code out where \(holders) include it from a file (`\(first(theirs.code))`)"
                                   : "The sample includes its code from a file where \(holders) write it out",
                               evidence: first(sample.code), expected: first(theirs.code), supporters: difference.verdict.supporters,
                               lines: difference.line(in:), severity: .warning)
            }
            return finding(page, difference.verdict.document, at: range, findingClass: difference.verdict.findingClass,
                           message: "Code differs at token \(position + 1): `\(evidence)` where \(SlotComparison.names(page, difference.verdict.supporters)) have `\(wanted)`",
                           evidence: evidence, expected: wanted, supporters: difference.verdict.supporters,
                           lines: { copy in
                               // The supporter's token at the same position: the line where it writes what is expected.
                               guard let theirs = tokens[copy].first(where: { $0.0 == difference.key })?.1.significant,
                                     let token = position < theirs.count ? theirs[position] : theirs.last else { return difference.line(in: copy) }
                               return token.line
                           })
        }
    }
}
