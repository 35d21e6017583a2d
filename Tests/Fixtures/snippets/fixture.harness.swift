// Fixture harness for locdoc test's tests: a context with `application` on a device provisioned as the test says.
import Dispatch
import Foundation
import LocDocHarness
import MSAL

final class FixtureSamples: PageContext {
    let device: SimulatedDevice
    let application: MSALPublicClientApplication

    init(device: SimulatedDevice) throws {
        self.device = device
        application = try device.makeApplication(clientId: "fixture-app")
    }

    func deviceIsShared() -> Expectation {
        let reported = device.trace.completions("getDeviceInformation(with:completionBlock:)").last
        return reported?.values["deviceMode"] == "shared" ? .passed : .deviceIsShared(device.report)
    }
}

/// A device whose SSO extension takes requests and never answers: the samples' completion blocks never run.
final class HangingSamples: PageContext {
    let device: SimulatedDevice
    let application: MSALPublicClientApplication

    init(device: SimulatedDevice) throws {
        self.device = device
        application = try device.makeApplication(clientId: "fixture-app")
        device.holdSSOExtensionRequests()
    }

    func deviceIsShared() -> Expectation { .deviceIsShared(device.report) }
}
