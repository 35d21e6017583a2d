import LocDocModel

/// In scripts that separate words with spaces, a code span or link keeps its spaces.
struct SpacingCheck: Check {
    static let description = CheckDescription(
        id: "punctuation-spacing", category: .punctuation, defaultSeverity: .warning,
        summary: "A space is lost next to a code span or link, or put before a suffix's apostrophe",
        rationale: "Translation memory glues words to code spans and links (`completionBlock:`Rozhraní`, `)voor meer`); the rendered text runs the code into the next word. Whether the script separates words with spaces is read from the text itself, so Chinese or Thai prose is not flagged; and Korean particles, which attach to the word before them (`` `acquireToken`을 ``), are not lost spaces. The opposite damage, a space before the apostrophe that attaches a suffix to a name (`API 'yi` for `API'yi`), reads as a quote that never closes.",
        passing: [CheckExample(pages: ["cs-CZ": CheckExample.page(locale: "cs-CZ", revision: "aaaa", handoff: "01/02/2021", body: "Použijte `signoutFromBrowser` k vymazání.")]),
                  CheckExample(pages: ["ko-KR": CheckExample.page(locale: "ko-KR", revision: "aaaa", handoff: "01/02/2021", body: "토큰을 가져오려면 `acquireToken`을 호출합니다.")])],
        failing: [CheckExample(pages: ["cs-CZ": CheckExample.page(locale: "cs-CZ", revision: "aaaa", handoff: "01/02/2021", body: "Použijte `signoutFromBrowser`K vymazání souborů cookie.")],
                               expectedVariant: "cs-CZ", expectedLine: 7),
                  CheckExample(pages: ["tr-TR": CheckExample.page(locale: "tr-TR", revision: "aaaa", handoff: "01/02/2021", body: "Hesabı almak için `getCurrentAccount` API 'yi kullanın.")],
                               expectedVariant: "tr-TR", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        ProseFindings.findings(self, in: page) { SpacingValidator.validate($0) }
    }
}
