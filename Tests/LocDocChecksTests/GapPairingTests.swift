import LocDocChecks
import Testing

/// The elements left between two exact matches pair by likeness (common start plus common end), then in order.
@Suite struct GapPairingTests {
    private func pairs(_ first: [String], _ second: [String]) -> [String] {
        GapPairing.pairs(first, Array(first.indices), second, Array(second.indices)).map { "\(first[$0.0])=\(second[$0.1])" }
    }

    @Test func likenessIsTheCommonStartPlusTheCommonEnd() {
        #expect(GapPairing.likeness(Array("roles.md#admin".utf8), Array("roles.md#admin-x".utf8)) == 14)
        #expect(GapPairing.likeness(Array("/intune/a".utf8), Array("https://x.com/intune/a".utf8)) == 9)
        #expect(GapPairing.likeness(Array("abc".utf8), Array("xyz".utf8)) == 0)
        // Start and end never overlap beyond the shorter text.
        #expect(GapPairing.likeness(Array("aa".utf8), Array("aaa".utf8)) == 2)
    }

    @Test func theMostAlikePairFirst() {
        #expect(pairs(["roles.md#admin"], ["https://example.com/terms", "roles.md#admin-permissions"])
                == ["roles.md#admin=roles.md#admin-permissions"])
        #expect(pairs(["a.md", "roles.md#admin"], ["roles.md#admin-x", "b.md"]) == ["roles.md#admin=roles.md#admin-x"])
    }

    @Test func withNothingAlikeTheGapsPairInOrder() {
        #expect(pairs(["x1"], ["y2", "z3"]) == ["x1=y2"])
        #expect(pairs(["p", "q"], ["r", "s"]) == ["p=r", "q=s"])
        #expect(pairs([], ["r"]).isEmpty)
    }

    @Test func leftOversThatMovedPairWhenMostlyAlike() {
        // After the exact matches and the gaps, `b2.md` and `b.md` are left on both sides: alike over 4 of 4.
        #expect(GapPairing.movedAndChanged(["a.md", "b.md"], ["b2.md", "a.md"], paired: [(0, 1)]).map { "\($0.0)=\($0.1)" } == ["1=0"])
        // `x.md` and `terms/` have nothing much in common: a dropped link and an added one.
        #expect(GapPairing.movedAndChanged(["a.md", "x.md"], ["https://e.com/terms/", "a.md"], paired: [(0, 1)]).isEmpty)
        #expect(GapPairing.moved(["a", "b", "c"], ["c", "a", "b"], paired: [(0, 1), (1, 2)]).map { "\($0.0)=\($0.1)" } == ["2=0"])
    }
}
