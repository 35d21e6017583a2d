import LocDocChecks
import LocDocModel
import Testing

@Suite struct URLValidatorTests {
    @Test(arguments: [
        "https://login.microsoftonline.com", "https://login-us.microsoftonline.com",
        "https://docs.microsoft.com/intune/configuration/ios-device-features-settings",
        "https://en.wikipedia.org/wiki/Foo_(bar)", "mailto:someone@example.com", "https://例え.jp/パス",
        "https://host:8443/a?b=c#d", "https://[::1]:80/", "file:///tmp/x", "https://x.com/a%20b", "urn:isbn:123",
        "msauth.com.example.app://auth",
    ])
    func valid(url: String) {
        #expect(URLValidator.validate(url) == nil)
    }

    @Test func spaceAfterADot() throws {
        let issue = try #require(URLValidator.validate("https://login. microsoftonline.com"))
        #expect(issue.kind == .whitespace)
        #expect(issue.offset == 14)
        #expect(issue.suggestion == "https://login.microsoftonline.com")
    }

    @Test(arguments: [
        ("https://login.microsoftonline.com.", "https://login.microsoftonline.com", "."),
        ("https://docs.microsoft.com/intune/settings).", "https://docs.microsoft.com/intune/settings", ")."),
        ("https://login.microsoftonline.com。", "https://login.microsoftonline.com", "。"),
        ("https://x.com/a:", "https://x.com/a", ":"),
    ])
    func trailingPunctuation(url: String, stripped: String, tail: String) throws {
        let issue = try #require(URLValidator.validate(url))
        #expect(issue.kind == .trailingPunctuation)
        #expect(issue.suggestion == stripped)
        #expect(issue.message == "URL ends with punctuation glued on (`\(tail)`)")
        #expect(issue.offset == stripped.unicodeScalars.count)
    }

    @Test(arguments: [
        ("login.microsoftonline.com", ValidatorIssue.Kind.malformed),
        ("https:/login.microsoftonline.com", .malformed),
        ("https://login..com", .emptyPart),
        ("https://", .emptyPart),
        ("https://host:abc/", .malformed),
        ("https://x.com/a%2", .invalidCharacter),
        ("https://x.com/<a>", .invalidCharacter),
        ("https://lo gin.com", .whitespace),
        ("https://log!n.com/", .invalidCharacter),
        ("", .emptyPart),
    ])
    func invalid(url: String, kind: ValidatorIssue.Kind) throws {
        #expect(try #require(URLValidator.validate(url)).kind == kind)
    }

    /// Every URL a reader copies from the seed pages: configuration URLs and absolute link targets.
    @Test func seedCorpus() {
        let issues = SeedCorpus.issues { document in
            let configured = SeedCorpus.entries(document).flatMap(\.urls).map { ($0.text, $0.range.line) }
            let linked = document.links.filter { $0.kind == .absolute }.map { ($0.destination, $0.range.line) }
            return (configured + linked).compactMap { url in URLValidator.validate(url.0).map { ($0, url.1) } }
        }
        #expect(issues.isEmpty)
        let checked = SeedCorpus.documents.map { document in
            SeedCorpus.entries(document).flatMap(\.urls).count + document.links.filter { $0.kind == .absolute }.count
        }
        #expect(checked.allSatisfy { $0 >= 5 })
    }
}
