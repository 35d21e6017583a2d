import Foundation
import Testing
@testable import MSAL

@Suite("The page's Swift samples on a shared device")
struct SampleScenarioTests {
    /// Runs one sample and waits (bounded) for the completion of the MSAL call it makes.
    private func run(_ sample: () -> Void, expecting operation: String, on device: SimulatedDevice,
                     sourceLocation: SourceLocation = #_sourceLocation) throws -> TraceEvent {
        let before = device.trace.calls(operation).count
        sample()
        let call = try #require(device.trace.calls(operation).dropFirst(before).first, sourceLocation: sourceLocation)
        return try #require(device.trace.waitForCompletion(ofCall: call.sequence),
                            "\(operation) never completed", sourceLocation: sourceLocation)
    }

    @Test("Detect shared mode, read the signed-in user, sign out globally and from the browser")
    func pageScenario() throws {
        let device = sharedDevice()
        let app = try device.makeApplication(clientId: "sample-app")
        let otherApp = try device.makeApplication(clientId: "other-app")
        let account = try #require(try app.signIn(alice, on: device).0?.account)
        device.signInToBrowser(alice)
        #expect(try otherApp.currentAccount().current?.identifier == alice.identifier)
        let host = SharedDeviceSampleHost(application: app, webViewParamaters: webviewParameters(),
                                          accountRetrievedAbove: account)

        let deviceInfo = try run(host.detectSharedDeviceMode, expecting: "getDeviceInformation(with:completionBlock:)",
                                 on: device)
        #expect(deviceInfo.values["deviceMode"] == "shared")
        #expect(deviceInfo.errorCode == nil)

        let current = try run(host.getSignedInUser, expecting: "getCurrentAccount(with:completionBlock:)", on: device)
        #expect(current.values["current"] == "alice@contoso.com")
        #expect(current.values["previous"] == "nil")
        #expect(current.delivery == .dispatched("com.apple.main-thread"))

        let signout = try run(host.signOutGlobally, expecting: "signout(with:signoutParameters:completionBlock:)",
                              on: device)
        #expect(signout.values["success"] == "true")
        #expect(signout.errorCode == nil)
        #expect(device.trace.calls("signout(with:signoutParameters:completionBlock:)").last?
            .values["signoutFromBrowser"] == "true")
        #expect(device.trace.deviceEvents.contains { $0.operation == "SSO extension" && $0.summary == "sign out succeeded" })
        #expect(device.browserCookies.isEmpty)
        #expect(device.brokerAccounts.isEmpty)

        let afterwards = try otherApp.currentAccount()
        #expect(afterwards.current == nil)
        #expect(afterwards.previous?.identifier == alice.identifier)
    }

    @Test("On a device whose profile does not enable shared mode the same samples report default mode")
    func defaultModeScenario() throws {
        let device = personalDeviceWithSSOExtension()
        let app = try device.makeApplication(clientId: "sample-app")
        let account = try #require(try app.signIn(alice, on: device).0?.account)
        let host = SharedDeviceSampleHost(application: app, webViewParamaters: webviewParameters(),
                                          accountRetrievedAbove: account)
        let deviceInfo = try run(host.detectSharedDeviceMode, expecting: "getDeviceInformation(with:completionBlock:)",
                                 on: device)
        #expect(deviceInfo.values["deviceMode"] == "default")
    }
}
