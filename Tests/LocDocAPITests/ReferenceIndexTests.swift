import Foundation
import LocDocAPI
import Testing

/// The index built from this build's reference implementation: the Objective-C interface and the Swift module
/// agree by Swift's import rules, the documented pairs are there, and the committed copy the checks' tests use is
/// still true.
@Suite struct ReferenceIndexTests {
    @Test func everyObjectiveCDeclarationImportsToASwiftDeclaration() throws {
        let index = try ReferenceIndex.liveIndex()
        let alone = index.symbols.filter { $0.swift == nil }.map { $0.objectiveC!.displayName }
        #expect(alone.isEmpty, "the import rules give these a Swift name the module lacks: \(alone)")
        #expect(index.symbols.count { $0.objectiveC != nil } > 250)
    }

    @Test(arguments: [
        ("-[MSALPublicClientApplication getDeviceInformationWithParameters:completionBlock:]", "MSALPublicClientApplication.getDeviceInformation(with:completionBlock:)"),
        ("-[MSALPublicClientApplication getCurrentAccountWithParameters:completionBlock:]", "MSALPublicClientApplication.getCurrentAccount(with:completionBlock:)"),
        ("-[MSALPublicClientApplication signoutWithAccount:signoutParameters:completionBlock:]", "MSALPublicClientApplication.signout(with:signoutParameters:completionBlock:)"),
        ("-[MSALPublicClientApplication accountsFromDeviceForParameters:completionBlock:]", "MSALPublicClientApplication.accountsFromDevice(for:completionBlock:)"),
        ("-[MSALPublicClientApplication accountForIdentifier:error:]", "MSALPublicClientApplication.account(forIdentifier:)"),
        ("-[MSALPublicClientApplication removeAccount:error:]", "MSALPublicClientApplication.remove(_:)"),
        ("-[MSALPublicClientApplication allAccounts:]", "MSALPublicClientApplication.allAccounts()"),
        ("+[MSALPublicClientApplication handleMSALResponse:sourceApplication:]", "MSALPublicClientApplication.handleMSALResponse(_:sourceApplication:)"),
        ("-[MSALPublicClientApplication initWithConfiguration:error:]", "MSALPublicClientApplication.init(configuration:)"),
        ("-[MSALSignoutParameters initWithWebviewParameters:]", "MSALSignoutParameters.init(webviewParameters:)"),
        ("-[MSALInteractiveTokenParameters initWithScopes:webviewParameters:]", "MSALInteractiveTokenParameters.init(scopes:webviewParameters:)"),
        ("+[MSALSliceConfig configWithSlice:dc:]", "MSALSliceConfig.init(slice:dc:)"),
        ("+[MSALAuthority authorityWithURL:error:]", "MSALAuthority.init(url:)"),
        ("MSALDeviceModeShared", "MSALDeviceMode.shared"),
        ("MSALWebviewTypeWKWebView", "MSALWebviewType.wkWebView"),
        ("MSALPreferredAuthMethodQRPIN", "MSALPreferredAuthMethod.qrpin"),
        ("MSALInternalErrorAmbiguousAccount", "MSALInternalError.internalErrorAmbiguousAccount"),
        ("MSALInternalBrokerNotAvailable", "MSALInternalError.internalBrokerNotAvailable"),
        ("MSALSignoutParameters.signoutFromBrowser", "MSALSignoutParameters.signoutFromBrowser"),
    ])
    func documentedPair(objectiveC: String, swift: String) throws {
        let index = try ReferenceIndex.liveIndex()
        let symbol = try #require(index.symbols.first { $0.objectiveC?.displayName == objectiveC }, "\(objectiveC) is not in the interface")
        #expect(symbol.swift?.qualifiedName == swift)
    }

    @Test func theProtocolNamedLikeItsClassIsRenamed() throws {
        let index = try ReferenceIndex.liveIndex()
        let kinds = index.objectiveC(named: "MSALAccount").map { "\($0.objectiveC!.kind) \($0.swift!.qualifiedName)" }
        #expect(Set(kinds) == ["class MSALAccount", "protocol MSALAccountProtocol"])
    }

    @Test func theSimulatedDeviceIsNotTheDocumentedAPI() throws {
        let index = try ReferenceIndex.liveIndex()
        #expect(index.prefix == "MSAL")
        #expect(index.excluded.contains("SimulatedDevice") && index.excluded.contains("DeviceProvisioning"))
        // `DeviceProvisioning.sharedDeviceMode(urls:)` must not make the configuration key an API name.
        #expect(index.swift(base: "sharedDeviceMode").isEmpty)
        // A Swift-only type with the module's prefix is API, even without an Objective-C declaration.
        #expect(index.topLevel(named: "MSALHTTPConfig").first?.objectiveC == nil)
        #expect(!index.topLevel(named: "MSALHTTPConfig").isEmpty)
    }

    /// Regenerate with `LOCDOC_UPDATE_GOLDEN=1 swift test --skip-build --filter committedIndex`, then review the diff.
    @Test func committedIndexIsTrueOfThisBuild() throws {
        let live = try ReferenceIndex.liveIndex()
        if ProcessInfo.processInfo.environment["LOCDOC_UPDATE_GOLDEN"] == "1" {
            try ReferenceIndex.encoded(live).write(to: ReferenceIndex.fixtureFile)
            Issue.record("rewrote \(ReferenceIndex.fixtureFile.path): review it, then run again without LOCDOC_UPDATE_GOLDEN")
            return
        }
        let fixture = try ReferenceIndex.fixtureIndex()
        let liveSymbols = Set(live.symbols)
        let gone = fixture.symbols.filter { !liveSymbols.contains($0) }.map(\.id)
        #expect(gone.isEmpty, "the committed index has symbols this build does not (regenerate it): \(gone)")
        let committed = Set(fixture.symbols)
        let new = live.symbols.filter { $0.objectiveC != nil && !committed.contains($0) }.map(\.id)
        #expect(new.isEmpty, "this build's interface has symbols the committed index lacks (regenerate it): \(new)")
    }
}
