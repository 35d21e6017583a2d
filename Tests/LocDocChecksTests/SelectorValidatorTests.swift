import LocDocChecks
import LocDocModel
import Testing

@Suite struct SelectorValidatorTests {
    @Test(arguments: [
        "getDeviceInformationWithParameters:completionBlock:", "getCurrentAccountWithParameters:completionBlock:",
        "acquireTokenWithParameters:completionBlock:", "initWithScopes:webviewParameters:", "initWithFoo:", "new",
        "setValue::",
    ])
    func wellFormed(selector: String) {
        #expect(SelectorValidator.validate(selector) == nil)
    }

    @Test func spaceAfterAColon() throws {
        let issue = try #require(SelectorValidator.validate("getDeviceInformationWithParameters: completionBlock:"))
        #expect(issue.kind == .whitespace)
        #expect(issue.offset == 35)
        #expect(issue.suggestion == "getDeviceInformationWithParameters:completionBlock:")
    }

    @Test func fullWidthColons() throws {
        let issue = try #require(SelectorValidator.validate("getDeviceInformationWithParameters：completionBlock："))
        #expect(issue.kind == .invalidCharacter)
        #expect(issue.offset == 34)
        #expect(issue.suggestion == "getDeviceInformationWithParameters:completionBlock:")
    }

    @Test func missingFinalColon() throws {
        let issue = try #require(SelectorValidator.validate("getDeviceInformationWithParameters:completionBlock"))
        #expect(issue.kind == .malformed)
        #expect(issue.suggestion == "getDeviceInformationWithParameters:completionBlock:")
    }

    @Test func foreignLettersAndCharacters() throws {
        #expect(SelectorValidator.validate("získatInformace:completionBlock:")?.kind == .nonASCII)
        #expect(SelectorValidator.validate("get-Info:completionBlock:")?.kind == .invalidCharacter)
        #expect(SelectorValidator.validate(":completionBlock:")?.kind == .emptyPart)
    }

    @Test(arguments: [
        "getDeviceInformationWithParameters:completionBlock:", "getDeviceInformationWithParameters: completionBlock:",
        "getDeviceInformationWithParameters：completionBlock：", "getDeviceInformationWithParameters:completionBlock",
        "initWithFoo:", "initWithFoo :",
    ])
    func meantAsSelector(code: String) {
        #expect(SelectorValidator.looksLikeSelector(code))
    }

    @Test(arguments: [
        "Tipo: Boolean", "Note:", "Remarque :", "https://login.microsoftonline.com", "sharedDeviceMode",
        "გასაღები:", "MSALPublicClientApplication", "getDeviceInformation(with:completionBlock:)", "a b: c d:",
        "10:30", "fmt::Debug", "node::Buffer", "tenantProfile: MSALTenantProfile", "host:port", "autoCommit: true",
    ])
    func notMeantAsSelector(code: String) {
        #expect(!SelectorValidator.looksLikeSelector(code))
    }

    /// Every code span of the seed pages that looks like a selector is well formed.
    @Test func seedCorpus() {
        let selectors = SeedCorpus.documents.flatMap(\.inlineCode).filter { SelectorValidator.looksLikeSelector($0.text) }
        #expect(selectors.count == 20)
        #expect(selectors.compactMap { SelectorValidator.validate($0.text) }.isEmpty)
    }
}
