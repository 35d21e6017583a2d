@testable import LocDocChecks
import Testing

/// Code is looked up by its bytes and dialect. The hash reads a long code's length and ends only, so codes that
/// differ in the middle share a bucket and must still be told apart.
@Suite struct CodeKeyTests {
    static let middle = String(repeating: "let value = 1\n", count: 40)

    @Test func codesThatDifferOnlyInTheMiddleAreDifferentKeys() {
        let first = "import MSAL\n" + Self.middle + "let a = 1\n" + Self.middle + "// end\n"
        let second = "import MSAL\n" + Self.middle + "let b = 1\n" + Self.middle + "// end\n"
        // Same length and ends: the same hash, so the lookup must tell them apart by their bytes.
        #expect(first.utf8.count == second.utf8.count)
        #expect(CodeKey(code: first, dialect: .swift).hashValue == CodeKey(code: second, dialect: .swift).hashValue)
        var table: [CodeKey: Int] = [:]
        table[CodeKey(code: first, dialect: .swift)] = 1
        table[CodeKey(code: second, dialect: .swift)] = 2
        #expect(table.count == 2)
        #expect(table[CodeKey(code: first, dialect: .swift)] == 1)
        #expect(table[CodeKey(code: second, dialect: .swift)] == 2)
    }

    @Test(arguments: ["", "x", String(repeating: "a", count: 128), String(repeating: "é", count: 100), middle])
    func equalKeysHashEqually(code: String) {
        // A copy made from other storage: equal bytes, equal key, equal hash.
        let copy = String(decoding: Array(code.utf8), as: UTF8.self)
        #expect(CodeKey(code: code, dialect: .objectiveC) == CodeKey(code: copy, dialect: .objectiveC))
        #expect(CodeKey(code: code, dialect: .objectiveC).hashValue == CodeKey(code: copy, dialect: .objectiveC).hashValue)
        #expect(CodeKey(code: code, dialect: .objectiveC) != CodeKey(code: code, dialect: .swift))
    }

    /// Bytes, not canonical equivalence: two spellings of `é` lex to different tokens.
    @Test func canonicallyEqualSpellingsAreDifferentKeys() {
        let composed = Self.middle + "caf\u{E9}" + Self.middle, decomposed = Self.middle + "cafe\u{301}" + Self.middle
        #expect(composed == decomposed)
        #expect(CodeKey(code: composed, dialect: nil) != CodeKey(code: decomposed, dialect: nil))
    }
}
