import Dispatch
import Foundation

/// A simulated iOS device: its MDM provisioning, Microsoft Authenticator and its SSO extension, the device-wide
/// broker accounts, the browser's cookies, and the apps (client IDs) installed on it, each with its own token cache
/// and stored principal account. Thread-safe. Not part of the MSAL API.
///
/// Apps are created on a device with `makeApplication(configuration:)`, or with the public MSAL initialisers, which
/// use `SimulatedDevice.current`.
public final class SimulatedDevice: Sendable, CustomStringConvertible {
    /// The host of MSAL's default authority.
    public static let defaultLoginHost = "login.microsoftonline.com"
    static let defaultLoginURL = URL(string: "https://login.microsoftonline.com/common")!

    public let name: String
    /// Every call, completion and device event on this device.
    public let trace = Trace()
    let state = Locked(DeviceState())
    /// The queue SSO extension replies arrive on.
    let ssoExtensionQueue: DispatchQueue
    /// The queue web flows (interactive sign-in, browser sign-out) end on.
    let webFlowQueue: DispatchQueue
    /// The objects behind `MSALGlobalConfig.httpConfig`, `telemetryConfig` and `loggerConfig`.
    let globalConfigObjects = GlobalConfigObjects()

    private static let queueLabelKey = DispatchSpecificKey<String>()

    public init(name: String = "simulated device") {
        self.name = name
        ssoExtensionQueue = Self.labelledQueue("com.microsoft.azureauthenticator.ssoextension")
        webFlowQueue = Self.labelledQueue("com.apple.AuthenticationServices.webflow")
    }

    private static func labelledQueue(_ label: String) -> DispatchQueue {
        let queue = DispatchQueue(label: label)
        queue.setSpecific(key: queueLabelKey, value: label)
        return queue
    }

    /// The label of the simulation queue, or the main queue, the caller runs on.
    static var currentQueueLabel: String {
        if let label = DispatchQueue.getSpecific(key: queueLabelKey) { return label }
        return isOnMainQueue ? DispatchQueue.main.label : "a caller thread"
    }

    /// Marks the main queue once, so that code can tell it runs there.
    private static let mainQueueMarked: Bool = {
        DispatchQueue.main.setSpecific(key: queueLabelKey, value: DispatchQueue.main.label)
        return true
    }()

    /// Whether the caller runs on the main thread, or on the main queue. (After `dispatchMain()`, as in a test
    /// runner on Linux, the main queue is drained by a worker thread, so `Thread.isMainThread` alone would miss it.)
    static var isOnMainQueue: Bool {
        _ = mainQueueMarked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: queueLabelKey) == DispatchQueue.main.label
    }

    public var description: String { "SimulatedDevice(\(name))" }

    // MARK: - The current device

    private static let fallback = Locked(SimulatedDevice(name: "default device"))
    @TaskLocal private static var scoped: SimulatedDevice?

    /// The device the public MSAL initialisers (`MSALPublicClientApplication(configuration:)`), `MSALGlobalConfig`
    /// and `cancelCurrentWebAuthSession()` use: the one `withCurrent` set for the running task, else the one last
    /// assigned here (at first a plain device with nothing installed).
    public static var current: SimulatedDevice {
        get { scoped ?? fallback.withLock { $0 } }
        set { fallback.withLock { $0 = newValue } }
    }

    /// Runs `body` with `device` as `current` for this task and the tasks it creates, without touching other tasks.
    public static func withCurrent<R>(_ device: SimulatedDevice, _ body: () throws -> R) rethrows -> R {
        try $scoped.withValue(device, operation: body)
    }

    /// Runs `body` with `device` as `current` for this task and the tasks it creates, without touching other tasks.
    public static func withCurrent<R>(_ device: SimulatedDevice, _ body: () async throws -> R) async rethrows -> R {
        try await $scoped.withValue(device, operation: body)
    }

    // MARK: - Apps

    /// Installs (or opens) the app with this configuration on this device.
    public func makeApplication(configuration: MSALPublicClientApplicationConfig) throws
        -> MSALPublicClientApplication {
        try MSALPublicClientApplication(configuration: configuration, device: self)
    }

    /// Installs (or opens) the app with this client ID and the default configuration on this device.
    public func makeApplication(clientId: String) throws -> MSALPublicClientApplication {
        try makeApplication(configuration: MSALPublicClientApplicationConfig(clientId: clientId))
    }

    // MARK: - Provisioning

    /// Applies an MDM provisioning and returns what the device made of it for the default login host.
    @discardableResult
    public func provision(_ provisioning: DeviceProvisioning) -> ProvisioningReport {
        state.withLock { $0.provisioning = provisioning }
        let report = self.report
        trace.record(.device, "provision", clientId: nil, summary: report.description,
                     values: ["deviceMode": report.isShared ? "shared" : "default",
                              "ssoExtension": report.ssoExtensionLoaded ? "loaded" : "not loaded"])
        return report
    }

    /// The provisioning in force.
    public var provisioning: DeviceProvisioning { state.withLock { $0.provisioning } }

    /// What the provisioning gives for the default login host.
    public var report: ProvisioningReport { report(forLoginURL: Self.defaultLoginURL) }

    /// What the provisioning gives for an app signing in with this authority URL.
    public func report(forLoginURL url: URL) -> ProvisioningReport {
        ProfileEvaluation.report(for: provisioning, loginURL: url)
    }

    /// Whether an SSO extension could perform authorisation for this login host.
    func ssoExtensionCanRun(forHost host: String) -> Bool {
        report(forLoginURL: URL(string: "https://\(host)/common") ?? Self.defaultLoginURL).ssoExtensionLoaded
    }

    // MARK: - Users, accounts, cookies

    /// Queues what the user does in the next web flow. Flows take outcomes in order.
    public func scriptWebFlow(_ outcomes: WebFlowOutcome...) {
        state.withLock { $0.webScript += outcomes }
    }

    /// Outcomes scripted and not yet used.
    public var scriptedWebFlows: [WebFlowOutcome] { state.withLock { $0.webScript } }

    /// Accounts signed in through the broker, device-wide.
    public var brokerAccounts: [SimulatedUser] { state.withLock { $0.brokerAccounts } }

    /// The Darwin notification the broker posts on a shared device when the signed-in account changes (S6; CORE
    /// `MSIDConstants.m`). Not MSAL API: apps observe it and then call getCurrentAccount.
    public static let accountChangedNotification = "SHARED_MODE_CURRENT_ACCOUNT_CHANGED"

    /// Registers `handler` for a Darwin notification (`CFNotificationCenterGetDarwinNotifyCenter` on iOS).
    public func addDarwinNotificationObserver(_ name: String, _ handler: @escaping @Sendable () -> Void) {
        state.withLock { $0.darwinObservers[name, default: []].append(handler) }
    }

    /// Signs a user in on the device through Microsoft Authenticator, as if some app had done it earlier.
    public func signInThroughBroker(_ user: SimulatedUser) {
        updateBrokerState { state in
            state.brokerAccounts.removeAll { $0.identifier == user.identifier }
            state.brokerAccounts.append(user)
        }
        trace.record(.device, "broker sign-in", clientId: nil, summary: "\(user.username) signed in on the device")
    }

    /// Puts tokens for `user` into the cache of the app with this client ID, as if it had signed in earlier.
    public func seedTokenCache(clientId: String, with user: SimulatedUser) {
        state.withLock { $0[app: clientId].cache(user) }
    }

    /// Accounts with tokens in the cache of the app with this client ID.
    public func cachedUsers(clientId: String) -> [SimulatedUser] { state.withLock { $0[app: clientId].cachedUsers } }

    /// The principal account getCurrentAccount last stored for this client ID.
    public func principalAccount(clientId: String) -> SimulatedUser? { state.withLock { $0[app: clientId].principal } }

    /// The browser's session cookies.
    public var browserCookies: [BrowserCookie] { state.withLock { $0.cookies } }

    /// Signs a user in to the browser (Safari) at a login host.
    public func signInToBrowser(_ user: SimulatedUser, host: String = SimulatedDevice.defaultLoginHost) {
        state.withLock { state in
            state.cookies.removeAll { $0.host == host && $0.userIdentifier == user.identifier }
            state.cookies.append(BrowserCookie(host: host, user: user))
        }
    }

    // MARK: - The SSO extension's behaviour

    /// The next SSO extension request fails with this failure (failures are used in order).
    public func failNextSSOExtensionRequest(_ failure: SimulatedFailure = .unexpected()) {
        state.withLock { $0.ssoFailures.append(failure) }
    }

    /// Keeps SSO extension requests waiting until `releaseSSOExtensionRequests()`; no thread blocks meanwhile.
    public func holdSSOExtensionRequests() {
        state.withLock { $0.ssoHeld = true }
    }

    /// Lets held SSO extension requests run, in order.
    public func releaseSSOExtensionRequests() {
        let held = state.withLock { state in
            state.ssoHeld = false
            defer { state.heldRequests.removeAll() }
            return state.heldRequests
        }
        held.forEach { ssoExtensionQueue.async(execute: $0) }
    }
}
