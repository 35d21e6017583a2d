import LocDocModel

/// A copy has front matter when most copies of its page do.
struct FrontMatterPresenceCheck: Check {
    static let description = CheckDescription(
        id: "metadata-front-matter", category: .metadata, defaultSeverity: .warning,
        summary: "A variant has no front matter where most variants of the page have one",
        rationale: "The front matter carries the page's title, its locale and the source revision it was translated from. A copy that lost it (an export that dropped the `---` block, a file saved over by another tool) is published without its title and metadata, and cannot be placed among the revisions. Systems that write no front matter at all (VitePress, Crowdin exports) are not reported: only a copy that lacks what most copies of its page have. Such a file is still read and checked as Markdown from its first line.",
        passing: [CheckExample(pages: [
            "fr": "# Titre\n\nTexte.",
            "de": "# Titel\n\nText.",
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": "# Titre\n\nTexte.",
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "# Titel\n\nText."),
            "es-ES": CheckExample.page(locale: "es-ES", revision: "aaaa", handoff: "01/04/2021", body: "# Título\n\nTexto."),
        ], expectedVariant: "fr-FR", expectedLine: 1)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let holders = page.documents.indices.filter { page.documents[$0].frontMatter.isPresent }
        guard holders.count * 2 > page.documents.count, holders.count < page.documents.count else { return [] }
        // The keys every copy with front matter writes, in the first one's order: what this copy lost.
        let first = page.documents[holders[0]].frontMatter.entries.map(\.key)
        let shared = first.filter { key in holders.allSatisfy { page.documents[$0].frontMatter.entry(key) != nil } }
        let expected = shared.isEmpty ? nil
            : "a `---` block with " + shared.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (shared.count > 4 ? ", …" : "")
        let start = SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))
        return page.documents.indices.filter { !page.documents[$0].frontMatter.isPresent }.map { index in
            finding(page, index, at: start, findingClass: .corrupt,
                    message: "No front matter, where \(SlotComparison.names(page, holders)) have one",
                    evidence: "", expected: expected, supporters: holders, lines: { _ in 1 })
        }
    }
}
