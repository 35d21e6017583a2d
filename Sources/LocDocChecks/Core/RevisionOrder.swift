import LocDocModel

/// The source revisions a page's copies were translated from, oldest first.
///
/// `ms.openlocfilehash` names the revision (copies with the same hash were translated from the same source
/// text); Adobe Experience League pages name it with `source-git-commit`, MDN's with `l10n: sourceCommit:`
/// (`FrontMatter.sourceRevision`). Revisions are ordered by the earliest `ms.lasthandoff` among their copies,
/// falling back to `ms.date`. A copy with no hash is its own revision, dated the same way.
///
/// Revisions nothing orders share a rank: two hashes with no dates, or handed off on one day. A source commit is
/// not a date, and the order of two hashes' spellings says nothing, so neither copy is called stale by the other.
///
/// Copies that record nothing (no hash, no date: most of MDN's and other open-source translations, include files)
/// are each their own revision, and nothing orders them: a difference between them is `divergent`, never `corrupt`
/// (unless a check finds the value invalid on its own), since nothing says they were translated from one source
/// text, and never `stale`.
///
/// A copy that does not say it is a translation (no hash, no hand-off date, no marker such as MDN's
/// `translation_of`), beside copies that do, is the authored source the others were translated from (the English
/// page in its own folder), when all such copies are in one locale: it is newer than every translation, whatever
/// its `ms.date` says. `ms.date` is when an author last reviewed the page, not when it last changed: a real source
/// page had sections no translation had yet, under an `ms.date` months older than their hand-offs. Unmarked copies
/// in several locales (translations that record nothing, beside the source) leave the source unknown.
public struct RevisionOrder: Sendable {
    /// Revision id per document index (the hash, or `variant:<name>` when there is none).
    public let revision: [String]
    /// 0 for the oldest revision; equal ranks for copies of one revision.
    public let rank: [Int]
    public let newestRank: Int
    /// Revision ids, oldest first, with the date that orders them.
    public let ordered: [(id: String, date: DocDate?)]

    public init(documents: [Document]) {
        let ids = documents.map { $0.frontMatter.sourceRevision ?? "variant:\($0.variant)" }
        var dates: [String: DocDate] = [:]
        for (index, document) in documents.enumerated() {
            guard let date = document.frontMatter.lastHandoff ?? document.frontMatter.date else { continue }
            dates[ids[index]] = min(dates[ids[index]] ?? date, date)
        }
        let unmarked = documents.indices.filter { !documents[$0].frontMatter.isTranslation }
        let sourceKnown = unmarked.count < documents.count && Set(unmarked.map { documents[$0].locale?.tag.lowercased() }).count == 1
        let sources = Set(sourceKnown ? unmarked.map { ids[$0] } : [])
        let isOlder = { (lhs: String, rhs: String) in Self.isOlder(lhs, than: rhs, sources: sources, dates: dates) }
        // Oldest first; revisions nothing orders by their ids, for a stable order.
        let distinct = Array(Set(ids)).sorted { lhs, rhs in isOlder(lhs, rhs) || !isOlder(rhs, lhs) && lhs < rhs }
        // A revision ranks above the one before it only when something orders them.
        var rankOf: [String: Int] = [:]
        var current = 0
        for (position, id) in distinct.enumerated() {
            if position > 0, isOlder(distinct[position - 1], id) { current += 1 }
            rankOf[id] = current
        }
        revision = ids
        rank = ids.map { rankOf[$0]! }
        newestRank = current
        ordered = distinct.map { ($0, dates[$0]) }
    }

    /// Whether something says revision `lhs` is older than `rhs`: `rhs` is the source and `lhs` is not, or `lhs` has
    /// no date and `rhs` has one, or both have dates and `lhs`'s is earlier.
    private static func isOlder(_ lhs: String, than rhs: String, sources: Set<String>, dates: [String: DocDate]) -> Bool {
        if sources.contains(lhs) != sources.contains(rhs) { return sources.contains(rhs) }
        switch (dates[lhs], dates[rhs]) {
        case let (l?, r?): return l < r
        case (nil, _?): return true
        default: return false
        }
    }

    /// Short form of a revision id for messages (`7cecbc48`).
    public static func short(_ id: String) -> String {
        id.hasPrefix("variant:") ? id : String(id.prefix(8))
    }
}
