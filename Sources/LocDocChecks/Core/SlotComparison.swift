import LocDocModel

/// One aligned place on a page as one copy has it.
struct Slot: Sendable {
    /// Alignment key: equal keys are the same place in every copy (`<section key>|alert|2`).
    var key: String
    /// What is compared; nil means the copy lacks the element.
    var value: String?
    var range: SourceRange
    /// The text as written, for the finding's evidence.
    var evidence: String
    var isValid = true
}

/// Compares the slots of every copy of a page through `Consensus`, one place at a time. Places are visited in
/// the order of the copy with the most of them; a copy that lacks a place is reported at `fallback`.
enum SlotComparison {
    struct Difference {
        var key: String
        var verdict: Consensus.Verdict
        /// The copy's own slot, nil when it lacks the place.
        var slot: Slot?
        /// Where to report: the slot, or the fallback position when the slot is missing.
        var range: SourceRange
        /// Slot per copy, for related locations.
        var slots: [Int: Slot]
    }

    /// `slots` is called once per copy, with the copy's index in `page.documents`.
    static func compare(_ page: PageSet, slots: (Int, Document) -> [Slot],
                        fallback: (Document, String) -> SourceRange) -> [Difference] {
        let lists = page.documents.enumerated().map { slots($0.offset, $0.element) }
        let perCopy = lists.map { list in Dictionary(list.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }) }
        var order: [String] = []
        var seen: Set<String> = []
        for list in lists.sorted(by: { $0.count > $1.count }) {
            for slot in list where seen.insert(slot.key).inserted { order.append(slot.key) }
        }
        var differences: [Difference] = []
        for key in order {
            let observations = perCopy.indices.map { index in
                Consensus.Observation(document: index, value: perCopy[index][key]?.value, isValid: perCopy[index][key]?.isValid ?? true)
            }
            let present = Dictionary(uniqueKeysWithValues: perCopy.indices.compactMap { index in perCopy[index][key].map { (index, $0) } })
            for verdict in Consensus(observations, in: page).verdicts {
                let slot = perCopy[verdict.document][key]
                differences.append(Difference(key: key, verdict: verdict, slot: slot,
                                              range: slot?.range ?? fallback(page.documents[verdict.document], key), slots: present))
            }
        }
        return differences
    }

    /// The line where a section starts in a copy (line 1 when the copy lacks the section).
    static func sectionStart(_ document: Document, _ section: SectionKey) -> SourceRange {
        var key: SectionKey? = section
        while let current = key {
            if let found = document.section(current) { return found.range }
            key = current.parent
        }
        return SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))
    }

    /// Where the section a slot key names (`<section key>|…`) starts in a copy: where a missing element belongs.
    static func sectionStart(_ document: Document, slotKey: String) -> SourceRange {
        let section = slotKey.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return sectionStart(document, SectionKey(segments: section.isEmpty ? [] : section.split(separator: "/").map(String.init)))
    }

    /// Variants (with locale) that hold a value, for messages: `es-ES, zh-CN`.
    static func names(_ page: PageSet, _ documents: [Int]) -> String {
        documents.map { page.documents[$0].variant }.sorted().joined(separator: ", ")
    }

    /// The copies of the newest revision (or the reference copy).
    static func newest(_ page: PageSet) -> [Int] {
        if let reference = page.reference { return [reference] }
        return page.documents.indices.filter { page.revisions.rank[$0] == page.revisions.newestRank }
    }
}
