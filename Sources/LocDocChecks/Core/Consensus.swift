import LocDocModel

/// What each copy of a page says at one aligned place, and the verdict on each copy.
///
/// The verdict is revision-aware and linear in the number of copies (no pairwise diff):
/// 1. the *expected* value is the reference copy's when a reference is given; otherwise the most common valid
///    value among the copies of the newest revision that has a valid value here;
/// 2. a copy whose value is intrinsically invalid is `corrupt`;
/// 3. a copy that differs from what the other copies of its own revision agree on (and that value is backed
///    by the expected value or by another revision) is `corrupt`;
/// 4. otherwise a copy of an older revision than the expected value's is `stale` (when no copy of its own
///    revision contradicts it); anything else is `divergent`.
/// Absence is a value (`nil`): a place missing from an older copy is stale, from a same-revision copy corrupt.
public struct Consensus: Sendable {
    public struct Observation: Sendable {
        public var document: Int
        /// nil when the copy lacks this element.
        public var value: String?
        public var isValid: Bool

        public init(document: Int, value: String?, isValid: Bool = true) {
            self.document = document
            self.value = value
            self.isValid = isValid
        }
    }

    public struct Verdict: Sendable {
        public var document: Int
        public var findingClass: FindingClass
        /// nil when the expected state is "absent".
        public var expected: String?
        /// The copies that hold the expected value.
        public var supporters: [Int]
    }

    public let expected: String?
    public let hasExpectation: Bool
    public let verdicts: [Verdict]

    public init(_ observations: [Observation], in page: PageSet) {
        // Most places read the same in every copy: that value is expected and nobody deviates, whatever the
        // revisions (the general path below gives the same answer, after counting every value).
        if let first = observations.first, observations.allSatisfy({ $0.isValid && $0.value == first.value }) {
            expected = first.value
            hasExpectation = true
            verdicts = []
            return
        }
        let ranks = page.revisions.rank, revisions = page.revisions.revision
        let valid = observations.filter(\.isValid)
        var expectation: (value: String?, rank: Int)?
        if let reference = page.reference, let observed = observations.first(where: { $0.document == reference }), observed.isValid {
            expectation = (observed.value, ranks[reference])
        } else if let newest = valid.map({ ranks[$0.document] }).max() {
            let candidates = valid.filter { ranks[$0.document] == newest }.map(\.value)
            if let pick = Self.mostCommon(candidates, tieBreakers: valid.map(\.value)) { expectation = (pick, newest) }
        }
        expected = expectation.flatMap { $0.value }
        hasExpectation = expectation != nil
        guard let target = expectation else { verdicts = []; return }
        // Everything a copy's verdict asks of the others is counted once, so the verdicts are linear in the number
        // of copies even where most of them differ: which copies hold each value, and per revision how often each
        // valid value occurs, its two most common values and its number of valid copies.
        var holders: [String?: [Int]] = [:]
        for observation in observations { holders[observation.value, default: []].append(observation.document) }
        var tallies: [String: Tally] = [:]
        var validHolders: [String?: Int] = [:]
        for observation in valid {
            tallies[revisions[observation.document], default: Tally()].add(observation.value)
            validHolders[observation.value, default: 0] += 1
        }
        for revision in tallies.keys { tallies[revision]!.rank() }
        var verdicts: [Verdict] = []
        for observation in observations {
            if observation.isValid, observation.value == target.value { continue }
            let index = observation.document
            if !observation.isValid {
                verdicts.append(Verdict(document: index, findingClass: .corrupt, expected: target.value, supporters: holders[target.value] ?? []))
                continue
            }
            // The copy's peers: the other valid copies of its revision.
            let tally = tallies[revisions[index]]!
            if let agreed = tally.mostCommon(without: observation.value), agreed != observation.value,
               agreed == target.value || validHolders[agreed, default: 0] > tally.counts[agreed, default: 0] {
                verdicts.append(Verdict(document: index, findingClass: .corrupt, expected: agreed, supporters: holders[agreed] ?? []))
                continue
            }
            // Stale only when the copy's own revision plausibly had this value: no other copy of that revision,
            // or one that agrees. A value its own revision's copies do not share is not explained by revisions.
            let revisionHadIt = tally.valid == 1 || tally.counts[observation.value, default: 0] > 1
            let older = ranks[index] < target.rank && revisionHadIt
            verdicts.append(Verdict(document: index, findingClass: older ? .stale : .divergent, expected: target.value,
                                    supporters: holders[target.value] ?? []))
        }
        self.verdicts = verdicts
    }

    /// The valid values of one revision's copies.
    private struct Tally {
        var counts: [String?: Int] = [:]
        var valid = 0
        /// The two values `mostCommon` would pick first, best first.
        var top: [String?] = []

        mutating func add(_ value: String?) {
            counts[value, default: 0] += 1
            valid += 1
        }

        mutating func rank() {
            var best: [String?] = []
            for value in counts.keys {
                best.append(value)
                best.sort { Consensus.precedes(($0, counts[$0]!), ($1, counts[$1]!)) }
                if best.count > 2 { best.removeLast() }
            }
            top = best
        }

        /// `mostCommon` of the revision's values with one copy holding `value` left out (nil when no other copy is
        /// left): that copy can only lower its own value's count, so the answer is one of the two best values.
        func mostCommon(without value: String?) -> String?? {
            guard valid > 1, let first = top.first else { return nil }
            guard first == value else { return first }
            let lowered = counts[first]! - 1
            guard top.count > 1 else { return lowered > 0 ? first : nil }
            let second = top[1]
            if lowered == 0 { return second }
            return Consensus.precedes((first, lowered), (second, counts[second]!)) ? first : second
        }
    }

    /// Whether a value counted `count` times comes before another in `mostCommon`'s order: more copies first, then
    /// the smaller value (absence counting as the empty string, and before it).
    static func precedes(_ lhs: (value: String?, count: Int), _ rhs: (value: String?, count: Int)) -> Bool {
        if lhs.count != rhs.count { return lhs.count > rhs.count }
        let l = lhs.value ?? "", r = rhs.value ?? ""
        if l != r { return l < r }
        return lhs.value == nil && rhs.value != nil
    }

    /// The most frequent value; ties go to the value more common in `tieBreakers`, then to the smaller value.
    static func mostCommon(_ values: [String?], tieBreakers: [String?]) -> String?? {
        guard !values.isEmpty else { return nil }
        var counts: [String?: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        var overall: [String?: Int] = [:]
        for value in tieBreakers { overall[value, default: 0] += 1 }
        return counts.keys.min { lhs, rhs in
            if counts[lhs]! != counts[rhs]! { return counts[lhs]! > counts[rhs]! }
            if overall[lhs, default: 0] != overall[rhs, default: 0] { return overall[lhs, default: 0] > overall[rhs, default: 0] }
            return precedes((lhs, 0), (rhs, 0))
        }
    }
}
