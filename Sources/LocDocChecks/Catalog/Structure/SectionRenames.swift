import LocDocModel

/// A copy that lacks a section and has one the others lack, in the same place among the same sibling sections, has
/// one section under another name: a heading the newer source renamed, or an anchor the translation changed. That is
/// one finding, not "missing" and "extra" as two.
enum SectionRenames {
    /// A missing section paired with the extra one that stands in its place (indices into the differences).
    struct Pair: Hashable {
        var missing: Int
        var extra: Int
    }

    /// Pairs in each copy, per parent section: the missing and the extra sections that follow the same sibling section
    /// (one both the copy and the first copy that has the missing one have). Where one gap holds
    /// as many missing sections as extra ones, they pair in order; a gap with a different count pairs nothing, since
    /// which replaced which is not known.
    static func pairs(_ page: PageSet, _ differences: [SlotComparison.Difference]) -> [Pair] {
        struct Group: Hashable {
            var copy: Int
            var parent: SectionKey?
        }
        var groups: [Group: (missing: [Int], extra: [Int])] = [:]
        for (index, difference) in differences.enumerated() {
            let key = key(difference)
            let group = Group(copy: difference.verdict.document, parent: key.parent)
            if difference.slot == nil {
                groups[group, default: ([], [])].missing.append(index)
            } else {
                groups[group, default: ([], [])].extra.append(index)
            }
        }
        var pairs: [Pair] = []
        for (group, members) in groups where !members.missing.isEmpty && !members.extra.isEmpty {
            guard let reference = differences[members.missing[0]].verdict.supporters.first else { continue }
            // The siblings under the parent in each of the two copies, and which of them both have.
            let copySiblings = page.documents[group.copy].sections.map(\.key).filter { $0.parent == group.parent }
            let otherSiblings = page.documents[reference].sections.map(\.key).filter { $0.parent == group.parent }
            let shared = Set(copySiblings).intersection(otherSiblings)
            var gaps: [Gap: (missing: [Int], extra: [Int])] = [:]
            for index in members.missing {
                guard let gap = Gap(of: key(differences[index]), among: otherSiblings, shared: shared) else { continue }
                gaps[gap, default: ([], [])].missing.append(index)
            }
            for index in members.extra {
                guard let gap = Gap(of: key(differences[index]), among: copySiblings, shared: shared) else { continue }
                gaps[gap, default: ([], [])].extra.append(index)
            }
            for (_, gap) in gaps where gap.missing.count == gap.extra.count {
                pairs += zip(gap.missing, gap.extra).map { Pair(missing: $0, extra: $1) }
            }
        }
        return pairs.sorted { ($0.extra, $0.missing) < ($1.extra, $1.missing) }
    }

    static func key(_ difference: SlotComparison.Difference) -> SectionKey {
        SectionKey(description: difference.key)
    }

    /// Where a section stands among its siblings: after the nearest sibling before it that both copies have (or
    /// first). Sections in the same order in both copies fall in one gap only if no shared section parts them.
    private struct Gap: Hashable {
        var before: SectionKey?

        init?(of key: SectionKey, among siblings: [SectionKey], shared: Set<SectionKey>) {
            guard let position = siblings.firstIndex(of: key) else { return nil }
            before = siblings[..<position].last(where: shared.contains)
        }
    }
}
