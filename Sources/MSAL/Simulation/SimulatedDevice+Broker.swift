import Dispatch
import Foundation

/// Who an app is, as the device sees it.
struct AppIdentity: Sendable {
    let clientId: String
    let loginURL: URL
    /// CORE `MSIDRequestParameters+Broker.m` `shouldUseBroker`: broker-capable redirect URI, an AAD authority.
    let brokerCapable: Bool

    var loginHost: String { loginURL.host ?? SimulatedDevice.defaultLoginHost }
}

/// How a request reaches accounts and tokens (fact sheet §3 "Setting").
enum BrokerRoute: Sendable, Equatable {
    /// `MSALGlobalConfig.brokerAvailability == .none`, or the app's redirect URI or authority cannot use a broker.
    case brokerNotAllowed
    /// Broker allowed, but no SSO extension handles the app's login host.
    case noSSOExtension
    /// The SSO extension handles the app's login host and reports this mode.
    case ssoExtension(shared: Bool)
}

extension SimulatedDevice {
    func route(for app: AppIdentity) -> BrokerRoute {
        let (availability, provisioning) = state.withLock { ($0.brokerAvailability, $0.provisioning) }
        guard availability == .auto, app.brokerCapable else { return .brokerNotAllowed }
        let report = ProfileEvaluation.report(for: provisioning, loginURL: app.loginURL)
        return report.ssoExtensionLoaded ? .ssoExtension(shared: report.isShared) : .noSSOExtension
    }

    /// Sends a request to the SSO extension. It runs on the extension's queue (later, if requests are held), takes
    /// the next scripted failure if there is one, and calls `completion` on that queue.
    func runSSOExtensionRequest<T: Sendable>(_ name: String, clientId: String,
                                             work: @escaping @Sendable (inout DeviceState) -> Result<T, NSErrorBox>,
                                             completion: @escaping @Sendable (Result<T, NSErrorBox>) -> Void) {
        let request: @Sendable () -> Void = { [self] in
            let result = updateBrokerState { state -> Result<T, NSErrorBox> in
                if !state.ssoFailures.isEmpty {
                    return .failure(NSErrorBox(error: state.ssoFailures.removeFirst().error))
                }
                return work(&state)
            }
            let error: NSError? = if case .failure(let box) = result { box.error } else { nil }
            trace.record(.device, "SSO extension", clientId: clientId,
                         summary: "\(name) \(error == nil ? "succeeded" : "failed")", error: error)
            completion(result)
        }
        let held = state.withLock { state in
            if state.ssoHeld { state.heldRequests.append(request) }
            return state.ssoHeld
        }
        if !held { ssoExtensionQueue.async(execute: request) }
    }

    /// Changes the device state. If that changes the broker's accounts on a shared device, the broker posts the
    /// Darwin notification `SHARED_MODE_CURRENT_ACCOUNT_CHANGED` (S6): recorded in the trace and delivered to the
    /// observers after the lock is released, on the calling queue.
    func updateBrokerState<T>(_ body: (inout DeviceState) -> T) -> T {
        let (result, posted) = state.withLock { state -> (T, [@Sendable () -> Void]?) in
            let before = state.brokerAccounts
            let result = body(&state)
            let shared = ProfileEvaluation.report(for: state.provisioning, loginURL: Self.defaultLoginURL).isShared
            guard shared, state.brokerAccounts != before else { return (result, nil) }
            return (result, state.darwinObservers[Self.accountChangedNotification] ?? [])
        }
        if let observers = posted {
            trace.record(.device, "Darwin notification", clientId: nil,
                         summary: "broker posted \(Self.accountChangedNotification) to \(observers.count) observer(s)")
            observers.forEach { $0() }
        }
        return result
    }

    /// Opens a web flow; the user does what the script says. `completion` runs on the web flow queue, or on the
    /// caller's thread when the flow cannot open because another one is on screen (-42402).
    func runWebFlow(_ kind: WebFlowKind, clientId: String, completion: @escaping @Sendable (WebFlowResult) -> Void) {
        let opened: (id: Int, outcome: WebFlowOutcome)? = state.withLock { state in
            guard state.openWebSession == nil else { return nil }
            let outcome = state.webScript.isEmpty ? kind.unscriptedOutcome : state.webScript.removeFirst()
            let id = state.nextWebSessionID
            state.nextWebSessionID += 1
            state.openWebSession = OpenWebSession(id: id, finish: completion)
            return (id, outcome)
        }
        guard let opened else {
            trace.record(.device, "web flow", clientId: clientId, summary: "not opened: another web flow is on screen")
            completion(.failed(NSErrorBox(error: MSALErrors.make(
                .internalErrorInteractiveSessionAlreadyRunning, "Interactive session is already running."))))
            return
        }
        let what = kind == .signIn ? "sign-in" : "browser sign-out"
        trace.record(.device, "web flow", clientId: clientId, summary: "\(what) opened; the user \(opened.outcome)")
        guard let result = opened.outcome.result(for: kind) else { return }
        webFlowQueue.async { [self] in finishWebFlow(id: opened.id, with: result) }
    }

    /// Closes the web flow with this id, if it is still open, and reports `result`.
    private func finishWebFlow(id: Int, with result: WebFlowResult) {
        let session = state.withLock { state -> OpenWebSession? in
            guard let session = state.openWebSession, session.id == id else { return nil }
            state.openWebSession = nil
            return session
        }
        session?.finish(result)
    }

    /// `cancelCurrentWebAuthSession`: cancels the web flow on screen, if any. It ends with -50005.
    func cancelOpenWebFlow() -> Bool {
        guard let id = state.withLock({ $0.openWebSession?.id }) else { return false }
        let error = MSALErrors.make(.userCanceled, "Authorization session was cancelled programatically")
        webFlowQueue.async { [self] in finishWebFlow(id: id, with: .failed(NSErrorBox(error: error))) }
        return true
    }
}

extension DeviceState {
    /// The signed-in accounts a request of this app sees (fact sheet §3.2 step 2).
    func signedInAccounts(clientId: String, route: BrokerRoute, onlySignedIn: Bool = true) -> [SimulatedUser] {
        let app = self[app: clientId]
        switch route {
        case .ssoExtension(shared: true):
            return brokerAccounts
        case .ssoExtension(shared: false):
            let fromBroker = brokerAccounts.filter { !onlySignedIn || !app.signedOut.contains($0.identifier) }
            let local = app.cachedUsers.filter { user in !fromBroker.contains { $0.identifier == user.identifier } }
            return fromBroker + local
        case .brokerNotAllowed, .noSSOExtension:
            return app.cachedUsers
        }
    }

    /// A successful interactive sign-in.
    mutating func recordSignIn(_ user: SimulatedUser, clientId: String, throughBroker: Bool, cookieHost: String?) {
        if throughBroker {
            brokerAccounts.removeAll { $0.identifier == user.identifier }
            brokerAccounts.append(user)
        }
        self[app: clientId].cache(user)
        if let cookieHost {
            cookies.removeAll { $0.host == cookieHost && $0.userIdentifier == user.identifier }
            cookies.append(BrowserCookie(host: cookieHost, user: user))
        }
    }

    /// Sign-out steps (c) and (d): local removal, before any controller runs.
    mutating func removeLocally(_ identifier: String, clientId: String, wipeAccount: Bool, wipeAll: Bool) {
        if wipeAccount {
            for key in apps.keys { apps[key]?.removeTokens(of: identifier, markSignedOut: false) }
        }
        self[app: clientId].removeTokens(of: identifier, markSignedOut: true)
        if wipeAll {
            for key in apps.keys { apps[key]?.cachedUsers.removeAll() }
        }
    }

    /// Sign-out step (e) in the SSO extension: on a shared device the account leaves the device and every app's
    /// cache; on a personal device it stays for the other apps unless the account is wiped.
    mutating func ssoExtensionSignout(_ identifier: String, shared: Bool, wipeAccount: Bool) {
        guard shared || wipeAccount else { return }
        brokerAccounts.removeAll { $0.identifier == identifier }
        for key in apps.keys { apps[key]?.removeTokens(of: identifier, markSignedOut: false) }
    }
}
