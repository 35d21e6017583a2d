import LocDocChecks
import LocDocIngest
import LocDocModel
import Testing

/// `Consensus` on its own: the expected value and each copy's verdict, on real pages of two revisions (copies 0
/// and 1 of the newer, 2 and 3 of the older).
@Suite struct ConsensusTests {
    static let page: PageSet = {
        let copies = [("de-DE", "bbbb", "02/01/2022"), ("es-ES", "bbbb", "02/02/2022"),
                      ("fr-FR", "aaaa", "01/01/2021"), ("it-IT", "aaaa", "01/02/2021")]
        let documents = copies.map { variant, revision, handoff in
            let text = CheckExample.page(locale: variant, revision: revision, handoff: handoff, body: "# Title") + "\n"
            let origin = FileOrigin(displayPath: "\(variant)/page.md", variant: variant, page: "page.md",
                                    folderLocale: LocaleID(folderName: variant))
            return try! MarkdownIngest().parse(bytes: Array(text.utf8), origin: origin)
        }
        return PageSet(page: "page.md", documents: documents)
    }()

    static func consensus(_ values: [String?], invalid: Set<Int> = []) -> Consensus {
        Consensus(values.enumerated().map { Consensus.Observation(document: $0.offset, value: $0.element, isValid: !invalid.contains($0.offset)) },
                  in: page)
    }

    @Test func revisionsAreOrderedByHandoff() {
        #expect(Self.page.revisions.rank[0] > Self.page.revisions.rank[2])
        #expect(Self.page.revisions.rank[0] == Self.page.revisions.rank[1])
    }

    @Test func copiesThatAllAgreeHaveNoVerdict() {
        let agreed = Self.consensus(["x", "x", "x", "x"])
        #expect(agreed.expected == "x")
        #expect(agreed.hasExpectation)
        #expect(agreed.verdicts.isEmpty)
        let absent = Self.consensus([nil, nil, nil, nil])
        #expect(absent.expected == nil)
        #expect(absent.hasExpectation)
        #expect(absent.verdicts.isEmpty)
    }

    @Test func noCopyNoExpectation() {
        let none = Self.consensus([])
        #expect(!none.hasExpectation)
        #expect(none.verdicts.isEmpty)
    }

    @Test func anInvalidValueIsCorruptEvenWhenItEqualsTheOthers() {
        let verdicts = Self.consensus(["x", "x", "x", "x"], invalid: [3]).verdicts
        #expect(verdicts.map(\.document) == [3])
        #expect(verdicts.first?.findingClass == .corrupt)
        #expect(verdicts.first?.expected == "x")
        #expect(verdicts.first?.supporters == [0, 1, 2, 3])
    }

    @Test func anInvalidValueIsCorruptWithNothingToCompareWith() {
        // No copy is valid, so nothing is expected; each invalid copy is still corrupt on its own, with no support.
        let verdicts = Self.consensus(["com. a. b", "com. b. c", "com. c. d", "com. d. e"], invalid: [0, 1, 2, 3]).verdicts
        #expect(verdicts.map(\.document) == [0, 1, 2, 3])
        #expect(verdicts.allSatisfy { $0.findingClass == .corrupt && $0.expected == nil && $0.supporters.isEmpty })
    }

    @Test func anOlderRevisionThatAgreesWithItselfIsStale() {
        let verdicts = Self.consensus(["new", "new", "old", "old"]).verdicts
        #expect(verdicts.map(\.document) == [2, 3])
        #expect(verdicts.allSatisfy { $0.findingClass == .stale && $0.expected == "new" && $0.supporters == [0, 1] })
    }

    @Test func aCopyThatLeavesItsOwnRevisionIsCorrupt() {
        // es-ES differs from de-DE, the other copy of its revision; the older pair agrees with itself.
        let verdicts = Self.consensus(["new", "nwe", "old", "old"]).verdicts
        #expect(verdicts.map(\.document) == [1, 2, 3])
        #expect(verdicts.map(\.findingClass) == [.corrupt, .stale, .stale])
        #expect(verdicts.first?.expected == "new")
        #expect(verdicts.first?.supporters == [0])
    }

    @Test func anOlderRevisionAtOddsWithItselfIsDivergent() {
        // fr-FR and it-IT disagree within the older revision, so neither value is explained by it.
        let verdicts = Self.consensus(["new", "new", "old", "typo"]).verdicts
        #expect(verdicts.map(\.document) == [2, 3])
        #expect(verdicts.allSatisfy { $0.findingClass == .divergent && $0.expected == "new" })
    }
}
