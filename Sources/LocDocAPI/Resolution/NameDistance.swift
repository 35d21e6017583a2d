/// How far apart two names are, for "did you mean" and for telling a misspelt name of the module from a name of
/// another API: the optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
/// neighbours, each 1), case-sensitive, computed only up to a limit.
enum NameDistance {
    /// The distance, or `nil` when it is above `limit`.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        if abs(x.count - y.count) > limit { return nil }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) <= limit ? max(x.count, y.count) : nil }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count] <= limit ? previous[y.count] : nil
    }

    /// A slip, not another name: equal ignoring case, or at most 1 edit in a short name, 2 from 12 characters,
    /// 3 from 24 (`getCurrentAccountWithParameter:completionBlock:` is 1 from the real selector).
    static func isSlip(_ a: String, _ b: String) -> Bool {
        if a.lowercased() == b.lowercased() { return true }
        return distance(a, b, limit: slipLimit(max(a.count, b.count))) != nil
    }

    static func slipLimit(_ length: Int) -> Int { length >= 24 ? 3 : length >= 12 ? 2 : 1 }

    /// The candidate nearest to `name` within `limit` (ties: the first in order), with its distance.
    static func nearest(to name: String, in candidates: [String], limit: Int) -> (name: String, distance: Int)? {
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let bound = best.map { $0.distance - 1 } ?? limit
            guard bound >= 0, let d = distance(name, candidate, limit: bound) else { continue }
            best = (candidate, d)
        }
        return best
    }
}
