import LocDocChecks

/// Matches the items of one copy's settings list with the page's items, both given as tokens (what each item is).
///
/// Equal tokens are matched as a longest common subsequence, earliest first. Between two matches, unmatched items are
/// paired in order only when both sides have the same number of them (an item changed in place); when the numbers
/// differ nothing tells which item was inserted or dropped, so none of them is paired (`SequenceAlignment.pairs`).
enum ItemMatching {
    /// For each page item, the index of the copy's item matched with it, or nil.
    static func match(page: [String], copy: [String]) -> [Int?] {
        var result = [Int?](repeating: nil, count: page.count)
        for (p, c) in SequenceAlignment.pairs(page, copy, pairingUnevenGaps: false) { result[p] = c }
        return result
    }
}
