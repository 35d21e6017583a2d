import Foundation
import Testing
@testable import MSAL

@Suite("acquireToken and acquireTokenSilent")
struct TokenTests {
    @Test("A1 an interactive sign-in on a shared device signs the account in device-wide")
    func interactiveSignInIsGlobal() throws {
        let device = sharedDevice()
        let app = try device.makeApplication(clientId: "app-a")
        let parameters = MSALInteractiveTokenParameters(scopes: ["api://myapi/scope"],
                                                        webviewParameters: webviewParameters())
        parameters.loginHint = "alice@contoso.com"
        let (result, error) = try app.signIn(alice, on: device, parameters: parameters)
        #expect(error == nil)
        #expect(result?.account.username == "alice@contoso.com")
        #expect(result?.scopes == ["api://myapi/scope"])
        #expect(result?.account.isSSOAccount == true)
        #expect(device.brokerAccounts == [alice])
        #expect(device.trace.calls("acquireToken(with:completionBlock:)").first?.values["loginHint"]
                == "alice@contoso.com")
        let other = try device.makeApplication(clientId: "app-b")
        let fromOther = try #require(try other.currentAccount().current)
        #expect(try other.acquireSilently(fromOther).0?.account.identifier == alice.identifier)
    }

    @Test("A2 a user cancel gives -50005 at the top level")
    func userCancel() throws {
        let device = sharedDevice()
        device.scriptWebFlow(.cancels)
        let (result, error) = try device.makeApplication(clientId: "app-a").acquireInteractively()
        #expect(result == nil)
        expectMSALError(error, code: MSALError.userCanceled.rawValue, internal: nil)
        #expect(device.brokerAccounts.isEmpty)
    }

    @Test("A2 cancelCurrentWebAuthSession ends an open web flow with -50005")
    func programmaticCancel() throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        device.scriptWebFlow(.staysOpen)
        let delivered = Delivered<(MSALResult?, NSError?)>()
        app.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"],
                                                              webviewParameters: webviewParameters())) {
            delivered.fulfill(($0, $1 as NSError?))
        }
        #expect(delivered.callCount == 0)
        let secondTry = try app.acquireInteractively()
        expectMSALError(secondTry.1, code: -50000, internal: -42402)
        #expect(SimulatedDevice.withCurrent(device) { MSALPublicClientApplication.cancelCurrentWebAuthSession() })
        let (result, error) = try #require(delivered.wait())
        #expect(result == nil)
        expectMSALError(error, code: -50005, internal: nil)
        #expect(!SimulatedDevice.withCurrent(device) { MSALPublicClientApplication.cancelCurrentWebAuthSession() })
    }

    @Test("A2 a failing web flow gives -50000 with internal -42104")
    func webFlowFails() throws {
        let device = plainDevice()
        device.scriptWebFlow(.fails("AADSTS50020: user account does not exist in tenant"))
        let (_, error) = try device.makeApplication(clientId: "app-a").acquireInteractively()
        expectMSALError(error, code: -50000, internal: -42104)
        #expect((error?.userInfo[MSALErrorDescriptionKey] as? String)?.hasPrefix("AADSTS50020") == true)
    }

    @Test("A3 a silent call that needs UI gives -50002, equal to MSALError.interactionRequired.rawValue")
    func silentNeedsInteraction() throws {
        let device = plainDevice()
        let appA = try device.makeApplication(clientId: "app-a")
        let account = try #require(try appA.signIn(alice, on: device).0?.account)
        let appB = try device.makeApplication(clientId: "app-b")
        let (result, error) = try appB.acquireSilently(account)
        #expect(result == nil)
        #expect(error?.code == MSALError.interactionRequired.rawValue)
        expectMSALError(error, code: -50002, internal: nil)
        #expect(try appA.acquireSilently(account).0?.accessToken.isEmpty == false)
    }

    @Test("A3 a silent call without an account gives -50000 with internal -42106")
    func silentWithoutAccount() throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        let account = try #require(try app.signIn(alice, on: device).0?.account)
        let parameters = MSALSilentTokenParameters(scopes: ["User.Read"], account: account)
        parameters.account = nil
        let delivered = Delivered<NSError?>()
        app.acquireTokenSilent(with: parameters) { _, error in delivered.fulfill(error as NSError?) }
        expectMSALError(try #require(delivered.wait()), code: -50000, internal: -42106)
    }

    @Test("An interactive sign-in with nothing scripted fails instead of waiting forever")
    func unscriptedSignIn() throws {
        let (_, error) = try plainDevice().makeApplication(clientId: "app-a").acquireInteractively()
        expectMSALError(error, code: -50000, internal: -42104)
    }
}
