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

    /// Slots for per-section sequences: each copy's elements keyed by the place they align with in their section
    /// (`<section>|<place>`). `elements` is called with a copy's index in `page.documents`.
    ///
    /// A section's places start as the pivot's sequence (where the pivot lacks the section, the newest copy's that
    /// has it: its heading has no anchor, or the newer source dropped the section's elements). The other copies
    /// follow, newest first, each aligned with the places so far; an element that aligns with none becomes a new
    /// place (`+<copy>.<position>`), after the place of the copy's element before it. So an element the pivot lacks
    /// but several older copies share is one place, compared among them, and not one place per copy.
    ///
    /// A place is known by the first text aligned with it, and also by every other text a copy aligned with it: a
    /// later copy that writes one of those is aligned as if it wrote the place's first text. Two copies that
    /// write the same link where the pivot has another are then at one place, even when each of them puts it
    /// elsewhere in its section. Only the alignment reads these aliases; each copy's slot keeps its own text.
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
        let pivot = pivot(of: page)
        let order = [pivot] + page.documents.indices.filter { $0 != pivot }
            .sorted { (page.revisions.rank[$1], $0) < (page.revisions.rank[$0], $1) }
        var places: [String: [(text: String, id: String)]] = [:]
        // Per section: each text a copy aligned with a place whose first text is another, to that first text.
        var aliases: [String: [String: String]] = [:]
        var ids = all.map { [String](repeating: "", count: $0.count) }
        for copy in order {
            for sectionKey in grouped[copy].sections {
                let indices = grouped[copy].bySection[sectionKey]!
                let texts = indices.map { text(all[copy][$0]) }
                guard let known = places[sectionKey] else {
                    places[sectionKey] = texts.enumerated().map { ($0.element, "\($0.offset)") }
                    for (position, index) in indices.enumerated() { ids[copy][index] = "\(position)" }
                    continue
                }
                let sectionAliases = aliases[sectionKey] ?? [:]
                let mapping = align(pivot: known.map(\.text), other: texts.map { sectionAliases[$0] ?? $0 })
                // New places, each after the place of the copy's previous element that has one (-1: first).
                var after = -1
                var added: [(after: Int, place: (text: String, id: String))] = []
                for (position, index) in indices.enumerated() {
                    if let place = mapping[position] {
                        ids[copy][index] = known[place].id
                        after = place
                        if texts[position] != known[place].text, sectionAliases[texts[position]] == nil,
                           !known.contains(where: { $0.text == texts[position] }) {
                            aliases[sectionKey, default: [:]][texts[position]] = known[place].text
                        }
                    } else {
                        let id = "+\(copy).\(position)"
                        ids[copy][index] = id
                        added.append((after, (texts[position], id)))
                    }
                }
                if !added.isEmpty { places[sectionKey] = inserting(added, into: known) }
            }
        }
        return page.documents.indices.map { copy in
            grouped[copy].sections.flatMap { sectionKey in
                grouped[copy].bySection[sectionKey]!.map { ("\(sectionKey)|\(ids[copy][$0])", all[copy][$0]) }
            }
        }
    }

    /// `places` with each added place after the one at `after` (at the front for -1), added ones in their order.
    private static func inserting(_ added: [(after: Int, place: (text: String, id: String))],
                                  into places: [(text: String, id: String)]) -> [(text: String, id: String)] {
        let byPosition = Dictionary(grouping: added.indices, by: { added[$0].after })
        var result: [(text: String, id: String)] = []
        result.reserveCapacity(places.count + added.count)
        for position in -1..<places.count {
            if position >= 0 { result.append(places[position]) }
            for index in byPosition[position] ?? [] { result.append(added[index].place) }
        }
        return result
    }
}
