import Foundation

/// What one app (one client ID) has on the device: its share of the keychain token cache and its account metadata.
struct AppRecord: Sendable {
    /// Accounts with tokens for this client ID in the shared keychain group, in sign-in order.
    var cachedUsers: [SimulatedUser] = []
    /// Account identifiers marked signed out for this client (account metadata sign-in state).
    var signedOut: Set<String> = []
    /// The stored "principal account": written only by getCurrentAccount (fact sheet §3.2 step 1).
    var principal: SimulatedUser?

    mutating func cache(_ user: SimulatedUser) {
        cachedUsers.removeAll { $0.identifier == user.identifier }
        cachedUsers.append(user)
        signedOut.remove(user.identifier)
    }

    mutating func removeTokens(of identifier: String, markSignedOut: Bool) {
        cachedUsers.removeAll { $0.identifier == identifier }
        if markSignedOut { signedOut.insert(identifier) }
    }
}

/// A web flow on screen.
struct OpenWebSession: Sendable {
    let id: Int
    let finish: @Sendable (WebFlowResult) -> Void
}

/// A failure the next SSO extension request reports. Not part of the MSAL API.
public struct SimulatedFailure: Sendable, Hashable {
    /// The MSAL code before classification (a top-level `MSALError` or an `MSALInternalError` raw value).
    public let code: Int
    public let message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// An unexpected error inside the SSO extension: -50000 with internal -42008.
    public static func unexpected(_ message: String = "SSO extension request failed") -> SimulatedFailure {
        SimulatedFailure(code: MSALError.internal.rawValue, message: message)
    }

    /// The user cancelled the broker's UI: -50005.
    public static let userCanceled = SimulatedFailure(code: MSALError.userCanceled.rawValue,
                                                      message: "User cancelled the SSO extension request.")

    var error: NSError { MSALErrors.make(rawCode: code, message) }
}

/// Everything the device holds, guarded by the device's lock.
struct DeviceState: Sendable {
    var provisioning = DeviceProvisioning(authenticatorInstalled: false)
    /// Accounts signed in through the broker / SSO extension, device-wide.
    var brokerAccounts: [SimulatedUser] = []
    var apps: [String: AppRecord] = [:]
    var cookies: [BrowserCookie] = []
    var webScript: [WebFlowOutcome] = []
    var openWebSession: OpenWebSession?
    var nextWebSessionID = 1
    var ssoFailures: [SimulatedFailure] = []
    var ssoHeld = false
    var heldRequests: [@Sendable () -> Void] = []
    // MSALGlobalConfig: process-wide in an app; per device here (see MSALGlobalConfig).
    var brokerAvailability: MSALBrokeredAvailability = .auto
    var defaultWebviewType: MSALWebviewType = .default
    var shouldRequestBoundAppRefreshTokens = false
    /// Darwin notification observers, by notification name.
    var darwinObservers: [String: [@Sendable () -> Void]] = [:]

    subscript(app clientId: String) -> AppRecord {
        get { apps[clientId] ?? AppRecord() }
        set { apps[clientId] = newValue }
    }
}
