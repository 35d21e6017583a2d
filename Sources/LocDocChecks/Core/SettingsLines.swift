import LocDocModel

/// The lines a copy's configuration settings cover, merged and sorted once, so "is this line in a setting?" is a
/// binary search and not a scan of every setting for every block, link and span that asks.
struct SettingsLines {
    private var ranges: [ClosedRange<Int>] = []

    init(_ document: Document) {
        let covered = document.configuration.map { $0.range.start.line...max($0.range.start.line, $0.range.end.line) }
            .sorted { $0.lowerBound < $1.lowerBound }
        for range in covered {
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
    }

    func contains(_ line: Int) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < line { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(line)
    }
}
