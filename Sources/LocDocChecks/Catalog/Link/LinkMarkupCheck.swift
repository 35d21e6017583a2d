import LocDocModel

/// A link's Markdown still renders as a link.
struct LinkMarkupCheck: Check {
    static let description = CheckDescription(
        id: "link-markup", category: .link, defaultSeverity: .warning,
        summary: "A link's Markdown shows as text: a space or full-width bracket between label and target, an undefined reference, a broken autolink",
        rationale: "Translation puts a space between `]` and `(`, or swaps the brackets for full-width ones (`［…］（…）`): the page then shows the brackets and the raw URL, and the link is gone. Whether the parentheses hold a target is read from their shape (a URL, a path, an anchor), not from any language. So does a translated reference label (`[MSALError.h][msalhiba]` where the page defines `[msalerror]:`) and a space inside an autolink (`<xref:MSAL. MSALError>`).",
        passing: [CheckExample(pages: ["ru-RU": CheckExample.page(locale: "ru-RU", revision: "aaaa", handoff: "01/02/2021", body: "Войдите на [портал Azure](https://portal.azure.com) [необязательно] (см. ниже).")])],
        failing: [CheckExample(pages: ["ru-RU": CheckExample.page(locale: "ru-RU", revision: "aaaa", handoff: "01/02/2021", body: "Войдите на [портал Azure] (https://portal.azure.com).")],
                               expectedVariant: "ru-RU", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        ProseFindings.findings(self, in: page) { LinkMarkupValidator.validate($0) }
    }
}
