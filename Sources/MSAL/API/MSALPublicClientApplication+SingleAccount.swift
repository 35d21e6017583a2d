import Foundation

extension MSALPublicClientApplication {
    /// `-getCurrentAccountWithParameters:completionBlock:` (H `MSALPublicClientApplication+SingleAccount.h`;
    /// IMPL `MSALAccountsProvider.m`; rules C1–C9, Q1). Call it whenever the app resumes and before sensitive work:
    /// that is when a change of user is detected (MSAL polls nothing).
    public func getCurrentAccount(with parameters: MSALParameters?,
                                  completionBlock: @escaping MSALCurrentAccountCompletionBlock) {
        let scope = CallScope(device: device, clientId: clientId, operation: "getCurrentAccount(with:completionBlock:)",
                              summary: TraceWords.queue(of: parameters))
        defer { scope.markReturned() }
        let rule = QueueRule.producingThread(parameters?.completionBlockQueue)
        let reply = UncheckedBlock(call: completionBlock)
        let clientId = self.clientId
        let route = device.route(for: identity)

        // Steps 1, 3, 4: read the principal, refuse several accounts, store the new principal.
        let resolve: @Sendable (inout DeviceState) -> Result<CurrentAccountSnapshot, NSErrorBox> = { state in
            let previous = state[app: clientId].principal
            let accounts = state.signedInAccounts(clientId: clientId, route: route)
            guard accounts.count <= 1 else {
                return .failure(NSErrorBox(error: MSALErrors.make(.internalErrorAmbiguousAccount,
                                                                  "Multiple accounts found in cache.")))
            }
            state[app: clientId].principal = accounts.first
            return .success(CurrentAccountSnapshot(current: accounts.first, previous: previous,
                                                   previousStillSignedIn: accounts.contains { $0 == previous },
                                                   fromBroker: route != .brokerNotAllowed && route != .noSSOExtension))
        }
        @Sendable func deliver(_ result: Result<CurrentAccountSnapshot, NSErrorBox>) {
            switch result {
            case .success(let snapshot):
                scope.complete(rule, summary: "current \(TraceWords.user(snapshot.current)), previous "
                                   + TraceWords.user(snapshot.previous),
                               values: ["current": TraceWords.user(snapshot.current),
                                        "previous": TraceWords.user(snapshot.previous)], error: nil) {
                    reply.call(snapshot.currentAccount, snapshot.previousAccount, nil)
                }
            case .failure(let box):
                scope.complete(rule, summary: "failed", values: ["current": "nil", "previous": "nil"],
                               error: box.error) {
                    reply.call(nil, nil, box.error)
                }
            }
        }

        if case .ssoExtension = route {
            device.runSSOExtensionRequest("get accounts", clientId: clientId, work: resolve, completion: deliver)
        } else {
            deliver(device.state.withLock { resolve(&$0) })
        }
    }

    /// `-accountsFromDeviceForParameters:completionBlock:`: the accounts on the device (the SSO extension's, and on a
    /// personal device also the local cache's), filtered by the parameters (rule Q1 for the queue).
    public func accountsFromDevice(for parameters: MSALAccountEnumerationParameters,
                                   completionBlock: @escaping MSALAccountsCompletionBlock) {
        let scope = CallScope(device: device, clientId: clientId, operation: "accountsFromDevice(for:completionBlock:)",
                              summary: Self.words(parameters) + ", " + TraceWords.queue(of: parameters))
        defer { scope.markReturned() }
        let rule = QueueRule.producingThread(parameters.completionBlockQueue)
        let reply = UncheckedBlock(call: completionBlock)
        let clientId = self.clientId
        let route = device.route(for: identity)
        let filter = parameters.filter
        let onlySignedIn = parameters.returnOnlySignedInAccounts
        let fromBroker = route != .brokerNotAllowed && route != .noSSOExtension

        let list: @Sendable (inout DeviceState) -> Result<[SimulatedUser], NSErrorBox> = { state in
            .success(state.signedInAccounts(clientId: clientId, route: route, onlySignedIn: onlySignedIn)
                .filter(filter.matches))
        }
        @Sendable func deliver(_ result: Result<[SimulatedUser], NSErrorBox>) {
            switch result {
            case .success(let users):
                scope.complete(rule, summary: "\(users.count) account(s)",
                               values: ["accounts": users.map(\.username).joined(separator: ",")], error: nil) {
                    reply.call(users.map { MSALAccount(user: $0, isSSOAccount: fromBroker) }, nil)
                }
            case .failure(let box):
                scope.complete(rule, summary: "failed", error: box.error) { reply.call(nil, box.error) }
            }
        }

        if fromBroker {
            device.runSSOExtensionRequest("get accounts", clientId: clientId, work: list, completion: deliver)
        } else {
            deliver(device.state.withLock { list(&$0) })
        }
    }
}

/// The outcome of getCurrentAccount as values, until it reaches the app as `MSALAccount`s.
struct CurrentAccountSnapshot: Sendable {
    let current: SimulatedUser?
    let previous: SimulatedUser?
    /// Whether the previous principal is still among the signed-in accounts (then MSAL returns the full account).
    let previousStillSignedIn: Bool
    let fromBroker: Bool

    var currentAccount: MSALAccount? { current.map { MSALAccount(user: $0, isSSOAccount: fromBroker) } }

    /// C5: a previous account that is gone is rebuilt from the stored metadata (no tenant profiles).
    var previousAccount: MSALAccount? {
        previous.map { previousStillSignedIn ? MSALAccount(user: $0, isSSOAccount: fromBroker)
                                             : MSALAccount(principal: $0) }
    }
}
