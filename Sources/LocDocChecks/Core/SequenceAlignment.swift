import LocDocModel

/// Aligns one copy's ordered elements (links, code spans) with a pivot copy's: exact matches first (longest
/// common subsequence), then the unmatched elements between two matches are paired in order, so a changed
/// element still lines up with the one it replaced and an inserted one does not shift the rest.
package enum SequenceAlignment {
    /// For each element of `other`, the index of the pivot element it aligns with, or nil when it has none.
    /// An element that only moved (a translation's word order put a section's links the other way round) aligns
    /// with its equal in the pivot.
    static func align(pivot: [String], other: [String]) -> [Int?] {
        var result = [Int?](repeating: nil, count: other.count)
        for (p, o) in pairs(pivot, other, pairingUnevenGaps: true, pairingMoved: true) { result[o] = p }
        return result
    }

    /// The pairs `(index in first, index in second)` of two sequences: equal elements matched as a longest common
    /// subsequence, earliest first; then, when `pairingMoved`, each element left over paired with an equal one left
    /// over in the other sequence (it moved); then, between two matches (and before the first, after the last),
    /// the unmatched elements paired: when `pairingUnevenGaps`, the most alike first (`GapPairing`), else in order
    /// and only when both gaps have as many elements (an element changed in place; when the counts differ nothing
    /// tells which was inserted or dropped); last, when `pairingMoved`, what is left on both sides paired where
    /// mostly alike (it moved and changed).
    package static func pairs(_ first: [String], _ second: [String], pairingUnevenGaps: Bool,
                              pairingMoved: Bool = false) -> [(Int, Int)] {
        let n = first.count, m = second.count
        guard n > 0, m > 0 else { return [] }
        // lengths[i][j]: length of the longest common subsequence of first[i...] and second[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = first[i] == second[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var matches: [(Int, Int)] = []
        var i = 0, j = 0
        while i < n, j < m {
            if first[i] == second[j] { matches.append((i, j)); i += 1; j += 1 } else if lengths[i + 1][j] >= lengths[i][j + 1] { i += 1 } else { j += 1 }
        }
        var pairs: [(Int, Int)] = []
        let moved = pairingMoved && matches.count < min(n, m) ? GapPairing.moved(first, second, paired: matches) : []
        pairs += moved
        let movedFirst = Set(moved.map(\.0)), movedSecond = Set(moved.map(\.1))
        var previous = (-1, -1)
        for anchor in matches + [(n, m)] {
            // Elements paired as moved are not in the gaps.
            let gapFirst = ((previous.0 + 1)..<anchor.0).filter { !movedFirst.contains($0) }
            let gapSecond = ((previous.1 + 1)..<anchor.1).filter { !movedSecond.contains($0) }
            if pairingUnevenGaps {
                pairs += GapPairing.pairs(first, gapFirst, second, gapSecond)
            } else if gapFirst.count == gapSecond.count {
                pairs += zip(gapFirst, gapSecond).map { ($0, $1) }
            }
            if anchor.0 < n { pairs.append(anchor) }
            previous = anchor
        }
        if pairingMoved, pairs.count < min(n, m) { pairs += GapPairing.movedAndChanged(first, second, paired: pairs) }
        return pairs
    }

    /// The copy that others are aligned to: the reference, else the first copy of the newest revision.
    static func pivot(of page: PageSet) -> Int {
        page.reference ?? page.documents.indices.first { page.revisions.rank[$0] == page.revisions.newestRank } ?? 0
    }

    /// Slots for per-section sequences: each copy's elements keyed by the section pivot's element they align with
    /// (`<section>|<pivot index>`), or `<section>|+<own index>` when they align with none. `elements` is called
    /// with a copy's index in `page.documents`.
    static func keyed<Element>(_ page: PageSet, elements: (Int) -> [Element], section: (Element) -> SectionKey,
                               text: (Element) -> String) -> [[(key: String, element: Element)]] {
        let all = page.documents.indices.map(elements)
        // Each copy's sections, in the order the copy first has them (a dictionary's order changes from run to
        // run, and the slots' order is the order their places are compared and reported in), with their elements.
        let grouped = all.map { mine in
            var sections: [String] = []
            var bySection: [String: [Int]] = [:]
            for index in mine.indices {
                let key = section(mine[index]).description
                if bySection[key] == nil { sections.append(key) }
                bySection[key, default: []].append(index)
            }
            return (sections: sections, bySection: bySection)
        }
        // Each section's sequence is the pivot's; where the pivot has none (its heading has no anchor, or the
        // newer source dropped the section's links), the newest copy's that has one, so that copies which only
        // put the section's links in another order still align.
        let pivot = pivot(of: page)
        let order = [pivot] + page.documents.indices.filter { $0 != pivot }
            .sorted { (page.revisions.rank[$1], $0) < (page.revisions.rank[$0], $1) }
        var pivotBySection: [String: [String]] = [:]
        for copy in order {
            for sectionKey in grouped[copy].sections where pivotBySection[sectionKey] == nil {
                pivotBySection[sectionKey] = grouped[copy].bySection[sectionKey]!.map { text(all[copy][$0]) }
            }
        }
        return page.documents.indices.map { copy in
            let mine = all[copy]
            let (sections, bySection) = grouped[copy]
            var keyed: [(key: String, element: Element)] = []
            for sectionKey in sections {
                let indices = bySection[sectionKey]!
                let mapping = align(pivot: pivotBySection[sectionKey] ?? [], other: indices.map { text(mine[$0]) })
                for (position, index) in indices.enumerated() {
                    keyed.append((mapping[position].map { "\(sectionKey)|\($0)" } ?? "\(sectionKey)|+\(position)", mine[index]))
                }
            }
            return keyed
        }
    }
}
