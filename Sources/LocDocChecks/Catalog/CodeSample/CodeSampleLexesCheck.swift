import LocDocModel

/// A Swift or Objective-C sample still lexes: strings, characters and comments end, brackets balance.
struct CodeSampleLexesCheck: Check {
    static let description = CheckDescription(
        id: "code-lexes", category: .codeSample, defaultSeverity: .error,
        summary: "A code sample no longer lexes (unterminated string or comment, unbalanced brackets)",
        rationale: "Translation tools sometimes touch fenced code: a typographic quote replaces a straight one, a bracket is flipped or dropped. Such a sample cannot even be tokenised; it fails before any comparison. Needs no other locale.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "```swift\nprint(\"ok\")\n```"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "```swift\nlet a = 1\nprint(\"ok)\n```"),
        ], expectedVariant: "fr-FR", expectedLine: 9)]
    )

    func findings(in page: PageSet) -> [Finding] {
        page.documents.indices.flatMap { index in
            zip(page.documents[index].codeSamples, page.codeTokens[index]).compactMap { sample, tokens -> Finding? in
                guard let issue = tokens.issues.first else { return nil }
                let line = sample.codeStartLine + (issue.position?.line ?? 1) - 1
                let column = (issue.position?.column ?? 1) + sample.codeColumnOffset
                let range = SourceRange(start: SourcePosition(line: line, column: column), end: SourcePosition(line: line, column: column))
                return finding(page, index, at: range, findingClass: .corrupt, message: issue.message,
                               evidence: issue.evidence, expected: issue.suggestion)
            }
        }
    }
}
