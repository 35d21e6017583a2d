import LocDocChecks
import LocDocModel
import Testing

@Suite struct SwiftNameValidatorTests {
    @Test(arguments: [
        ("MSALPublicClientApplication", SwiftNameValidator.Shape.name), ("deviceInfo.deviceMode", .name), (".shared", .name),
        ("signoutFromBrowser", .name), ("getDeviceInformation(with:completionBlock:)", .compoundName),
        ("getDeviceInformation(with: completionBlock:)", .compoundName), ("signout(with:signoutParameters:completionBlock:)", .compoundName),
        ("deviceMode == .shared", .expression), ("application.getDeviceInformation(with: nil)", .expression),
        ("MSALParameters()", .expression), ("let x = 1", .expression), ("getDeviceInformation(with:completionBlock:", .expression),
    ])
    func codeShapes(code: String, shape: SwiftNameValidator.Shape) {
        #expect(SwiftNameValidator.shape(of: code) == shape)
    }

    @Test(arguments: [
        "Shared mode", "iOS 13", "getDeviceInformationWithParameters:completionBlock:", "l'API", "https://x.com",
        "საერთო რეჟიმი", "Tipo: Boolean", "\"quoted", "Don't", "साझा मोड", "(", "[", "v8/*",
    ])
    func proseIsNotValidated(code: String) {
        #expect(SwiftNameValidator.shape(of: code) == nil)
        #expect(SwiftNameValidator.validate(code) == nil)
    }

    @Test(arguments: [
        "MSALPublicClientApplication", "getDeviceInformation(with:completionBlock:)", "deviceMode == .shared",
        "getDeviceInformation(with: completionBlock:)", "foo(_:bar:)", "print(\"a (b\")",
        "โหมดที่ใช้ร่วมกัน", "ოპერაცია(პარამეტრი:)", "try…catch", "getDeviceInformation(with:…)", "include!(…)", "NODE_PATH=path[:…]",
    ])
    func valid(code: String) {
        #expect(SwiftNameValidator.validate(code) == nil)
    }

    @Test func unclosedParenthesis() throws {
        let issue = try #require(SwiftNameValidator.validate("getDeviceInformation(with:completionBlock:"))
        #expect(issue.kind == .unclosed)
        #expect(issue.offset == 20)
        #expect(issue.evidence == "getDeviceInformation(with:completionBlock:")
    }

    @Test func otherDamage() throws {
        #expect(SwiftNameValidator.validate("deviceMode == .shared)")?.kind == .unbalanced)
        #expect(SwiftNameValidator.validate("print(\"hello)")?.kind == .unterminated)
        let fullWidth = try #require(SwiftNameValidator.validate("getDeviceInformation（with:completionBlock:）"))
        #expect(fullWidth.kind == .unexpectedCharacter)
        #expect(fullWidth.offset == 20)
        let emptyLabel = try #require(SwiftNameValidator.validate("foo(:completionBlock:)"))
        #expect(emptyLabel.kind == .emptyPart)
        #expect(emptyLabel.offset == 4)
        #expect(SwiftNameValidator.validate("  foo(bar")?.offset == 5)
    }

    @Test func seedCorpus() {
        let spans = SeedCorpus.documents.flatMap(\.inlineCode)
        #expect(spans.compactMap { SwiftNameValidator.validate($0.text) }.isEmpty)
        #expect(spans.filter { SwiftNameValidator.shape(of: $0.text) == .name }.count == 10)
    }
}
