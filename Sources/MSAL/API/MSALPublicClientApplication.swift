import Foundation

/// H `MSALPublicClientApplication.h`: an app's entry point to MSAL. Here every instance lives on a
/// `SimulatedDevice`: the public initialisers use `SimulatedDevice.current`, `SimulatedDevice.makeApplication`
/// names the device explicitly.
open class MSALPublicClientApplication: NSObject {
    /// The configuration the app passed (the app keeps its object; MSAL works on a copy taken at init).
    public let configuration: MSALPublicClientApplicationConfig
    let internalConfiguration: MSALPublicClientApplicationConfig
    let device: SimulatedDevice
    let identity: AppIdentity
    /// D5: the device-information provider runs one SSO extension request at a time.
    let deviceInformationSlot = RequestSlot()

    /// `-initWithConfiguration:error:` on `SimulatedDevice.current`.
    public convenience init(configuration config: MSALPublicClientApplicationConfig) throws {
        try self.init(configuration: config, device: SimulatedDevice.current)
    }

    /// `-initWithClientId:error:` on `SimulatedDevice.current`.
    public convenience init(clientId: String) throws {
        try self.init(configuration: MSALPublicClientApplicationConfig(clientId: clientId))
    }

    init(configuration config: MSALPublicClientApplicationConfig, device: SimulatedDevice) throws {
        let scope = CallScope(device: device, clientId: config.clientId, operation: "init(configuration:)",
                              summary: "client ID \(config.clientId), authority \(config.authority.url.absoluteString)"
                                  + ", redirect URI \(config.redirectUri ?? "default")")
        guard !config.clientId.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            let error = MSALErrors.make(.internalErrorInvalidParameter,
                                        "clientId is a required parameter and must not be nil or empty.")
            scope.finishSynchronously(summary: "failed", error: error)
            throw error
        }
        configuration = config
        // NSCopying returns Any; the copy of a configuration is one.
        internalConfiguration = config.copy() as? MSALPublicClientApplicationConfig ?? config
        self.device = device
        identity = AppIdentity(clientId: config.clientId, loginURL: config.authority.url,
                               brokerCapable: config.hasBrokerCapableRedirectUri
                                   && config.authority is MSALAADAuthority)
        super.init()
        scope.finishSynchronously(summary: "created on \(device.name)")
    }

    @available(*, unavailable, message: "use init(configuration:)")
    public override init() {
        fatalError("unavailable")
    }

    var clientId: String { identity.clientId }

    // MARK: - Class members

    /// The MSAL version this reference implementation follows (the fact sheet's snapshot).
    public class var sdkVersion: String? { "2.13.0" }

    /// `+cancelCurrentWebAuthSession`: cancels the web flow on screen on `SimulatedDevice.current`.
    public class func cancelCurrentWebAuthSession() -> Bool {
        let device = SimulatedDevice.current
        let scope = CallScope(device: device, clientId: nil, operation: "cancelCurrentWebAuthSession()", summary: "")
        let cancelled = device.cancelOpenWebFlow()
        scope.finishSynchronously(summary: cancelled ? "cancelled the web flow on screen" : "no web flow on screen",
                                  values: ["result": String(cancelled)])
        return cancelled
    }

    /// `+handleMSALResponse:sourceApplication:` (iOS): the simulated broker never answers through a URL.
    public class func handleMSALResponse(_ response: URL, sourceApplication: String?) -> Bool {
        let scope = CallScope(device: SimulatedDevice.current, clientId: nil,
                              operation: "handleMSALResponse(_:sourceApplication:)",
                              summary: "\(response.absoluteString) from \(sourceApplication ?? "nil")")
        scope.finishSynchronously(summary: "not an MSAL response", values: ["result": "false"])
        return false
    }

    /// Whether Microsoft Authenticator (a broker with the required protocol support) is installed.
    public var isCompatibleAADBrokerAvailable: Bool { device.provisioning.authenticatorInstalled }

    // MARK: - Accounts in the local cache

    /// `-allAccounts:`: the accounts with tokens for this client ID in the local cache.
    public func allAccounts() throws -> [MSALAccount] {
        try cachedAccounts("allAccounts()", summary: "") { _ in true }
    }

    /// `-accountForIdentifier:error:`. No match throws `MSALNilResultError`, as Swift does for a nil without error.
    public func account(forIdentifier identifier: String) throws -> MSALAccount {
        try single("account(forIdentifier:)", summary: identifier) { $0.identifier == identifier }
    }

    /// `-accountsForParameters:error:`.
    public func accounts(for parameters: MSALAccountEnumerationParameters) throws -> [MSALAccount] {
        try cachedAccounts("accounts(for:)", summary: Self.words(parameters), where: parameters.filter.matches)
    }

    /// `-accountForUsername:error:`. No match throws `MSALNilResultError`.
    public func account(forUsername username: String) throws -> MSALAccount {
        try single("account(forUsername:)", summary: username) {
            $0.username.caseInsensitiveCompare(username) == .orderedSame
        }
    }

    /// `-removeAccount:error:`: removes the account's tokens for this client ID and marks it signed out for it.
    public func remove(_ account: MSALAccount) throws {
        let scope = CallScope(device: device, clientId: clientId, operation: "remove(_:)",
                              summary: TraceWords.account(account))
        if let identifier = account.identifier {
            device.state.withLock {
                $0.removeLocally(identifier, clientId: clientId, wipeAccount: false, wipeAll: false)
            }
        }
        scope.finishSynchronously(summary: "removed")
    }

    private func cachedAccounts(_ operation: String, summary: String,
                                where matches: (SimulatedUser) -> Bool) throws -> [MSALAccount] {
        let scope = CallScope(device: device, clientId: clientId, operation: operation, summary: summary)
        let users = device.cachedUsers(clientId: clientId).filter(matches)
        scope.finishSynchronously(summary: "\(users.count) account(s)",
                                  values: ["accounts": users.map(\.username).joined(separator: ",")])
        return users.map { MSALAccount(user: $0, isSSOAccount: false) }
    }

    private func single(_ operation: String, summary: String,
                        where matches: (SimulatedUser) -> Bool) throws -> MSALAccount {
        let scope = CallScope(device: device, clientId: clientId, operation: operation, summary: summary)
        guard let user = device.cachedUsers(clientId: clientId).first(where: matches) else {
            let error = MSALNilResultError(operation: operation)
            scope.finishSynchronously(summary: "no matching account", error: error)
            throw error
        }
        scope.finishSynchronously(summary: user.username, values: ["account": user.username])
        return MSALAccount(user: user, isSSOAccount: false)
    }

    static func words(_ parameters: MSALAccountEnumerationParameters) -> String {
        var parts: [String] = []
        if let identifier = parameters.identifier { parts.append("identifier \(identifier)") }
        if let username = parameters.username { parts.append("username \(username)") }
        if let tenant = parameters.tenantProfileIdentifier { parts.append("tenant profile \(tenant)") }
        parts.append(parameters.returnOnlySignedInAccounts ? "signed-in only" : "including signed-out")
        return parts.joined(separator: ", ")
    }
}

/// One request at a time (IMPL `MSALSSOExtensionRequestHandler` `setCurrentSSOExtensionRequest:`).
final class RequestSlot: Sendable {
    private let busy = Locked(false)

    /// Takes the slot; false if a request already holds it.
    func begin() -> Bool {
        busy.withLock { busy in
            defer { busy = true }
            return !busy
        }
    }

    func end() { busy.withLock { $0 = false } }
}
