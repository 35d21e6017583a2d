import Foundation
import Testing
@testable import MSAL

@Suite("signout")
struct SignoutTests {
    @Test("S1 without SSO extension another app keeps the account")
    func localSignOut() throws {
        let device = plainDevice()
        let appA = try device.makeApplication(clientId: "app-a")
        let appB = try device.makeApplication(clientId: "app-b")
        let account = try #require(try appA.signIn(alice, on: device).0?.account)
        try appB.signIn(alice, on: device)
        let (success, error) = try appA.signOut(account)
        #expect(success)
        #expect(error == nil)
        #expect(try appA.allAccounts().isEmpty)
        #expect(try appB.allAccounts().map(\.identifier) == [alice.identifier])
        #expect(try appB.currentAccount().current?.identifier == alice.identifier)
    }

    @Test("S1 wipeAccount removes the account for every client ID")
    func wipeAccount() throws {
        let device = plainDevice()
        let appA = try device.makeApplication(clientId: "app-a")
        let appB = try device.makeApplication(clientId: "app-b")
        device.seedTokenCache(clientId: "app-a", with: alice)
        device.seedTokenCache(clientId: "app-b", with: alice)
        device.seedTokenCache(clientId: "app-b", with: bob)
        let parameters = MSALSignoutParameters()
        parameters.wipeAccount = true
        #expect(try appA.signOut(try appA.account(forUsername: "alice@contoso.com"), parameters).0)
        #expect(try appB.allAccounts().map(\.username) == ["bob@contoso.com"])
    }

    @Test("S1 wipeCacheForAllAccounts clears every account of every client")
    func wipeAll() throws {
        let device = plainDevice()
        let appA = try device.makeApplication(clientId: "app-a")
        device.seedTokenCache(clientId: "app-a", with: alice)
        device.seedTokenCache(clientId: "app-b", with: bob)
        let parameters = MSALSignoutParameters()
        parameters.wipeCacheForAllAccounts = true
        #expect(try appA.signOut(try appA.account(forIdentifier: alice.identifier), parameters).0)
        #expect(device.cachedUsers(clientId: "app-b").isEmpty)
    }

    @Test("S2 on a shared device sign-out is global: every app loses the account")
    func globalSignOut() throws {
        let device = sharedDevice()
        let appA = try device.makeApplication(clientId: "app-a")
        let appB = try device.makeApplication(clientId: "app-b")
        let account = try #require(try appA.signIn(alice, on: device).0?.account)
        #expect(try appB.acquireSilently(account).1 == nil)
        #expect(device.cachedUsers(clientId: "app-b") == [alice])
        #expect(try appA.signOut(account).0)
        #expect(device.brokerAccounts.isEmpty)
        #expect(device.cachedUsers(clientId: "app-b").isEmpty)
        #expect(try appB.currentAccount().current == nil)
        expectMSALError(try appB.acquireSilently(account).1, code: -50002, internal: nil)
    }

    @Test("S3 the SSO extension clears app state but not the browser; signoutFromBrowser clears the browser too")
    func browserSignOut() throws {
        let device = sharedDevice()
        let app = try device.makeApplication(clientId: "app-a")
        let account = try #require(try app.signIn(alice, on: device).0?.account)
        device.signInToBrowser(alice)
        #expect(try app.signOut(account).0)
        #expect(device.browserCookies.map(\.username) == ["alice@contoso.com"])

        let again = try #require(try app.signIn(alice, on: device).0?.account)
        let parameters = MSALSignoutParameters(webviewParameters: webviewParameters())
        #expect(parameters.signoutFromBrowser == false)
        parameters.signoutFromBrowser = true
        #expect(try app.signOut(again, parameters).0)
        #expect(device.browserCookies.isEmpty)
        #expect(device.trace.deviceEvents.contains { $0.summary.hasPrefix("browser sign-out opened") })
    }

    @Test("S3 signoutFromBrowser without web view parameters fails with -42000 and removes nothing")
    func browserSignOutWithoutWebview() throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        device.seedTokenCache(clientId: "app-a", with: alice)
        let parameters = MSALSignoutParameters()
        parameters.signoutFromBrowser = true
        let (success, error) = try app.signOut(try app.account(forIdentifier: alice.identifier), parameters)
        #expect(!success)
        expectMSALError(error, code: -50000, internal: -42000)
        #expect(device.cachedUsers(clientId: "app-a") == [alice])
    }

    @Test("S4 a cancelled browser step fails with -50005, the local tokens already gone")
    func browserStepCancelled() throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        let account = try #require(try app.signIn(alice, on: device).0?.account)
        device.scriptWebFlow(.cancels)
        let parameters = MSALSignoutParameters(webviewParameters: webviewParameters())
        parameters.signoutFromBrowser = true
        let (success, error) = try app.signOut(account, parameters)
        #expect(!success)
        expectMSALError(error, code: -50005, internal: nil)
        #expect(try app.allAccounts().isEmpty)
    }

    @Test("S4 a failing SSO extension sign-out fails, the local tokens already gone")
    func ssoExtensionStepFails() throws {
        let device = sharedDevice()
        let app = try device.makeApplication(clientId: "app-a")
        let account = try #require(try app.signIn(alice, on: device).0?.account)
        device.failNextSSOExtensionRequest(.userCanceled)
        let (success, error) = try app.signOut(account)
        #expect(!success)
        expectMSALError(error, code: -50005, internal: nil)
        #expect(try app.allAccounts().isEmpty)
        #expect(device.brokerAccounts == [alice])
    }

    @Test("S5 sign-out never touches the app's own data")
    func appDataUntouched() throws {
        final class AppData: @unchecked Sendable { var notes = ["shift notes"] }
        let data = AppData()
        let device = sharedDevice()
        let app = try device.makeApplication(clientId: "app-a")
        let account = try #require(try app.signIn(alice, on: device).0?.account)
        #expect(try app.signOut(account).0)
        #expect(data.notes == ["shift notes"])
        #expect(!device.trace.events.contains { $0.summary.localizedCaseInsensitiveContains("app data") })
    }

    @Test("S6 on a shared device the broker posts SHARED_MODE_CURRENT_ACCOUNT_CHANGED when the account changes")
    func accountChangeBroadcast() throws {
        let device = sharedDevice()
        let posts = Locked(0)
        device.addDarwinNotificationObserver("SHARED_MODE_CURRENT_ACCOUNT_CHANGED") { posts.withLock { $0 += 1 } }
        let app = try device.makeApplication(clientId: "app-a")
        let account = try #require(try app.signIn(alice, on: device).0?.account)
        #expect(posts.withLock { $0 } == 1)
        #expect(try app.signOut(account).0)
        #expect(posts.withLock { $0 } == 2)

        let personal = plainDevice()
        let personalPosts = Locked(0)
        personal.addDarwinNotificationObserver("SHARED_MODE_CURRENT_ACCOUNT_CHANGED") {
            personalPosts.withLock { $0 += 1 }
        }
        try personal.makeApplication(clientId: "app-a").signIn(alice, on: personal)
        #expect(personalPosts.withLock { $0 } == 0)
    }
}
