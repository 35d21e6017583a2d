import LocDocChecks
import LocDocModel
import Testing

@Suite struct BooleanValueValidatorTests {
    @Test(arguments: [("True", "true"), ("TRUE", "true"), ("False", "false"), ("fAlSe", "false")])
    func caseVariants(value: String, expected: String) throws {
        // it-IT lines 68, 79 and nl-NL lines 77, 88: `Valore: True`, `Waarde: True`.
        let issue = try #require(BooleanValueValidator.validate(value))
        #expect(issue.kind == .caseVariant)
        #expect(issue.suggestion == expected)
        #expect(issue.evidence == value)
        #expect(issue.message == "Boolean value must be lower-case `\(expected)`")
    }

    @Test(arguments: ["yes", "1", "YES", "ჭეშმარიტი", "จริง", "सत्य", "Boolean", ""])
    func notABoolean(value: String) throws {
        let issue = try #require(BooleanValueValidator.validate(value))
        #expect(issue.kind == .notAValue)
        #expect(issue.suggestion == nil)
    }

    @Test(arguments: ["true", "false", " true", "false "])
    func valid(value: String) {
        #expect(BooleanValueValidator.validate(value) == nil)
    }

    @Test func offsetSkipsLeadingSpace() {
        #expect(BooleanValueValidator.validate("  True")?.offset == 2)
    }

    /// The value of every key/type/value group in the seed pages (es-ES, cs-CZ, zh-CN write `true`).
    @Test func seedCorpus() {
        let hits = SeedCorpus.hits { document in
            SeedCorpus.entries(document).compactMap(\.keyTypeValue).compactMap { group in
                BooleanValueValidator.validate(group.value.text).map { ($0, group.value.range.line) }
            }
        }
        #expect(hits == ["it-IT:68", "it-IT:79", "nl-NL:77", "nl-NL:88"])
    }
}
