import LocDocModel

/// Which section a line belongs to: the last heading at or above it.
struct SectionIndex {
    private let lines: [Int]
    private let keys: [SectionKey]

    init(sections: [Section]) {
        lines = sections.map(\.range.start.line)
        keys = sections.map(\.key)
    }

    func key(forLine line: Int) -> SectionKey {
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid] <= line { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? .root : keys[low - 1]
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
