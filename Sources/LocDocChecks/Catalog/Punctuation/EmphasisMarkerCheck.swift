import LocDocModel

/// Bold and italic markers survive translation as markup, not as literal asterisks or glued into words.
struct EmphasisMarkerCheck: Check {
    static let description = CheckDescription(
        id: "punctuation-emphasis", category: .punctuation, defaultSeverity: .warning,
        summary: "Emphasis markers are left as literal asterisks, or bold is glued into the neighbouring words",
        rationale: "Translation moves `**` markers into the middle of words (`cloud**di amministratoriTo** >`): the bold then covers the wrong words, or renders as literal asterisks.",
        passing: [CheckExample(pages: ["it-IT": CheckExample.page(locale: "it-IT", revision: "aaaa", handoff: "01/02/2021", body: "Aprire **Azure Active Directory** > **Ruoli**")])],
        failing: [CheckExample(pages: ["it-IT": CheckExample.page(locale: "it-IT", revision: "aaaa", handoff: "01/02/2021", body: "Amministratore dei dispositivi cloud**di amministratoriTo** > configure")],
                               expectedVariant: "it-IT", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        ProseFindings.findings(self, in: page) { EmphasisMarkerValidator.validate($0) }
    }
}
