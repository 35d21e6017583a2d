@testable import LocDocSnippets
import Testing

/// Matching one copy's settings items with the page's, by tokens.
@Suite("Item matching")
struct ItemMatchingTests {
    @Test("Equal lists match item for item")
    func identity() {
        #expect(ItemMatching.match(page: ["a", "b", "c"], copy: ["a", "b", "c"]) == [0, 1, 2])
    }

    @Test("An inserted item matches nothing; the rest keep their partners")
    func insertion() {
        #expect(ItemMatching.match(page: ["value", "=id", "value", "list"], copy: ["value", "value", "=id", "value", "list"])
                == [0, 2, 3, 4])
    }

    @Test("A dropped item leaves its page item unmatched")
    func deletion() {
        #expect(ItemMatching.match(page: ["value", "=id", "value", "list", "kv"], copy: ["value", "value", "list", "kv"])
                == [0, nil, 1, 2, 3])
    }

    @Test("An item changed in place pairs with the one it replaced")
    func changedInPlace() {
        #expect(ItemMatching.match(page: ["value", "=id", "list"], copy: ["value", "value", "list"]) == [0, 1, 2])
    }

    @Test("When a gap holds different numbers of items on each side, none of them is guessed")
    func ambiguousGap() {
        #expect(ItemMatching.match(page: ["=a", "=b", "=c", "list"], copy: ["=a", "x", "y", "z", "list"])
                == [0, nil, nil, 4])
    }

    @Test("Empty lists")
    func empty() {
        #expect(ItemMatching.match(page: [], copy: ["a"]) == [])
        #expect(ItemMatching.match(page: ["a"], copy: []) == [nil])
    }
}
