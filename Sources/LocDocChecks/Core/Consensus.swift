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
        let holders = { (value: String?) in observations.filter { $0.value == value }.map(\.document) }
        var verdicts: [Verdict] = []
        for observation in observations {
            if observation.isValid, observation.value == target.value { continue }
            let index = observation.document
            if !observation.isValid {
                verdicts.append(Verdict(document: index, findingClass: .corrupt, expected: target.value, supporters: holders(target.value)))
                continue
            }
            let peers = valid.filter { $0.document != index && revisions[$0.document] == revisions[index] }
            if let agreed = Self.mostCommon(peers.map(\.value), tieBreakers: []), agreed != observation.value,
               agreed == target.value || valid.contains(where: { $0.value == agreed && revisions[$0.document] != revisions[index] }) {
                verdicts.append(Verdict(document: index, findingClass: .corrupt, expected: agreed, supporters: holders(agreed)))
                continue
            }
            // Stale only when the copy's own revision plausibly had this value: no other copy of that revision,
            // or one that agrees. A value its own revision's copies do not share is not explained by revisions.
            let revisionHadIt = peers.isEmpty || peers.contains { $0.value == observation.value }
            let older = ranks[index] < target.rank && revisionHadIt
            verdicts.append(Verdict(document: index, findingClass: older ? .stale : .divergent, expected: target.value,
                                    supporters: holders(target.value)))
        }
        self.verdicts = verdicts
    }

    /// The most frequent value; ties go to the value more common in `tieBreakers`, then to the smaller value.
    static func mostCommon(_ values: [String?], tieBreakers: [String?]) -> String?? {
        guard !values.isEmpty else { return nil }
        var counts: [String?: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        var overall: [String?: Int] = [:]
        for value in tieBreakers { overall[value, default: 0] += 1 }
        return counts.keys.max { lhs, rhs in
            let l = (counts[lhs]!, overall[lhs] ?? 0), r = (counts[rhs]!, overall[rhs] ?? 0)
            if l != r { return l < r }
            return (lhs ?? "") > (rhs ?? "")
        }
    }
}
