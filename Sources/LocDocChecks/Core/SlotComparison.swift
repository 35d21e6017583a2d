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
        /// Slot per copy (nil where a copy lacks the place).
        var slots: [Slot?]
        /// The line of the place in each copy: its slot's, or, in a copy that supports a verdict while it lacks
        /// the place, the check's fallback position in that copy (where it reports a missing element: the start of
        /// the section, or of the page); 0 elsewhere.
        var lines: [Int]

        /// For `finding(…, lines:)`: related locations point at the place in each supporting copy.
        func line(in copy: Int) -> Int? { lines[copy] > 0 ? lines[copy] : nil }
    }

    /// `slots` is called once per copy, with the copy's index in `page.documents`. With `presentOnly`, a place is
    /// judged among the copies that have it: a copy's lacking it is no opinion on its value (another check judges
    /// what is missing), so an older setting the newest copy dropped is still compared among the copies that keep it.
    static func compare(_ page: PageSet, presentOnly: Bool = false, slots: (Int, Document) -> [Slot],
                        fallback: (Document, String) -> SourceRange,
                        accountedFor: (String, Consensus.Verdict, [Slot?]) -> Bool = { _, _, _ in false }) -> [Difference] {
        let lists = page.documents.enumerated().map { slots($0.offset, $0.element) }
        // Each key gets a number, in the order places are visited (copies with the most places first); then each
        // copy's (first) slot per number, so the places are compared by array index rather than by looking every
        // key up in every copy. The table holds positions in `lists`: slots are read in place, not copied.
        var order: [String] = []
        var number: [String: Int] = [:]
        var table = [[Int]](repeating: [], count: lists.count)
        for copy in lists.indices.sorted(by: { lists[$0].count > lists[$1].count }) {
            for position in lists[copy].indices {
                let place: Int
                if let known = number[lists[copy][position].key] {
                    place = known
                } else {
                    place = order.count
                    number[lists[copy][position].key] = place
                    order.append(lists[copy][position].key)
                }
                if table[copy].count <= place { table[copy].append(contentsOf: repeatElement(-1, count: place + 1 - table[copy].count)) }
                if table[copy][place] < 0 { table[copy][place] = position }
            }
        }
        func slot(_ copy: Int, _ place: Int) -> Slot? {
            place < table[copy].count && table[copy][place] >= 0 ? lists[copy][table[copy][place]] : nil
        }
        var differences: [Difference] = []
        for (place, key) in order.enumerated() {
            let observations = lists.indices.compactMap { copy -> Consensus.Observation? in
                let slot = slot(copy, place)
                if presentOnly, slot == nil { return nil }
                return Consensus.Observation(document: copy, value: slot?.value, isValid: slot?.isValid ?? true)
            }
            let verdicts = Consensus(observations, in: page).verdicts
            guard !verdicts.isEmpty else { continue }
            let present = lists.indices.map { slot($0, place) }
            // One array of lines per place, shared by its verdicts; the fallback only where a supporter lacks the place.
            var lines = present.map { $0?.range.start.line ?? 0 }
            for verdict in verdicts {
                for supporter in verdict.supporters where lines[supporter] == 0 {
                    lines[supporter] = fallback(page.documents[supporter], key).start.line
                }
            }
            for verdict in verdicts {
                let slot = present[verdict.document]
                // Judged among the copies that have the place (settings), a value is never "extra": an invalid one
                // in a section only this copy has is still reported.
                if !presentOnly, sectionAccounts(page, key: key, verdict: verdict, present: present) || accountedFor(key, verdict, present) {
                    continue
                }
                differences.append(Difference(key: key, verdict: verdict, slot: slot,
                                              range: slot?.range ?? fallback(page.documents[verdict.document], key), slots: present,
                                              lines: lines))
            }
        }
        return differences
    }

    /// Whether the section of a place (`<section key>|…`) already accounts for the difference, which
    /// `section-missing` reports once: the copy lacks the place because it lacks the whole section, or it has an
    /// extra place in a section that the copies without the place all lack. One defect, one finding: a step the
    /// newer source renamed is one finding per copy, not one for the section and one more for each of its samples
    /// and links. Only while `section-missing` runs (`PageSet.sectionsReported`). `present`: the place's slot in each copy.
    static func sectionAccounts(_ page: PageSet, key: String, verdict: Consensus.Verdict, present: [Slot?]) -> Bool {
        guard page.sectionsReported, let bar = key.utf8.firstIndex(of: UInt8(ascii: "|")), bar != key.utf8.startIndex else { return false }
        return sectionAccounts(page, section: key.utf8[..<bar], verdict: verdict, present: present)
    }

    /// The same for a place in `section` (its key's path, as UTF-8): a subsection of a missing section too.
    static func sectionAccounts(_ page: PageSet, section: Substring.UTF8View, verdict: Consensus.Verdict, present: [Slot?]) -> Bool {
        let copy = verdict.document
        let has = { (document: Document) in document.sections.contains { $0.key.description.utf8.elementsEqual(section) } }
        if present[copy] == nil { return !has(page.documents[copy]) }
        // A value that differs from an expected one is no extra place.
        guard verdict.expected == nil else { return false }
        var lacking = false
        for other in present.indices where other != copy && present[other] == nil {
            if has(page.documents[other]) { return false }
            lacking = true
        }
        return lacking
    }

    /// `compare` for elements that form a sequence per section (links, includes): each copy's elements are aligned
    /// with the pivot copy's (`SequenceAlignment.keyed`), compared by `value`, and a missing one is placed at its
    /// section's start.
    /// `evidence` is the text as written, when the compared `value` is a normal form of it.
    static func compareSequences<Element>(_ page: PageSet, elements: (Int) -> [Element], section: (Element) -> SectionKey,
                                          value: (Element) -> String, evidence: ((Element) -> String)? = nil,
                                          range: (Element) -> SourceRange, isValid: ((Element) -> Bool)? = nil) -> [Difference] {
        let keyed = SequenceAlignment.keyed(page, elements: elements, section: section, text: value)
        return compare(page, slots: { index, _ in
            keyed[index].map { keyed in
                let value = value(keyed.element)
                return Slot(key: keyed.key, value: value, range: range(keyed.element), evidence: evidence?(keyed.element) ?? value,
                            isValid: isValid?(keyed.element) ?? true)
            }
        }, fallback: { document, key in sectionStart(document, slotKey: key) })
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
        let section = slotKey.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return sectionStart(document, SectionKey(description: String(section)))
    }

    /// The message for a place only some copies have, said of the copy that has it (`subject` names the place):
    /// stale, it is gone from the newest revision; otherwise it is not in the copies that lack it, "the other
    /// variants" when no other copy has it.
    static func extraMessage(_ subject: String, _ page: PageSet, _ difference: Difference) -> String {
        let verdict = difference.verdict
        if verdict.findingClass == .stale { return "\(subject) is gone from the newer source revision (\(names(page, newest(page))))" }
        let others = page.documents.indices.filter { $0 != verdict.document }
        if others.allSatisfy({ difference.slots[$0] == nil }) { return "\(subject) is not in the other variants" }
        return "\(subject) is not in \(names(page, others.filter { difference.slots[$0] == nil }))"
    }

    /// Variants (with locale) that hold a value, for messages: `es-ES, zh-CN`.
    static func names(_ page: PageSet, _ documents: [Int]) -> String {
        // Copies are sorted by variant, so their indices in order are the variants in order.
        var names = ""
        for index in documents.sorted() {
            if !names.isEmpty { names += ", " }
            names += page.documents[index].variant
        }
        return names
    }

    /// The copies of the newest revision (or the reference copy).
    static func newest(_ page: PageSet) -> [Int] {
        if let reference = page.reference { return [reference] }
        return page.documents.indices.filter { page.revisions.rank[$0] == page.revisions.newestRank }
    }
}
