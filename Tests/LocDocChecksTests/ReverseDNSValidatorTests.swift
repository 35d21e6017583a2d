import LocDocChecks
import LocDocModel
import Testing

@Suite struct ReverseDNSValidatorTests {
    @Test func spacesAfterDotsAndSentenceCase() throws {
        // cs-CZ line 60: `- **ID rozšíření**: com. Microsoft. azureauthenticator. ssoextension`
        let issue = try #require(ReverseDNSValidator.validate("com. Microsoft. azureauthenticator. ssoextension"))
        #expect(issue.kind == .whitespace)
        #expect(issue.offset == 4)
        #expect(issue.message == "reverse-DNS identifier has spaces after dots, a label capitalised after a space (`Microsoft`)")
        #expect(issue.evidence == "com. Microsoft. azureauthenticator. ssoextension")
        #expect(issue.suggestion == "com.microsoft.azureauthenticator.ssoextension")
    }

    @Test func spaceInsideALabel() throws {
        // nl-NL line 62: `- **Extensie-id**: com. micro soft. azureauthenticator. ssoextension`
        let issue = try #require(ReverseDNSValidator.validate("com. micro soft. azureauthenticator. ssoextension"))
        #expect(issue.kind == .whitespace)
        #expect(issue.message == "reverse-DNS identifier has spaces after dots, a space inside a label (`micro soft`)")
        #expect(issue.suggestion == "com.microsoft.azureauthenticator.ssoextension")
    }

    @Test(arguments: ["com.microsoft.azureauthenticator.ssoextension", "com.apple.ssoextension-1", "io.x2.App"])
    func validIdentifiers(value: String) {
        #expect(ReverseDNSValidator.validate(value) == nil)
    }

    @Test func nonASCIIHasNoSuggestion() throws {
        // A transliterated label (Georgian): no way back to ASCII from the text alone.
        let issue = try #require(ReverseDNSValidator.validate("com.მაიკროსოფტი.ssoextension"))
        #expect(issue.kind == .nonASCII)
        #expect(issue.offset == 4)
        #expect(issue.suggestion == nil)
    }

    @Test func emptyLabelAndForeignCharacters() throws {
        let empty = try #require(ReverseDNSValidator.validate("com..microsoft.app"))
        #expect(empty.kind == .emptyPart)
        #expect(empty.offset == 4)
        let underscore = try #require(ReverseDNSValidator.validate("com.micro_soft.app"))
        #expect(underscore.kind == .invalidCharacter)
        #expect(underscore.offset == 9)
    }

    @Test func mixedCaseWithoutASpaceIsNotSentenceCase() {
        // `com.Company.App` may be deliberate: only a capital right after a space is blamed on translation.
        #expect(ReverseDNSValidator.validate("com.Company.App") == nil)
    }

    @Test(arguments: [
        "com.microsoft.azureauthenticator.ssoextension", "com. Microsoft. azureauthenticator. ssoextension",
        "com. micro soft. azureauthenticator. ssoextension", "com..microsoft.app", "com.მაიკროსოფტი.ssoextension",
    ])
    func meantToBeReverseDNS(value: String) {
        #expect(ReverseDNSValidator.looksLikeReverseDNS(value))
    }

    @Test(arguments: [
        "Reindirizza", "SGGM6D27TK", "https://login.microsoftonline.com", "(Toto pole není pro iOS potřeba)",
        "Si. No. Tal vez.", "1.2.3", "sharedDeviceMode", "iOS) 不需要此字段 (", "ეს არის. მეორე ნაწილი. მესამე",
        "Verze 1.2.3 je nová", "user@example.com",
    ])
    func notMeantToBeReverseDNS(value: String) {
        #expect(!ReverseDNSValidator.looksLikeReverseDNS(value))
    }

    /// Every configuration value of the seed pages that looks like a reverse-DNS id, validated.
    @Test func seedCorpus() {
        let candidates = SeedCorpus.hits { document in
            SeedCorpus.entries(document).filter { ReverseDNSValidator.looksLikeReverseDNS($0.valueText) }
                .map { (ValidatorIssue(kind: .malformed, message: "", offset: 0, evidence: ""), $0.range.line) }
        }
        #expect(candidates == ["cs-CZ:60", "es-ES:62", "it-IT:62", "nl-NL:62", "zh-CN:62"])
        let hits = SeedCorpus.hits { document in
            SeedCorpus.entries(document).filter { ReverseDNSValidator.looksLikeReverseDNS($0.valueText) }
                .compactMap { entry in ReverseDNSValidator.validate(entry.valueText).map { ($0, entry.range.line) } }
        }
        #expect(hits == ["cs-CZ:60", "nl-NL:62"])
    }
}
