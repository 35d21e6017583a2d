import LocDocChecks
import LocDocModel
import Testing

@Suite struct BracketBalanceValidatorTests {
    @Test func flippedParentheses() throws {
        // zh-CN line 63: `- **团队 ID**： iOS) 不需要此字段 (`
        let issues = BracketBalanceValidator.validate(try SeedCorpus.block("zh-CN", 63).inlines)
        let issue = try #require(issues.first)
        #expect(issues.count == 1)
        #expect(issue.kind == .unbalanced)
        #expect(issue.message == "`)` comes before its `(`: the pair is flipped")
        #expect(issue.evidence == ") 不需要此字段 (")
        #expect(issue.position == SourcePosition(line: 63, column: try Fixture.seedColumn("zh-CN", 63, of: ")")))
    }

    /// The same field in the other locales: `(Toto pole není pro iOS potřeba)`, `(este campo no es necesario en iOS).`…
    @Test(arguments: [("cs-CZ", 61), ("es-ES", 63), ("nl-NL", 63), ("zh-CN", 30), ("nl-NL", 25), ("it-IT", 46), ("cs-CZ", 25)])
    func counterpartsPass(variant: String, line: Int) throws {
        #expect(BracketBalanceValidator.validate(try SeedCorpus.block(variant, line).inlines).isEmpty)
    }

    @Test func seedCorpus() {
        #expect(SeedCorpus.hits(BracketBalanceValidator.validate) == ["zh-CN:63"])
    }

    @Test func otherScripts() throws {
        let georgian = BracketBalanceValidator.validate(try Fixture.inlines("ველი iOS) არ არის საჭირო ("))
        #expect(georgian.map(\.kind) == [.unbalanced])
        #expect(georgian.first?.position == SourcePosition(line: Fixture.bodyLine, column: 9))
        let thai = BracketBalanceValidator.validate("ข้อความ (ไม่ปิด")
        #expect(thai.map(\.kind) == [.unclosed])
        #expect(thai.first?.offset == 8)
        #expect(BracketBalanceValidator.validate("यह（वाक्य) ठीक है").isEmpty)
        #expect(BracketBalanceValidator.validate("「設定」を開く").isEmpty)
        #expect(BracketBalanceValidator.validate("」設定「を開く").map(\.kind) == [.unbalanced])
        #expect(BracketBalanceValidator.validate("【注意】 《书名》").isEmpty)
    }

    @Test func mismatchedAndNested() {
        let issues = BracketBalanceValidator.validate("(a [b) c]")
        #expect(issues.map(\.kind) == [.mismatched, .unbalanced])
        #expect(issues.first?.offset == 3)
        #expect(BracketBalanceValidator.validate("(a [b] (c)) d").isEmpty)
        // Half-open intervals and brackets named between parentheses are not damage.
        #expect(BracketBalanceValidator.validate("a value in the range (0, 100].").isEmpty)
        #expect(BracketBalanceValidator.validate("U+0022 (\"), U+007B ({) and U+005B ([) are reserved").isEmpty)
        #expect(BracketBalanceValidator.validate("std::{os, fs} to core::{libc}").isEmpty)
        // A call's empty parentheses before the one that closes the clause (MDN, ru): `(см. пример … split())`.
        #expect(BracketBalanceValidator.validate("(см. пример split()).").isEmpty)
        #expect(BracketBalanceValidator.validate("(см. пример split(").map(\.kind) == [.unclosed, .unclosed])
    }

    @Test func listMarkersAndEmoticonsAreNotBrackets() {
        #expect(BracketBalanceValidator.validate("ა) პირველი ბ) მეორე").isEmpty)
        #expect(BracketBalanceValidator.validate("1) one 2) two 10) ten").isEmpty)
        #expect(BracketBalanceValidator.validate("ii) the motivation, and iii) agreement").isEmpty)
        #expect(BracketBalanceValidator.validate("iOS) closes nothing").map(\.kind) == [.unbalanced])
        // Sub-items with their item's number (a real ru-RU tutorial): `3.a) для iOS … 3.б) для macOS`.
        #expect(BracketBalanceValidator.validate("3.a) для iOS введите 3.б) для macOS введите 1.2) ещё").isEmpty)
        #expect(BracketBalanceValidator.validate("v3.a) closes nothing").map(\.kind) == [.unbalanced])
        #expect(BracketBalanceValidator.validate("კარგი :) და :(").isEmpty)
    }

    /// Flipped around a word rather than after one: `)` after a space is no list marker (it once read as an empty one).
    @Test func flippedAroundAWord() {
        let issues = BracketBalanceValidator.validate("migrar de ADAL a MSAL )Microsoft Authentication Library(.")
        #expect(issues.map(\.message) == ["`)` comes before its `(`: the pair is flipped"])
        #expect(issues.first?.evidence == ")Microsoft Authentication Library(")
        #expect(BracketBalanceValidator.validate("a ) b").map(\.message) == ["`)` closes nothing"])
    }

    @Test func codeSpansAreNotProse() throws {
        #expect(BracketBalanceValidator.validate(try Fixture.inlines("გამოიძახეთ `foo(` და `]` ფუნქცია")).isEmpty)
    }

    @Test func quotesInTheWaysLanguagesWriteThem() {
        #expect(BracketBalanceValidator.validate("“a” და “b”").isEmpty)
        #expect(BracketBalanceValidator.validate("„ქართული“ და „სხვა“").isEmpty)
        #expect(BracketBalanceValidator.validate("”svenska” och ”mer”").isEmpty)
        #expect(BracketBalanceValidator.validate("« a » et » b «").isEmpty == false)
        #expect(BracketBalanceValidator.validate("« a » et « b »").isEmpty)
        #expect(BracketBalanceValidator.validate("» a « und » b «").isEmpty)
        #expect(BracketBalanceValidator.validate("a 13\" screen").isEmpty)
        #expect(BracketBalanceValidator.validate("\"a\" and \"b\"").isEmpty)
    }

    @Test func unbalancedQuotes() {
        let curly = BracketBalanceValidator.validate("“a” და “b")
        #expect(curly.map(\.kind) == [.unclosed])
        #expect(curly.first?.offset == 7)
        #expect(BracketBalanceValidator.validate("a” და “b”").map(\.kind) == [.unbalanced])
        #expect(BracketBalanceValidator.validate("„ქართული და სხვა“ „x").map(\.kind) == [.unbalanced])
        #expect(BracketBalanceValidator.validate("\"a\" and \"b").map(\.kind) == [.unbalanced])
        #expect(BracketBalanceValidator.validate("« a « b").map(\.kind) == [.unclosed])
    }

    /// A real Lithuanian page: `„PAVADINIMAS" yra konfigūracijos…`, the straight quote closing a low-9 one. One pair
    /// written with two marks is one issue, not an unclosed quote of each kind.
    @Test func aPairWrittenWithTwoMarksIsOneIssue() {
        let issues = BracketBalanceValidator.validate("Įvykis. „PAVADINIMAS\" yra `name` raktas.")
        #expect(issues.map(\.message) == ["a quote opened with `„` is closed with `\"`"])
        #expect(issues.first?.offset == 8)
        #expect(issues.first?.evidence == "„PAVADINIMAS\"")
        // Each kind odd on its own, far apart and in another order, is still one mixed pair.
        #expect(BracketBalanceValidator.validate("API lygis: 16 (\"Jelly Bean„)").map(\.kind) == [.unbalanced])
    }
}
