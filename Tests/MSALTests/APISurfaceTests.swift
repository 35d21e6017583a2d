import Foundation
import Testing
@testable import MSAL

@Suite("API surface")
struct APISurfaceTests {
    @Test("Error codes have the header's raw values")
    func errorCodes() {
        #expect(MSALError.internal.rawValue == -50000)
        #expect(MSALError.interactionRequired.rawValue == -50002)
        #expect(MSALError.userCanceled.rawValue == -50005)
        #expect(MSALError.serverInvalidRequestResetPasswordRequired.rawValue == -50142)
        #expect(MSALInternalError.internalErrorInvalidParameter.rawValue == -42000)
        #expect(MSALInternalError.internalErrorAmbiguousAccount.rawValue == -42102)
        #expect(MSALInternalError.internalBrokerNotAvailable.rawValue == -42714)
        #expect(MSALInternalError.internalErrorJITLinkServerConfirmationTimeout == .internalBrokerNotAvailable)
        #expect(MSALDeviceMode.default.rawValue == 0 && MSALDeviceMode.shared.rawValue == 1)
        #expect(MSALPromptType.default == .promptIfNecessary)
    }

    @Test("The error domain and every userInfo key equal their own names")
    func keysEqualNames() {
        let keys: [(String?, String)] = [
            (MSALErrorDomain, "MSALErrorDomain"), (MSALInternalErrorCodeKey, "MSALInternalErrorCodeKey"),
            (MSALErrorDescriptionKey, "MSALErrorDescriptionKey"), (MSALOAuthErrorKey, "MSALOAuthErrorKey"),
            (MSALOAuthSubErrorKey, "MSALOAuthSubErrorKey"),
            (MSALOAuthSubErrorDescriptionKey, "MSALOAuthSubErrorDescriptionKey"),
            (MSALSTSErrorCodesKey, "MSALSTSErrorCodesKey"), (MSALHTTPHeadersKey, "MSALHTTPHeadersKey"),
            (MSALHTTPResponseCodeKey, "MSALHTTPResponseCodeKey"), (MSALCorrelationIDKey, "MSALCorrelationIDKey"),
            (MSALDeclinedScopesKey, "MSALDeclinedScopesKey"), (MSALGrantedScopesKey, "MSALGrantedScopesKey"),
            (MSALInvalidResultKey, "MSALInvalidResultKey"), (MSALDisplayableUserIdKey, "MSALDisplayableUserIdKey"),
            (MSALBrokerVersionKey, "MSALBrokerVersionKey"), (MSALHomeAccountIdKey, "MSALHomeAccountIdKey"),
            (MSALThrottlingCacheHitKey, "MSALThrottlingCacheHitKey"),
        ]
        for (value, name) in keys { #expect(value == name) }
        #expect(MSAL_PRIMARY_REGISTRATION_UPN == "primary_registration_metadata_upn")
        #expect(MSAL_PRIMARY_REGISTRATION_CLOUD == "primary_registration_metadata_cloud_host")
    }

    @Test("Only recoverable codes stay top-level; the rest become -50000 with the code under the internal key")
    func errorClassification() {
        expectMSALError(MSALErrors.make(.userCanceled, "x"), code: -50005, internal: nil)
        expectMSALError(MSALErrors.make(.serverError, "x"), code: -50000, internal: -50006)
        expectMSALError(MSALErrors.make(.internal, "x"), code: -50000, internal: -42008)
        expectMSALError(MSALErrors.make(.internalErrorAmbiguousAccount, "x"), code: -50000, internal: -42102)
        #expect(MSALErrors.make(.internalErrorAmbiguousAccount, "the message").userInfo[MSALErrorDescriptionKey]
                as? String == "the message")
    }

    @Test("A blank client ID is refused with -50000 / -42000")
    func blankClientId() throws {
        let device = plainDevice()
        #expect {
            try device.makeApplication(clientId: " ")
        } throws: { error in
            let error = error as NSError
            return error.code == -50000 && error.userInfo[MSALInternalErrorCodeKey] as? Int == -42000
        }
    }

    @Test("The public initialisers create the app on SimulatedDevice.current")
    func currentDevice() throws {
        let device = sharedDevice()
        let app = try SimulatedDevice.withCurrent(device) {
            try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "app-a"))
        }
        #expect(device.trace.calls("init(configuration:)").map(\.clientId) == ["app-a"])
        #expect(try app.deviceInformation().0?.deviceMode == .shared)
        #expect(app.configuration.clientId == "app-a")
        #expect(app.isCompatibleAADBrokerAvailable)
    }

    @Test("Accounts compare by home account identifier; sign-out parameters start with everything off")
    func valueSemantics() throws {
        let device = plainDevice()
        device.seedTokenCache(clientId: "app-a", with: alice)
        let app = try device.makeApplication(clientId: "app-a")
        #expect(try app.account(forUsername: "ALICE@contoso.com") == (try app.allAccounts().first))
        #expect(throws: MSALNilResultError.self) { try app.account(forIdentifier: "nobody.nowhere") }
        let parameters = MSALSignoutParameters()
        #expect(!parameters.signoutFromBrowser && !parameters.wipeAccount && !parameters.wipeCacheForAllAccounts)
        #expect(parameters.webviewParameters == nil)
        #expect(MSALParameters().completionBlockQueue == nil)
    }

    @Test("The trace records each call with its arguments and each completion with its result")
    func traceContents() throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        let parameters = MSALParameters()
        parameters.completionBlockQueue = DispatchQueue(label: "test.trace")
        _ = try app.currentAccount(parameters)
        let call = try #require(device.trace.calls("getCurrentAccount(with:completionBlock:)").first)
        #expect(call.summary == "completionBlockQueue test.trace")
        #expect(call.clientId == "app-a")
        let completion = try #require(device.trace.completion(ofCall: call.sequence))
        #expect(completion.values == ["current": "nil", "previous": "nil"])
        #expect(completion.delivery == .dispatched("test.trace"))
        #expect(device.trace.text.contains("getCurrentAccount(with:completionBlock:) [app-a]: current nil, previous nil"))
    }
}
