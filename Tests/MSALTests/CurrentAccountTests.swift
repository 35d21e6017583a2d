import Foundation
import Testing
@testable import MSAL

@Suite("getCurrentAccount")
struct CurrentAccountTests {
    @Test("C1 the first call with one signed-in account gives (X, nil)")
    func firstCall() throws {
        let device = plainDevice()
        device.seedTokenCache(clientId: "app-a", with: alice)
        let reply = try device.makeApplication(clientId: "app-a").currentAccount()
        #expect(reply.error == nil)
        #expect(reply.current?.identifier == alice.identifier)
        #expect(reply.current?.username == "alice@contoso.com")
        #expect(reply.previous == nil)
    }

    @Test("C2 a repeated call with nothing changed gives (X, X)")
    func nothingChanged() throws {
        let device = sharedDevice()
        let app = try device.makeApplication(clientId: "app-a")
        try app.signIn(alice, on: device)
        _ = try app.currentAccount()
        let reply = try app.currentAccount()
        #expect(reply.current?.identifier == alice.identifier)
        #expect(reply.previous?.identifier == alice.identifier)
        #expect(reply.current == reply.previous)
    }

    @Test("C3 an account switch between two calls gives (Y, X)")
    func accountSwitch() throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        device.seedTokenCache(clientId: "app-a", with: alice)
        _ = try app.currentAccount()
        try app.remove(try app.account(forIdentifier: alice.identifier))
        device.seedTokenCache(clientId: "app-a", with: bob)
        let reply = try app.currentAccount()
        #expect(reply.current?.identifier == bob.identifier)
        #expect(reply.previous?.identifier == alice.identifier)
    }

    @Test("C4 after sign-out the next call gives (nil, X), the one after (nil, nil)")
    func signOutThenCalls() throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        device.seedTokenCache(clientId: "app-a", with: alice)
        let account = try #require(try app.currentAccount().current)
        #expect(try app.signOut(account).0)
        let afterSignOut = try app.currentAccount()
        #expect(afterSignOut.current == nil)
        #expect(afterSignOut.previous?.identifier == alice.identifier)
        let next = try app.currentAccount()
        #expect(next.current == nil)
        #expect(next.previous == nil)
    }

    @Test("C5 a signed-out previous account keeps username, identifiers and environment, not tenant profiles")
    func previousRebuiltFromMetadata() throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        device.seedTokenCache(clientId: "app-a", with: alice)
        let account = try #require(try app.currentAccount().current)
        #expect(account.tenantProfiles?.count == 1)
        _ = try app.signOut(account)
        let previous = try #require(try app.currentAccount().previous)
        #expect(previous.username == alice.username)
        #expect(previous.identifier == alice.identifier)
        #expect(previous.homeAccountId?.objectId == alice.objectId)
        #expect(previous.homeAccountId?.tenantId == alice.tenantId)
        #expect(previous.environment == "login.microsoftonline.com")
        #expect(previous.tenantProfiles == nil)
    }

    @Test("C6 global sign-in is visible to another app")
    func globalSignIn() throws {
        let device = sharedDevice()
        let appA = try device.makeApplication(clientId: "app-a")
        let appB = try device.makeApplication(clientId: "app-b")
        let (result, error) = try appA.signIn(alice, on: device)
        #expect(error == nil)
        #expect(result?.account.identifier == alice.identifier)
        #expect(device.cachedUsers(clientId: "app-b").isEmpty)
        let reply = try appB.currentAccount()
        #expect(reply.current?.identifier == alice.identifier)
        #expect(reply.previous == nil)
    }

    @Test("C6 without shared mode another app does not see the account")
    func noGlobalSignInWithoutSSOExtension() throws {
        let device = plainDevice()
        let appA = try device.makeApplication(clientId: "app-a")
        try appA.signIn(alice, on: device)
        let reply = try device.makeApplication(clientId: "app-b").currentAccount()
        #expect(reply.current == nil)
    }

    @Test("C7 global sign-out: another app that saw X gets (nil, X)")
    func globalSignOut() throws {
        let device = sharedDevice()
        let appA = try device.makeApplication(clientId: "app-a")
        let appB = try device.makeApplication(clientId: "app-b")
        let account = try #require(try appA.signIn(alice, on: device).0?.account)
        #expect(try appB.currentAccount().current?.identifier == alice.identifier)
        let (success, error) = try appA.signOut(account)
        #expect(success)
        #expect(error == nil)
        let reply = try appB.currentAccount()
        #expect(reply.current == nil)
        #expect(reply.previous?.identifier == alice.identifier)
    }

    @Test("C8 two signed-in accounts give the ambiguous-account error -50000 / -42102 and keep the principal")
    func ambiguousAccount() throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        device.seedTokenCache(clientId: "app-a", with: alice)
        _ = try app.currentAccount()
        device.seedTokenCache(clientId: "app-a", with: bob)
        let reply = try app.currentAccount()
        #expect(reply.current == nil)
        #expect(reply.previous == nil)
        expectMSALError(reply.error, code: -50000, internal: -42102)
        #expect(reply.error?.userInfo[MSALErrorDescriptionKey] as? String == "Multiple accounts found in cache.")
        #expect(device.principalAccount(clientId: "app-a") == alice)
    }

    @Test("C8 on a shared device MSAL does not refuse a second global sign-in; the ambiguity shows later")
    func secondGlobalSignIn() throws {
        let device = sharedDevice()
        let app = try device.makeApplication(clientId: "app-a")
        #expect(try app.signIn(alice, on: device).1 == nil)
        #expect(try app.signIn(bob, on: device).1 == nil)
        expectMSALError(try app.currentAccount().error, code: -50000, internal: -42102)
    }

    @Test("C9 MSAL polls nothing: a change is seen only at the next getCurrentAccount")
    func noPolling() throws {
        let device = sharedDevice()
        let appA = try device.makeApplication(clientId: "app-a")
        let appB = try device.makeApplication(clientId: "app-b")
        #expect(try appB.currentAccount().current == nil)
        let callsBefore = device.trace.calls().count
        try appA.signIn(alice, on: device)
        let appBCalls = device.trace.calls().dropFirst(callsBefore).filter { $0.clientId == "app-b" }
        #expect(appBCalls.isEmpty)
        #expect(device.principalAccount(clientId: "app-b") == nil)
        #expect(try appB.currentAccount().current?.identifier == alice.identifier)
        #expect(device.principalAccount(clientId: "app-b") == alice)
    }
}
