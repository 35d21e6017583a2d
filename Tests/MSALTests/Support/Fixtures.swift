import Dispatch
import Foundation
import Testing
@testable import MSAL

let alice = SimulatedUser(username: "alice@contoso.com", displayName: "Alice")
let bob = SimulatedUser(username: "bob@contoso.com", displayName: "Bob")

/// A device in shared device mode, provisioned as the English guidance says.
func sharedDevice(_ name: String = #function) -> SimulatedDevice {
    let device = SimulatedDevice(name: name)
    device.provision(.sharedDeviceMode())
    return device
}

/// A device with Authenticator and its SSO extension, not in shared mode.
func personalDeviceWithSSOExtension(_ name: String = #function) -> SimulatedDevice {
    let device = SimulatedDevice(name: name)
    device.provision(.personalDeviceWithSSOExtension())
    return device
}

/// A device without Authenticator, so without SSO extension.
func plainDevice(_ name: String = #function) -> SimulatedDevice {
    SimulatedDevice(name: name)
}

func webviewParameters() -> MSALWebviewParameters {
    MSALWebviewParameters(authPresentationViewController: SimulatedViewController(title: "test host"))
}

/// What the completion blocks deliver, as plain values.
struct CurrentAccountReply {
    let current: MSALAccount?
    let previous: MSALAccount?
    let error: NSError?
}

extension MSALPublicClientApplication {
    func currentAccount(_ parameters: MSALParameters? = nil) throws -> CurrentAccountReply {
        let delivered = Delivered<CurrentAccountReply>()
        getCurrentAccount(with: parameters) { current, previous, error in
            delivered.fulfill(CurrentAccountReply(current: current, previous: previous, error: error as NSError?))
        }
        return try #require(delivered.wait(), "getCurrentAccount never completed")
    }

    func deviceInformation(_ parameters: MSALParameters? = nil) throws -> (MSALDeviceInformation?, NSError?) {
        let delivered = Delivered<(MSALDeviceInformation?, NSError?)>()
        getDeviceInformation(with: parameters) { info, error in delivered.fulfill((info, error as NSError?)) }
        return try #require(delivered.wait(), "getDeviceInformation never completed")
    }

    @discardableResult
    func signIn(_ user: SimulatedUser, on device: SimulatedDevice, parameters: MSALInteractiveTokenParameters? = nil)
        throws -> (MSALResult?, NSError?) {
        device.scriptWebFlow(.signsIn(user))
        return try acquireInteractively(parameters)
    }

    func acquireInteractively(_ parameters: MSALInteractiveTokenParameters? = nil) throws -> (MSALResult?, NSError?) {
        let parameters = parameters ?? MSALInteractiveTokenParameters(scopes: ["User.Read"],
                                                                      webviewParameters: webviewParameters())
        let delivered = Delivered<(MSALResult?, NSError?)>()
        acquireToken(with: parameters) { result, error in delivered.fulfill((result, error as NSError?)) }
        return try #require(delivered.wait(), "acquireToken never completed")
    }

    func acquireSilently(_ account: MSALAccount) throws -> (MSALResult?, NSError?) {
        let delivered = Delivered<(MSALResult?, NSError?)>()
        acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: account)) { result, error in
            delivered.fulfill((result, error as NSError?))
        }
        return try #require(delivered.wait(), "acquireTokenSilent never completed")
    }

    func signOut(_ account: MSALAccount, _ parameters: MSALSignoutParameters = MSALSignoutParameters())
        throws -> (Bool, NSError?) {
        let delivered = Delivered<(Bool, NSError?)>()
        signout(with: account, signoutParameters: parameters) { success, error in
            delivered.fulfill((success, error as NSError?))
        }
        return try #require(delivered.wait(), "signout never completed")
    }
}

/// Asserts an MSAL error's domain, code and internal code.
func expectMSALError(_ error: NSError?, code: Int, internal internalCode: Int?, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(error?.domain == MSALErrorDomain, sourceLocation: sourceLocation)
    #expect(error?.code == code, sourceLocation: sourceLocation)
    #expect(error?.userInfo[MSALInternalErrorCodeKey] as? Int == internalCode, sourceLocation: sourceLocation)
}
