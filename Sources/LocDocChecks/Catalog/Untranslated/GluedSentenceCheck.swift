import LocDocModel

/// A translated sentence is not followed, without a space, by its source-language original.
struct GluedSentenceCheck: Check {
    static let description = CheckDescription(
        id: "untranslated-sentence", category: .untranslated, defaultSeverity: .warning,
        summary: "A source-language sentence is glued to the translated one",
        rationale: "Hybrid machine translation output keeps the source sentence next to the translation with no space between (`…collaborano:To create a shared device mode app…`). Detected from the text's shape (sentence punctuation or a lower-case letter directly followed by a capitalised run of words), not from a word list.",
        passing: [CheckExample(pages: ["it-IT": CheckExample.page(locale: "it-IT", revision: "aaaa", handoff: "01/02/2021", body: "Gli sviluppatori e gli amministratori collaborano: ecco come.")])],
        failing: [CheckExample(pages: ["it-IT": CheckExample.page(locale: "it-IT", revision: "aaaa", handoff: "01/02/2021", body: "Gli sviluppatori e gli amministratori collaborano:To create a shared device mode app, developers and cloud device admins work together:")],
                               expectedVariant: "it-IT", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        ProseFindings.findings(self, in: page, kinds: [.paragraph, .tableCell]) { GluedLanguageDetector.gluedSentences(in: $0) }
    }
}
