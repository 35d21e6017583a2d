// The harness of the page msal-ios-shared-devices: what its Swift samples assume but never declare, and what its
// scenario expects of the reference implementation's trace. It holds no locale's words; every locale's samples run
// in it, on a device provisioned from that locale's own documented configuration.
import Dispatch
import Foundation
import LocDocHarness
import MSAL

/// The app's view controller, as the samples see it: `application`, `self.webViewParamaters` (the page's own
/// spelling) and the account "retrieved above" that the sign-out sample elides.
final class SharedDeviceSamples: PageContext {
    let device: SimulatedDevice
    let application: MSALPublicClientApplication
    var webViewParamaters: MSALWebviewParameters?
    /// Another app on the same device: a global sign-out must reach it too.
    let otherApplication: MSALPublicClientApplication
    let user = SimulatedUser(username: "alice@contoso.com", displayName: "Alice")
    let accountRetrievedAbove: MSALAccount

    /// The page presumes a user who signed in through the app (and so in the browser) before the samples run.
    init(device: SimulatedDevice) throws {
        self.device = device
        application = try device.makeApplication(clientId: "locdoc-sample-app")
        otherApplication = try device.makeApplication(clientId: "locdoc-other-app")
        webViewParamaters = MSALWebviewParameters(authPresentationViewController: SimulatedViewController(title: "sample"))
        device.scriptWebFlow(.signsIn(user))
        device.signInToBrowser(user)
        let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webViewParamaters!)
        let signedIn = Reply<MSALAccount>()
        application.acquireToken(with: parameters) { result, error in signedIn.deliver(result?.account, error) }
        accountRetrievedAbove = try signedIn.wait("signing in \(user.username)")
    }

    // MARK: Expectations, each named in the manifest's scenario

    /// "Detect shared device mode": the device reports shared mode.
    func deviceIsShared() -> Expectation {
        let reported = device.trace.completions("getDeviceInformation(with:completionBlock:)").last
        guard reported?.values["deviceMode"] != "shared" else { return .passed }
        let mode = reported?.values["deviceMode"] ?? "nothing"
        return sharedModeFailure("getDeviceInformation reported device mode \(mode), not shared")
    }

    /// "Get the signed-in user": the current account is the user who signed in, with no previous account.
    func currentAccountIsSignedInUser() -> Expectation {
        guard let reply = device.trace.completions("getCurrentAccount(with:completionBlock:)").last else {
            return .failed("getCurrentAccount never completed")
        }
        let current = reply.values["current"] ?? "nil"
        guard current == user.username else {
            return sharedModeFailure("getCurrentAccount returned \(current) as the current account, not \(user.username)")
        }
        return .passed
    }

    /// "Globally sign out a user": sign-out succeeded and reached the device's other apps. Only a device in shared
    /// mode signs out globally, so on any other device this fails with the reasons.
    func accountSignedOutEverywhere() -> Expectation {
        guard let reply = device.trace.completions("signout(with:signoutParameters:completionBlock:)").last else {
            return .failed("signout never completed")
        }
        guard reply.values["success"] == "true" else {
            return .failed("signout reported failure: \(reply.summary)")
        }
        let elsewhere = device.principalAccount(clientId: "locdoc-other-app")
        guard device.report.isShared, elsewhere == nil, device.brokerAccounts.isEmpty else {
            return sharedModeFailure("after the global sign-out \(user.username) is still signed in for the device's other apps")
        }
        return .passed
    }

    /// "Clear browser state": `signoutFromBrowser` removed the browser's session (through the SSO extension, so
    /// only in shared mode).
    func browserSessionCleared() -> Expectation {
        let left = device.browserCookies.map(\.host)
        guard left.isEmpty else {
            return sharedModeFailure("the browser still holds a session for \(left.joined(separator: ", "))")
        }
        return device.report.isShared ? .passed : sharedModeFailure("no global sign-out cleared the browser")
    }

    /// A failure that, on a device not in shared mode, also says why the documented configuration left it so.
    private func sharedModeFailure(_ message: String) -> Expectation {
        let report = device.report
        guard !report.isShared else { return .failed(message) }
        let reasons = report.reasons.map(\.message).joined(separator: "; ")
        return .failed("\(message): the device is not in shared mode: \(reasons)", origins: report.reasons.compactMap(\.origin))
    }
}

/// Waits (bounded) for a completion block's value while the main queue keeps running.
private final class Reply<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?
    private var error: Error?

    func deliver(_ value: Value?, _ error: Error?) {
        self.value = value
        self.error = error
        done.signal()
    }

    func wait(_ what: String) throws -> Value {
        guard done.wait(timeout: .now() + 5) == .success else { throw HarnessSetupError("\(what) never completed") }
        guard let value else { throw HarnessSetupError("\(what) failed: \(error.map { "\($0)" } ?? "no result")") }
        return value
    }
}

private struct HarnessSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
