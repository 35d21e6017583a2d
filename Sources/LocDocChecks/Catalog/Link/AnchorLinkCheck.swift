import LocDocModel

/// A link to `#anchor` on the same page reaches an anchor the page has.
struct AnchorLinkCheck: Check {
    static let description = CheckDescription(
        id: "link-anchor", category: .link, defaultSeverity: .warning,
        summary: "A link to an anchor on the same page does not resolve",
        rationale: "DocFX anchors are the English slugs in `<a name>` tags; a translated or mistyped fragment sends the reader to the top of the page. A heading's own id (its text, slugified) is an anchor too, and a DocFX tab heading (`#### [Swift](#tab/swift)`) names a tab, not an anchor. Needs no other locale; but in a copy that has an `[!INCLUDE]`, whose text locdoc does not read, a fragment that another copy links too may be a heading of the included file, and is not reported (a translated fragment, which only its copy links, still is). A file with no front matter, no heading and no anchor is a fragment that another page includes, and links that page's anchors: it is not judged.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "## <a name=\"setup\"></a>Configuration\n\nVoir [plus haut](#setup)."),
        ]), CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "#### [Swift](#tab/swift)\n\nCode Swift.\n\n#### [Objective-C](#tab/objc)\n\nCode Objective-C.\n\n---\n\n## Étapes suivantes\n\nVoir [les étapes](#étapes-suivantes)."),
        ]),
        // An include file: no front matter, no heading; `#setup` is the including page's.
        CheckExample(pages: [
            "fr-FR": "Voir [plus haut](#setup) pour les détails.",
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "## <a name=\"setup\"></a>Configuration\n\nVoir [plus haut](#set-up)."),
        ], expectedVariant: "fr-FR", expectedLine: 9)]
    )

    func findings(in page: PageSet) -> [Finding] {
        // The copies that link each fragment: in a copy with an `[!INCLUDE]` (whose text locdoc does not read), a
        // fragment another copy links too may well be a heading of the included text.
        var linkers: [String: Set<Int>] = [:]
        if page.documents.contains(where: { !$0.includes.isEmpty }) {
            for (index, document) in page.documents.enumerated() {
                for link in document.links { if let fragment = link.fragment, !fragment.isEmpty { linkers[fragment, default: []].insert(index) } }
            }
        }
        return page.documents.indices.flatMap { index -> [Finding] in
            let document = page.documents[index]
            // A fragment (no front matter, no heading, no anchor: a DocFX include file) links the anchors of the page
            // that includes it, which locdoc does not know.
            guard document.frontMatter.isPresent || !document.sections.isEmpty || !document.anchors.isEmpty else { return [] }
            let anchors = Set(document.anchors.map(\.name))
            let pageName = document.page.split(separator: "/").last.map(String.init) ?? document.page
            return document.links.compactMap { link in
                guard let fragment = link.fragment, !fragment.isEmpty else { return nil }
                let path = String(decoding: link.destination.utf8.prefix { $0 != UInt8(ascii: "#") }, as: UTF8.self)
                guard path.isEmpty || path == pageName || path == "./" + pageName, !anchors.contains(fragment),
                      // DocFX also gives every heading the id of its text (`## Overview` is `#overview`).
                      !document.sections.contains(where: { DocFXSlug.matches($0.title, anchor: fragment) }),
                      document.includes.isEmpty || (linkers[fragment] ?? []).subtracting([index]).isEmpty else { return nil }
                let near = anchors.first { $0.lowercased() == fragment.lowercased() }
                return finding(page, index, at: link.range, findingClass: .corrupt,
                               message: "No anchor `\(fragment)` on this page" + (near.map { "; did you mean `\($0)`" } ?? ""),
                               evidence: link.destination, expected: near.map { "#" + $0 })
            }
        }
    }
}
