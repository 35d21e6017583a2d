import LocDocModel

/// What each copy of a page says at one aligned place, and the verdict on each copy.
///
/// The verdict is revision-aware and linear in the number of copies (no pairwise diff):
/// 1. the *expected* value is the reference copy's when a reference is given; otherwise the most common valid
///    value among the copies of the newest revision that has a valid value here; but where that revision has three
///    copies or more and no two copies on the page agree (five translations of a type name), no value is expected
///    and no copy is judged against the others (with two, one of them is picked, and the other is reported against
///    it);
/// 2. a copy whose value is intrinsically invalid is `corrupt`, with or without an expected value (without one, the
///    verdict has no expected value and no supporters);
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
        let ranks = page.revisions.rank
        // Values and revisions as numbers, each string hashed once: every count below is an array.
        var table = Table(observations, revisions: page.revisions.revision)
        var expectation: (value: Int, rank: Int)?
        if let reference = page.reference, let position = observations.firstIndex(where: { $0.document == reference }),
           observations[position].isValid {
            expectation = (table.value[position], ranks[reference])
        } else if let newest = observations.indices.filter({ observations[$0].isValid }).map({ ranks[observations[$0].document] }).max() {
            let candidates = observations.indices.filter { observations[$0].isValid && ranks[observations[$0].document] == newest }
            if let pick = table.mostCommon(candidates.map { table.value[$0] }), candidates.count < 3 || table.validHolders[pick] > 1 {
                expectation = (pick, newest)
            }
        }
        expected = expectation.flatMap { table.values[$0.value] }
        hasExpectation = expectation != nil
        guard let target = expectation else {
            // Nothing to compare with, but an invalid value is corrupt on its own, even in the only copy.
            verdicts = observations.filter { !$0.isValid }.map {
                Verdict(document: $0.document, findingClass: .corrupt, expected: nil, supporters: [])
            }
            return
        }
        table.rankRevisions()
        var verdicts: [Verdict] = []
        for (position, observation) in observations.enumerated() {
            let value = table.value[position]
            if observation.isValid, value == target.value { continue }
            let index = observation.document
            if !observation.isValid {
                verdicts.append(Verdict(document: index, findingClass: .corrupt, expected: table.values[target.value],
                                        supporters: table.holders[target.value]))
                continue
            }
            // The copy's peers: the other valid copies of its revision.
            let revision = table.revision[position]
            if let agreed = table.mostCommon(in: revision, without: value), agreed != value,
               agreed == target.value || table.validHolders[agreed] > table.counts[revision][agreed] {
                verdicts.append(Verdict(document: index, findingClass: .corrupt, expected: table.values[agreed],
                                        supporters: table.holders[agreed]))
                continue
            }
            // Stale only when the copy's own revision plausibly had this value: no other copy of that revision,
            // or one that agrees. A value its own revision's copies do not share is not explained by revisions.
            let revisionHadIt = table.valid[revision] == 1 || table.counts[revision][value] > 1
            let older = ranks[index] < target.rank && revisionHadIt
            verdicts.append(Verdict(document: index, findingClass: older ? .stale : .divergent, expected: table.values[target.value],
                                    supporters: table.holders[target.value]))
        }
        self.verdicts = verdicts
    }

    /// Everything a copy's verdict asks of the others, counted once, so the verdicts are linear in the number of
    /// copies even where most of them differ: which copies hold each value, and per revision how often each valid
    /// value occurs, its two most common values and its number of valid copies. Values and revisions are numbered
    /// in the order the observations first hold them.
    private struct Table {
        /// Each number's value, and each observation's value and revision number.
        var values: [String?] = []
        var value: [Int] = []
        var revision: [Int] = []
        /// Per value: the copies that hold it (in observation order), and how many of them are valid.
        var holders: [[Int]] = []
        var validHolders: [Int] = []
        /// Per revision: its valid copies, how many hold each value, and the two values `mostCommon(in:without:)`
        /// would pick first, best first.
        var valid: [Int] = []
        var counts: [[Int]] = []
        var top: [[Int]] = []

        init(_ observations: [Observation], revisions: [String]) {
            var valueNumbers = Numbering<String?>(), revisionNumbers = Numbering<String>()
            for observation in observations {
                let number = valueNumbers.number(observation.value)
                if number == holders.count { holders.append([]) }
                holders[number].append(observation.document)
                value.append(number)
                revision.append(revisionNumbers.number(revisions[observation.document]))
            }
            values = valueNumbers.keys
            validHolders = Array(repeating: 0, count: values.count)
            valid = Array(repeating: 0, count: revisionNumbers.count)
            counts = Array(repeating: Array(repeating: 0, count: values.count), count: valid.count)
            for (position, observation) in observations.enumerated() where observation.isValid {
                validHolders[value[position]] += 1
                counts[revision[position]][value[position]] += 1
                valid[revision[position]] += 1
            }
        }

        func precedes(_ lhs: (value: Int, count: Int), _ rhs: (value: Int, count: Int)) -> Bool {
            Consensus.precedes((values[lhs.value], lhs.count), (values[rhs.value], rhs.count))
        }

        /// The most frequent of `candidates`; ties go to the value held by more valid copies, then to the smaller.
        func mostCommon(_ candidates: [Int]) -> Int? {
            guard !candidates.isEmpty else { return nil }
            var count = [Int](repeating: 0, count: values.count)
            for candidate in candidates { count[candidate] += 1 }
            return values.indices.filter { count[$0] > 0 }.min { lhs, rhs in
                if count[lhs] != count[rhs] { return count[lhs] > count[rhs] }
                if validHolders[lhs] != validHolders[rhs] { return validHolders[lhs] > validHolders[rhs] }
                return precedes((lhs, 0), (rhs, 0))
            }
        }

        mutating func rankRevisions() {
            top = counts.map { counts in
                var best: [Int] = []
                for value in counts.indices where counts[value] > 0 {
                    best.append(value)
                    best.sort { precedes(($0, counts[$0]), ($1, counts[$1])) }
                    if best.count > 2 { best.removeLast() }
                }
                return best
            }
        }

        /// The most common value of a revision's valid copies with one copy holding `value` left out (nil when no
        /// other copy is left): that copy can only lower its own value's count, so the answer is one of the two
        /// best values.
        func mostCommon(in revision: Int, without value: Int) -> Int? {
            guard valid[revision] > 1, let first = top[revision].first else { return nil }
            guard first == value else { return first }
            let lowered = counts[revision][first] - 1
            guard top[revision].count > 1 else { return lowered > 0 ? first : nil }
            let second = top[revision][1]
            if lowered == 0 { return second }
            return precedes((first, lowered), (second, counts[revision][second])) ? first : second
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
}
