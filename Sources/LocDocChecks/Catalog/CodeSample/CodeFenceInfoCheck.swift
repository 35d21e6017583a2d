import LocDocModel

/// Nothing but the language (and attributes) is written on a fence's opening line.
struct CodeFenceInfoCheck: Check {
    static let description = CheckDescription(
        id: "code-fence-info", category: .codeSample, defaultSeverity: .error,
        summary: "Code or markup is glued to the language on a fence's opening line, where it is not shown",
        rationale: "Translation tools that join lines write the first lines of a sample onto the fence (```` ```html<!-- Bad --><script …> ````). CommonMark takes that whole line for the fence's info string: the code on it is not shown, and readers copy a sample without its first lines. No language name contains `<`, `(`, a quote, `;` or `=`, so this needs no other locale; the damaged sample is left out of the comparison of samples across copies, so the copies that kept it whole are not blamed for differing from it.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "```html title=\"page.html\"\n<!-- Mauvais -->\n<webview src=\"page.html\"></webview>\n```\n\n```js{2}\nrun()\nstop()\n```"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "Texte.\n\n```html<!-- Mauvais --><webview src=\"page.html\"></webview>\n```"),
        ], expectedVariant: "fr-FR", expectedLine: 9)]
    )

    func findings(in page: PageSet) -> [Finding] {
        page.documents.indices.flatMap { index in
            page.documents[index].codeSamples.compactMap { sample -> Finding? in
                guard let glued = sample.gluedText else { return nil }
                let language = sample.language.written
                let shown = glued.count > 60 ? glued.prefix(57) + "…" : Substring(glued)
                return finding(page, index, at: sample.range, findingClass: .corrupt,
                               message: "`\(shown)` is on the opening fence line after ```\(language), where it is not shown; it belongs on the lines below",
                               evidence: "```" + sample.info.trimmingSpaces, expected: "```" + language)
            }
        }
    }
}
