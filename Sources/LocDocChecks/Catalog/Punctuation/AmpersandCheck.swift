import LocDocModel

/// An ampersand stands between words, not glued to one of them.
struct AmpersandCheck: Check {
    static let description = CheckDescription(
        id: "punctuation-ampersand", category: .punctuation, defaultSeverity: .note,
        summary: "An ampersand is glued to a word",
        rationale: "`&ho` in a heading is a translated `&` that lost its space and swallowed a word's first letters; it reads as an HTML entity fragment.",
        passing: [CheckExample(pages: ["cs-CZ": CheckExample.page(locale: "cs-CZ", revision: "aaaa", handoff: "01/02/2021", body: "## Režim & rozšíření")])],
        failing: [CheckExample(pages: ["cs-CZ": CheckExample.page(locale: "cs-CZ", revision: "aaaa", handoff: "01/02/2021", body: "## Povolení režimu sdíleného zařízení &ho rozšíření")],
                               expectedVariant: "cs-CZ", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        ProseFindings.findings(self, in: page) { GluedLanguageDetector.gluedAmpersands(in: $0) }
    }
}
