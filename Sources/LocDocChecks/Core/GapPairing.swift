/// Pairs the unmatched elements between two exact matches of a sequence alignment (a gap in each sequence) by how
/// alike their texts are: most alike first, then as many pairs as possible, in order.
///
/// A link whose anchor changed (`…#cloud-device-administrator` → `…-permissions`) pairs with its old self, not with
/// a link that only an older revision has and that happens to come first in the gap. Likeness is the length of the
/// texts' common start plus their common end (`/intune/…` and `https://docs.microsoft.com/intune/…` share their
/// end), so nothing here knows a URL's parts or a language. With nothing alike, the gaps pair in order, as a
/// changed element lines up with the one it replaced.
package enum GapPairing {
    /// `gapFirst` and `gapSecond` are indices into `first` and `second`, in order; the pairs are in order too.
    package static func pairs(_ first: [String], _ gapFirst: [Int], _ second: [String], _ gapSecond: [Int]) -> [(Int, Int)] {
        let a = gapFirst.count, b = gapSecond.count
        guard a > 0, b > 0 else { return [] }
        if a == 1 && b == 1 { return [(gapFirst[0], gapSecond[0])] }
        let texts = (first: gapFirst.map { Array(first[$0].utf8) }, second: gapSecond.map { Array(second[$0].utf8) })
        // A pair is worth its likeness, weighted so that likeness always wins over the number of pairs.
        let weight = min(a, b) + 1
        var worth = [[Int]](repeating: [Int](repeating: 0, count: b + 1), count: a + 1)
        var paired = [[Int]](repeating: [Int](repeating: 0, count: b), count: a)
        for i in stride(from: a - 1, through: 0, by: -1) {
            for j in stride(from: b - 1, through: 0, by: -1) {
                paired[i][j] = likeness(texts.first[i], texts.second[j]) * weight + 1 + worth[i + 1][j + 1]
                worth[i][j] = max(paired[i][j], worth[i + 1][j], worth[i][j + 1])
            }
        }
        // Earliest first: pairing here is preferred to skipping when both are worth the same.
        var result: [(Int, Int)] = []
        var i = 0, j = 0
        while i < a, j < b {
            if paired[i][j] == worth[i][j] {
                result.append((gapFirst[i], gapSecond[j]))
                i += 1
                j += 1
            } else if worth[i][j + 1] == worth[i][j] {
                j += 1
            } else {
                i += 1
            }
        }
        return result
    }

    /// Elements that only moved: each element of `second` not yet paired, with the first equal element of `first`
    /// not yet paired.
    package static func moved(_ first: [String], _ second: [String], paired: [(Int, Int)]) -> [(Int, Int)] {
        var left = (first: Set(first.indices).subtracting(paired.map(\.0)), second: Set(second.indices).subtracting(paired.map(\.1)))
        var result: [(Int, Int)] = []
        for j in second.indices where left.second.contains(j) {
            guard let i = first.indices.first(where: { left.first.contains($0) && first[$0] == second[j] }) else { continue }
            result.append((i, j))
            left.first.remove(i)
            left.second.remove(j)
        }
        return result
    }

    /// Elements that moved and changed, left over on both sides after every other pairing: each element of
    /// `second` not yet paired, with the most alike element of `first` not yet paired, when they are alike over at
    /// least half of the shorter text (`sso-plugin.md`, `sso-eklentisi.md`): one element changed, not one dropped
    /// and another added.
    package static func movedAndChanged(_ first: [String], _ second: [String], paired: [(Int, Int)]) -> [(Int, Int)] {
        var left = Set(first.indices).subtracting(paired.map(\.0))
        let taken = Set(paired.map(\.1))
        var result: [(Int, Int)] = []
        for j in second.indices where !taken.contains(j) && !left.isEmpty {
            let text = Array(second[j].utf8)
            let best = left.sorted().map { i -> (i: Int, likeness: Int, shorter: Int) in
                let other = Array(first[i].utf8)
                return (i, likeness(other, text), min(other.count, text.count))
            }.max { $0.likeness < $1.likeness }
            guard let best, best.likeness > 0, best.likeness * 2 >= best.shorter else { continue }
            result.append((best.i, j))
            left.remove(best.i)
        }
        return result
    }

    /// The length of the common start of two texts plus that of their common end (overlapping at most the shorter).
    package static func likeness(_ x: [UInt8], _ y: [UInt8]) -> Int {
        let shorter = min(x.count, y.count)
        var start = 0
        while start < shorter, x[start] == y[start] { start += 1 }
        var end = 0
        while end < shorter - start, x[x.count - 1 - end] == y[y.count - 1 - end] { end += 1 }
        return start + end
    }
}
