import LocDocModel

/// Which section a line belongs to: the last heading at or above it; from a later tab of a tab group on, the
/// group's section.
struct SectionIndex {
    private let lines: [Int]
    private let keys: [SectionKey]
    /// Per section, the position of the first section with the same key (two headings can have one key path):
    /// equal for equal keys, so ordinals per section can be counted by a number instead of by hashing the key.
    private let ids: [Int]

    /// Entries in line order: where each section starts, and where a later tab of a tab group takes the reader
    /// back to the group's section. `ids` as `SectionExtractor` numbers the sections: per entry, the position of
    /// the first section with its key.
    init(lines: [Int], keys: [SectionKey], ids: [Int]) {
        self.lines = lines
        self.keys = keys
        self.ids = ids
    }

    func key(forLine line: Int) -> SectionKey { section(forLine: line).key }

    /// The section a line belongs to, and a number that is the same exactly when the key is (-1 for the root).
    func section(forLine line: Int) -> (key: SectionKey, id: Int) {
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid] <= line { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? (.root, -1) : (keys[low - 1], ids[low - 1])
    }
}

/// Counts elements per section to give each its 1-based ordinal.
struct OrdinalCounter<Key: Hashable> {
    private var counts: [Key: Int] = [:]

    mutating func next(_ key: Key) -> Int {
        let value = (counts[key] ?? 0) + 1
        counts[key] = value
        return value
    }
}
