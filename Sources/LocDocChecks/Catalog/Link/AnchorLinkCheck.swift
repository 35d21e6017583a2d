import LocDocModel

/// A link to `#anchor` on the same page reaches an anchor the page has.
struct AnchorLinkCheck: Check {
    static let description = CheckDescription(
        id: "link-anchor", category: .link, defaultSeverity: .warning,
        summary: "A link to an anchor on the same page does not resolve",
        rationale: "DocFX anchors are the English slugs in `<a name>` tags; a translated or mistyped fragment sends the reader to the top of the page. Needs no other locale.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "## <a name=\"setup\"></a>Configuration\n\nVoir [plus haut](#setup)."),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "## <a name=\"setup\"></a>Configuration\n\nVoir [plus haut](#configuration)."),
        ], expectedVariant: "fr-FR", expectedLine: 9)]
    )

    func findings(in page: PageSet) -> [Finding] {
        page.documents.indices.flatMap { index -> [Finding] in
            let document = page.documents[index]
            let anchors = Set(document.anchors.map(\.name))
            let pageName = document.page.split(separator: "/").last.map(String.init) ?? document.page
            return document.links.compactMap { link in
                guard let fragment = link.fragment, !fragment.isEmpty else { return nil }
                let path = String(decoding: link.destination.utf8.prefix { $0 != UInt8(ascii: "#") }, as: UTF8.self)
                guard path.isEmpty || path == pageName || path == "./" + pageName, !anchors.contains(fragment) else { return nil }
                let near = anchors.first { $0.lowercased() == fragment.lowercased() }
                return finding(page, index, at: link.range, findingClass: .corrupt,
                               message: "No anchor `\(fragment)` on this page" + (near.map { "; did you mean `\($0)`" } ?? ""),
                               evidence: link.destination, expected: near.map { "#" + $0 })
            }
        }
    }
}
