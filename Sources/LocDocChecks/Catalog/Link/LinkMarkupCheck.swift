import LocDocModel

/// A link's Markdown still renders as a link.
struct LinkMarkupCheck: Check {
    static let description = CheckDescription(
        id: "link-markup", category: .link, defaultSeverity: .warning,
        summary: "A link's Markdown shows as text: a space or full-width bracket between label and target, an undefined reference, a broken autolink, a link inside raw HTML",
        rationale: "Translation puts a space between `]` and `(`, or swaps the brackets for full-width ones (`［…］（…）`): the page then shows the brackets and the raw URL, and the link is gone. Whether the parentheses hold a target is read from their shape (a URL, a path, an anchor), not from any language. So does a translated reference label (`[MSALError.h][msalhiba]` where the page defines `[msalerror]:`) and a space inside an autolink (`<xref:MSAL. MSALError>`). A link written inside a raw HTML block shows as text too: a tag alone on a line (`- <span data-ttu-id=\"…\">` with the text on the next line) starts one, and Markdown is not read inside it.",
        passing: [CheckExample(pages: ["ru-RU": CheckExample.page(locale: "ru-RU", revision: "aaaa", handoff: "01/02/2021", body: "Войдите на [портал Azure](https://portal.azure.com) [необязательно] (см. ниже).")])],
        failing: [CheckExample(pages: ["ru-RU": CheckExample.page(locale: "ru-RU", revision: "aaaa", handoff: "01/02/2021", body: "Войдите на [портал Azure] (https://portal.azure.com).")],
                               expectedVariant: "ru-RU", expectedLine: 7),
                  CheckExample(pages: ["ja-JP": CheckExample.page(locale: "ja-JP", revision: "aaaa", handoff: "01/02/2021", body: "次の記事を参照してください。\n\n- <span data-ttu-id=\"a-1\">\n  [検索可能なプロパティ](https://example.com/search)</span>")],
                               expectedVariant: "ja-JP", expectedLine: 10)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let inHTML = page.documents.indices.flatMap { copy in
            page.documents[copy].links.filter { !$0.rendered }.map { link in
                finding(page, copy, at: link.range, findingClass: .corrupt,
                        message: "link markup inside raw HTML shows as text: the link did not render",
                        evidence: "\(link.isImage ? "!" : "")[\(link.text)](\(link.destination))", expected: nil)
            }
        }
        return ProseFindings.findings(self, in: page) { LinkMarkupValidator.validate($0) } + inHTML
    }
}
