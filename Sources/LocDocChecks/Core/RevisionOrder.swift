import LocDocModel

/// The source revisions a page's copies were translated from, oldest first.
///
/// `ms.openlocfilehash` names the revision (copies with the same hash were translated from the same source
/// text). Revisions are ordered by the earliest `ms.lasthandoff` among their copies, falling back to `ms.date`;
/// a copy with no hash is its own revision, dated the same way. When no copy has a hash or a date, all are one
/// revision.
///
/// A copy with neither a hash nor a hand-off date, beside copies that have a hash, is the authored source the
/// others were translated from (the English page in its own folder): it is newer than every translation, whatever
/// its `ms.date` says. `ms.date` is when an author last reviewed the page, not when it last changed: a real source
/// page had sections no translation had yet, under an `ms.date` months older than their hand-offs.
public struct RevisionOrder: Sendable {
    /// Revision id per document index (the hash, or `variant:<name>` when there is none, or `unversioned` for every
    /// copy when none has a hash or a date).
    public let revision: [String]
    /// 0 for the oldest revision; equal ranks for copies of one revision.
    public let rank: [Int]
    public let newestRank: Int
    /// Revision ids, oldest first, with the date that orders them.
    public let ordered: [(id: String, date: DocDate?)]

    public init(documents: [Document]) {
        // With no hash and no date on any copy (pages or include files without metadata), nothing says the copies
        // differ in revision: they are taken as one, so none is called stale by the order of its variant's name.
        let noRevisions = documents.allSatisfy {
            $0.frontMatter.openLocFileHash == nil && $0.frontMatter.lastHandoff == nil && $0.frontMatter.date == nil
        }
        let ids = documents.map { noRevisions ? Self.unversioned : $0.frontMatter.openLocFileHash ?? "variant:\($0.variant)" }
        var dates: [String: DocDate] = [:]
        for (index, document) in documents.enumerated() {
            guard let date = document.frontMatter.lastHandoff ?? document.frontMatter.date else { continue }
            dates[ids[index]] = min(dates[ids[index]] ?? date, date)
        }
        let anyHashed = documents.contains { $0.frontMatter.openLocFileHash != nil }
        let sources = Set(documents.indices.filter { anyHashed && !documents[$0].frontMatter.wasHandedOff }.map { ids[$0] })
        let distinct = Array(Set(ids)).sorted { lhs, rhs in
            if sources.contains(lhs) != sources.contains(rhs) { return sources.contains(rhs) }
            switch (dates[lhs], dates[rhs]) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs < rhs
            }
        }
        let rankOf = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($0.element, $0.offset) })
        revision = ids
        rank = ids.map { rankOf[$0]! }
        newestRank = max(0, distinct.count - 1)
        ordered = distinct.map { ($0, dates[$0]) }
    }

    /// The one revision of copies none of which has a hash or a date.
    public static let unversioned = "unversioned"

    /// Short form of a revision id for messages (`7cecbc48`).
    public static func short(_ id: String) -> String {
        id.hasPrefix("variant:") || id == unversioned ? id : String(id.prefix(8))
    }
}
