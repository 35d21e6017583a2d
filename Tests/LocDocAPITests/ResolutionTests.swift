import LocDocAPI
import LocDocChecks
import Testing

/// Names resolved against the committed index, and which unresolved names are judged: only those shaped like the
/// module's API.
@Suite struct ResolutionTests {
    static let index = try! ReferenceIndex.fixtureIndex()

    static func resolve(_ span: String) -> [APIResolution] {
        APIMentions.names(inSpan: span).map(index.resolve)
    }

    static func status(_ span: String) -> APIResolution.Status? {
        resolve(span).first?.status
    }

    /// Docs name a method by its base name and empty parentheses whatever its parameters; in a sample, that is a
    /// call with the wrong labels.
    @Test func aMethodNamedByItsBaseNameInProse() throws {
        let prose = try #require(Self.resolve("acquireToken()").first)
        #expect(prose.status == .resolved && prose.note == "named by its base name")
        #expect(prose.symbols.contains { $0.swift?.name == "acquireToken(with:completionBlock:)" })
        #expect(Self.status("MSALPublicClientApplication.acquireTokenSilent()") == .resolved)
        #expect(Self.status("acquireTokenSilently()") == .unresolved)
        #expect(Self.status("acquireToken(with:)") == .unresolved)
        #expect(Self.status("acquireToken(parameters)") == .unresolved)
        // Only a dotted path of names before `()` is a name; an expression that ends in a call is a call.
        #expect(Self.status("token = acquireToken()") == .unresolved)
    }

    @Test(arguments: [
        ("getDeviceInformationWithParameters:completionBlock:", "MSALPublicClientApplication.getDeviceInformation(with:completionBlock:)"),
        ("getDeviceInformation(with:completionBlock:)", "MSALPublicClientApplication.getDeviceInformation(with:completionBlock:)"),
        ("MSALPublicClientApplication.getCurrentAccount(with:completionBlock:)", "MSALPublicClientApplication.getCurrentAccount(with:completionBlock:)"),
        ("-[MSALSignoutParameters initWithWebviewParameters:]", "MSALSignoutParameters.init(webviewParameters:)"),
        ("MSALSignoutParameters(webviewParameters: parameters)", "MSALSignoutParameters.init(webviewParameters:)"),
        ("[MSALParameters new]", "MSALParameters.init()"),
        ("MSALDeviceModeShared", "MSALDeviceMode.shared"),
        ("MSALDeviceMode.shared", "MSALDeviceMode.shared"),
        (".shared", "MSALDeviceMode.shared"),
        ("signoutFromBrowser", "MSALSignoutParameters.signoutFromBrowser"),
        ("MSALAccount", "MSALAccount"),
        ("info.deviceMode == .shared", "MSALDeviceInformation.deviceMode"),
    ])
    func resolves(span: String, symbol: String) throws {
        // An expression holds several names (`MSALSignoutParameters` and its initialiser): one of them is the symbol.
        let resolutions = Self.resolve(span)
        #expect(!resolutions.isEmpty && resolutions.allSatisfy { $0.status == .resolved })
        #expect(resolutions.contains { $0.symbols.map(\.id) == [symbol] }, "\(resolutions.map { $0.symbols.map(\.id) })")
    }

    @Test func aSlipFromASelectorIsUnresolvedWithTheRealOne() throws {
        let resolution = try #require(Self.resolve("getCurrentAccountWithParameter:completionBlock:").first)
        #expect(resolution.status == .unresolved)
        #expect(resolution.suggestion?.objectiveC?.name == "getCurrentAccountWithParameters:completionBlock:")
        #expect(resolution.suggestion?.swift?.name == "getCurrentAccount(with:completionBlock:)")
    }

    @Test func wrongLabelsOnAKnownBaseNameAreUnresolved() throws {
        let resolution = try #require(Self.resolve("getCurrentAccount(with:completion:)").first)
        #expect(resolution.status == .unresolved)
        #expect(resolution.suggestion?.swift?.name == "getCurrentAccount(with:completionBlock:)")
        // A translated keyword keeps the first one: still this module's selector family.
        #expect(Self.status("getCurrentAccountWithParameters:bloqueDeFinalizacion:") == .unresolved)
    }

    @Test func aSlipInTheBaseNameOfAShortenedCallIsUnresolved() throws {
        // A trailing closure hides the last label: the base name is compared alone.
        let call = APIName(form: .call, language: .swift, name: "getCurentAccount(with:)", trailingClosure: true)
        let resolution = Self.index.resolve(call)
        #expect(resolution.status == .unresolved)
        #expect(resolution.suggestion?.swift?.name == "getCurrentAccount(with:completionBlock:)")
        // NSObject's and NSCopying's methods, which MSAL's Swift classes also have, do not make a call MSAL's.
        #expect(Self.status("text.copy()") == .external)
        #expect(Self.status("value.isEqual(other)") == .external)
        #expect(Self.status("print(error)") == .external)
    }

    @Test func prefixedNamesAndMembersOfKnownTypesAreJudged() {
        #expect(Self.status("MSALDeviceModeShard") == .unresolved)
        #expect(Self.status("MSALDeviceMode.sharedMode") == .unresolved)
        #expect(Self.status("MSALSignoutParameters.signOutFromBrowser") == .unresolved)
        // A bare member name one letter from the module's, long enough not to be a word.
        #expect(Self.status("signoutFromBrowzer") == .unresolved)
    }

    @Test func namesNotShapedLikeTheModulesAreNotJudged() {
        // A configuration key, a URL, prose, another API's selector, Swift call and types.
        #expect(Self.status("sharedDeviceMode") == .external)
        #expect(APIMentions.names(inSpan: "https://login.microsoftonline.com").isEmpty)
        #expect(APIMentions.names(inSpan: "Shared mode").isEmpty)
        #expect(APIMentions.names(inSpan: "sharedDeviceModeKey: sharedDeviceMode").isEmpty)
        #expect(Self.status("application:openURL:options:") == .external)
        #expect(Self.status("application(_:open:options:)") == .external)
        #expect(Self.status("DispatchQueue.main") == .external)
        #expect(Self.status("[MSALParameters alloc]") == .external)
        #expect(Self.status("webViewParamaters") == .external)
        // The module's own name (a real tutorial's "the `MSAL` library"), while a name one letter off is still judged.
        #expect(Self.status("MSAL") == .external)
        #expect(Self.status("MSALL") == .unresolved)
    }

    @Test func callsAcceptTrailingClosuresAndDefaults() throws {
        let trailing = APIName(form: .call, language: .swift, name: "acquireToken(with:)", trailingClosure: true)
        #expect(Self.index.resolve(trailing).symbols.map(\.id) == ["MSALPublicClientApplication.acquireToken(with:completionBlock:)"])
        let missingClosure = APIName(form: .call, language: .swift, name: "acquireToken(with:)")
        #expect(Self.index.resolve(missingClosure).status == .unresolved)
        let declaration = SwiftDeclaration(kind: .initializer, container: "T", name: "init(title:style:)", declaration: "",
                                           defaults: [true, false])
        #expect(declaration.accepts(labels: ["style"], trailingClosure: false))
        #expect(!declaration.accepts(labels: ["title"], trailingClosure: false))
    }
}
