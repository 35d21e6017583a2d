import LocDocModel

/// A copy translated from an older source revision than the newest copy (or the reference).
struct StaleRevisionCheck: Check {
    static let description = CheckDescription(
        id: "stale-revision", category: .staleRevision, defaultSeverity: .warning,
        summary: "The page was translated from an older source revision than another variant",
        rationale: "`ms.openlocfilehash` (or `source-git-commit` in Adobe Experience League pages, `l10n: sourceCommit:` in MDN's) identifies the source text a file was translated from; revisions are ordered by their earliest `ms.lasthandoff`. A copy of an older revision misses later source changes: its differences are stale, not corrupt, and it needs re-translation rather than repair.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# T"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "# T"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# T"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "bbbb", handoff: "01/03/2022", body: "# T"),
        ], expectedVariant: "fr-FR", expectedLine: 4)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let revisions = page.revisions
        let target = page.reference ?? SequenceAlignment.pivot(of: page)
        let newest = revisions.rank[target]
        return page.documents.indices.compactMap { index in
            guard revisions.rank[index] < newest else { return nil }
            let document = page.documents[index]
            let line = document.frontMatter.sourceRevisionEntry?.line ?? document.frontMatter.entry("ms.lasthandoff")?.line ?? 1
            let newer = page.documents.indices.filter { revisions.revision[$0] == revisions.revision[target] }
            return finding(page, index, at: SourceRange(start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: 1)),
                           findingClass: .stale,
                           message: "Translated from source \(Self.revision(of: index, in: page)); newer \(Self.revision(of: target, in: page)) in \(SlotComparison.names(page, newer))",
                           evidence: revisions.revision[index], expected: revisions.revision[target], supporters: newer,
                           lines: { page.documents[$0].frontMatter.sourceRevisionEntry?.line })
        }
    }

    /// A copy's revision for a message, with the date that orders it: `revision d5699c1d (handed off 2020-09-15)`.
    /// A copy without a source revision (an authored source page) is dated by its `ms.date`.
    static func revision(of copy: Int, in page: PageSet) -> String {
        let id = page.revisions.revision[copy], frontMatter = page.documents[copy].frontMatter
        let date = frontMatter.lastHandoff.map { "handed off \($0)" } ?? frontMatter.date.map { "ms.date \($0)" } ?? "no date"
        guard frontMatter.sourceRevision != nil else { return "text (no source revision hash; \(date))" }
        return "revision \(RevisionOrder.short(id)) (\(date))"
    }
}
