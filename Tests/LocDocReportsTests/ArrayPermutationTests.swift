import LocDocModel
import Testing

/// `permute(to:)` puts at position k the element that was at `order[k]`, for every shape of cycle.
@Suite struct ArrayPermutationTests {
    @Test(arguments: [
        [0, 1, 2, 3, 4, 5],
        [5, 4, 3, 2, 1, 0],
        [1, 2, 3, 4, 5, 0],
        [5, 0, 1, 2, 3, 4],
        [1, 0, 3, 2, 5, 4],
        [2, 0, 1, 3, 5, 4],
    ])
    func movesEachElementToItsPlace(order: [Int]) {
        let original = ["a", "b", "c", "d", "e", "f"]
        var permuted = original
        permuted.permute(to: order)
        #expect(permuted == order.map { original[$0] })
    }

    @Test func randomPermutationsOfManySizes() {
        var generator = SeededGenerator(state: 11)
        for size in [0, 1, 2, 3, 17, 1000] {
            let original = (0..<size).map { "item \($0)" }
            let order = Array(0..<size).shuffled(using: &generator)
            var permuted = original
            permuted.permute(to: order)
            #expect(permuted == order.map { original[$0] })
        }
    }
}

/// A fixed sequence, so a failure repeats.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}
