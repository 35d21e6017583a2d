import LocDocChecks
import LocDocIngest
import LocDocModel
import Testing

/// `Consensus` counts what each copy's verdict asks of the others once, so it stays linear where most copies
/// differ. This holds it to the rules read literally (`Oracle`: every copy looks at every other copy), on a page of
/// twelve copies in three revisions and thousands of seeded random places: values, absences and invalid copies.
@Suite struct ConsensusOracleTests {
    /// Copies 0–3 of the newest revision, 4–7 of the middle one, 8–11 of the oldest.
    static let page: PageSet = {
        let revisions = [("cccc", "03"), ("bbbb", "02"), ("aaaa", "01")]
        let documents = (0..<12).map { copy in
            let variant = "v\(copy < 10 ? "0" : "")\(copy)-XX"
            let (revision, month) = revisions[copy / 4]
            let text = CheckExample.page(locale: "en-US", revision: revision, handoff: "\(month)/01/2022", body: "# Title") + "\n"
            let origin = FileOrigin(displayPath: "\(variant)/page.md", variant: variant, page: "page.md", folderLocale: nil)
            return try! MarkdownIngest().parse(bytes: Array(text.utf8), origin: origin)
        }
        return PageSet(page: "page.md", documents: documents)
    }()

    @Test func verdictsMatchTheRulesReadLiterally() {
        let page = Self.page
        #expect(page.revisions.rank[0] > page.revisions.rank[4] && page.revisions.rank[4] > page.revisions.rank[8])
        var generator = SplitMix(seed: 0x10cd0c)
        let values: [String?] = [nil, "", "a", "b", "c"]
        var differing = 0
        for _ in 0..<4000 {
            // Few distinct values, so ties, agreements within a revision and absences are common.
            let observations = (0..<12).map { copy in
                Consensus.Observation(document: copy, value: values[Int(generator.next() % 5)], isValid: generator.next() % 6 != 0)
            }
            let consensus = Consensus(observations, in: page)
            let oracle = Oracle(observations, ranks: page.revisions.rank, revisions: page.revisions.revision)
            #expect(consensus.expected == oracle.expected && consensus.hasExpectation == oracle.hasExpectation)
            let got = consensus.verdicts.map { "\($0.document) \($0.findingClass) \($0.expected ?? "-") \($0.supporters)" }
            let want = oracle.verdicts.map { "\($0.document) \($0.findingClass) \($0.expected ?? "-") \($0.supporters)" }
            #expect(got == want, "\(observations.map { "\($0.value ?? "nil")\($0.isValid ? "" : "!")" })")
            if !want.isEmpty { differing += 1 }
        }
        #expect(differing > 3000, "the random places mostly differ, so the verdict rules are exercised")
    }

    /// Where no two copies agree (every copy translated a console's type name its own way), nothing is expected and
    /// no valid copy is judged: the value picked would be the smallest string, and every other copy reported against it.
    /// One older copy that shares a newest value is agreement enough.
    @Test func noExpectationWhereNoTwoCopiesAgree() {
        let distinct = (0..<12).map { Consensus.Observation(document: $0, value: "v\($0)") }
        let none = Consensus(distinct, in: Self.page)
        #expect(!none.hasExpectation)
        #expect(none.verdicts.isEmpty)
        var shared = distinct
        shared[9].value = "v2"
        let some = Consensus(shared, in: Self.page)
        #expect(some.expected == "v2")
        #expect(some.verdicts.count == 10)
    }

    /// The verdict rules of `Consensus`, applied copy by copy against every other copy (quadratic, for reference).
    struct Oracle {
        var expected: String?
        var hasExpectation = false
        var verdicts: [(document: Int, findingClass: FindingClass, expected: String?, supporters: [Int])] = []

        init(_ observations: [Consensus.Observation], ranks: [Int], revisions: [String]) {
            let valid = observations.filter(\.isValid)
            // With nothing expected, each invalid copy is still corrupt on its own, with no expected value.
            let alone = observations.filter { !$0.isValid }.map { (document: $0.document, findingClass: FindingClass.corrupt, expected: String?.none, supporters: [Int]()) }
            guard let newest = valid.map({ ranks[$0.document] }).max() else { verdicts = alone; return }
            let newestValues = valid.filter { ranks[$0.document] == newest }.map(\.value)
            guard let pick = Self.mostCommon(newestValues, tieBreakers: valid.map(\.value)) else { verdicts = alone; return }
            // Three copies or more in the newest revision, and no other copy holds the pick: nothing is expected.
            guard newestValues.count < 3 || valid.count(where: { $0.value == pick }) > 1 else { verdicts = alone; return }
            expected = pick
            hasExpectation = true
            func holders(_ value: String?) -> [Int] { observations.filter { $0.value == value }.map(\.document) }
            for observation in observations where !(observation.isValid && observation.value == pick) {
                let copy = observation.document
                guard observation.isValid else {
                    verdicts.append((copy, .corrupt, pick, holders(pick)))
                    continue
                }
                let peers = valid.filter { $0.document != copy && revisions[$0.document] == revisions[copy] }
                if let agreed = Self.mostCommon(peers.map(\.value), tieBreakers: []), agreed != observation.value,
                   agreed == pick || valid.contains(where: { $0.value == agreed && revisions[$0.document] != revisions[copy] }) {
                    verdicts.append((copy, .corrupt, agreed, holders(agreed)))
                    continue
                }
                let revisionHadIt = peers.isEmpty || peers.contains { $0.value == observation.value }
                verdicts.append((copy, ranks[copy] < newest && revisionHadIt ? .stale : .divergent, pick, holders(pick)))
            }
        }

        /// Most copies; then most in `tieBreakers`; then the smaller value, absence as the empty string and first.
        static func mostCommon(_ values: [String?], tieBreakers: [String?]) -> String?? {
            guard !values.isEmpty else { return nil }
            func key(_ value: String?) -> (Int, Int, String, Int) {
                (-values.count { $0 == value }, -tieBreakers.count { $0 == value }, value ?? "", value == nil ? 0 : 1)
            }
            return Set(values).min { key($0) < key($1) }
        }
    }
}

/// SplitMix64: a small seeded generator, so a failing case is the same on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
