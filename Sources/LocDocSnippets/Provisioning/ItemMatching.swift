/// Matches the items of one copy's settings list with the page's items, both given as tokens (what each item is).
///
/// Equal tokens are matched as a longest common subsequence, earliest first. Between two matches, unmatched items are
/// paired in order only when both sides have the same number of them (an item changed in place); when the numbers
/// differ nothing tells which item was inserted or dropped, so none of them is paired.
enum ItemMatching {
    /// For each page item, the index of the copy's item matched with it, or nil.
    static func match(page: [String], copy: [String]) -> [Int?] {
        let n = page.count, m = copy.count
        // suffix[i][j]: length of the longest common subsequence of page[i...] and copy[j...].
        var suffix = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                suffix[i][j] = page[i] == copy[j] ? suffix[i + 1][j + 1] + 1 : max(suffix[i + 1][j], suffix[i][j + 1])
            }
        }
        var anchors: [(page: Int, copy: Int)] = []
        var i = 0, j = 0
        while i < n, j < m {
            if page[i] == copy[j] {
                anchors.append((i, j))
                i += 1
                j += 1
            } else if suffix[i + 1][j] >= suffix[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        var result = [Int?](repeating: nil, count: n)
        var previous = (page: -1, copy: -1)
        for anchor in anchors + [(page: n, copy: m)] {
            let pageGap = (previous.page + 1)..<anchor.page, copyGap = (previous.copy + 1)..<anchor.copy
            if pageGap.count == copyGap.count {
                for (p, c) in zip(pageGap, copyGap) { result[p] = c }
            }
            if anchor.page < n { result[anchor.page] = anchor.copy }
            previous = anchor
        }
        return result
    }
}
