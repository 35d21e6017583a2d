import Foundation

extension MSALPublicClientApplication {
    /// `-signoutWithAccount:signoutParameters:completionBlock:` (IMPL; CORE `MSIDSignoutController`,
    /// `MSIDSSOExtensionSignoutController`; rules S1–S6, queue rule Q2). In order:
    /// (b) `signoutFromBrowser` without web view parameters fails before anything is removed;
    /// (c) the account's tokens for this client ID go, and it is marked signed out for it (`wipeAccount`: for every
    /// client ID); (d) `wipeCacheForAllAccounts` clears every account of every client;
    /// (e) the SSO extension signs the account out (device-wide on a shared device), then, if asked, the browser.
    /// A failing step (e) still leaves (c) and (d) done. The app's own data is never touched (S5).
    public func signout(with account: MSALAccount, signoutParameters: MSALSignoutParameters,
                        completionBlock signoutCompletionBlock: @escaping MSALSignoutCompletionBlock) {
        let scope = CallScope(
            device: device, clientId: clientId, operation: "signout(with:signoutParameters:completionBlock:)",
            summary: "account \(TraceWords.account(account)), signoutFromBrowser \(signoutParameters.signoutFromBrowser)"
                + ", wipeAccount \(signoutParameters.wipeAccount), wipeCacheForAllAccounts "
                + "\(signoutParameters.wipeCacheForAllAccounts), \(TraceWords.queue(of: signoutParameters))",
            values: ["account": TraceWords.account(account),
                     "signoutFromBrowser": String(signoutParameters.signoutFromBrowser)])
        defer { scope.markReturned() }
        let rule = QueueRule.mainThread(signoutParameters.completionBlockQueue)
        let reply = UncheckedBlock(call: signoutCompletionBlock)
        let finish: @Sendable (NSErrorBox?) -> Void = { box in
            let success = box == nil
            scope.complete(rule, summary: success ? "signed out" : "failed", values: ["success": String(success)],
                           error: box?.error) {
                reply.call(success, box?.error)
            }
        }

        // (a) An Objective-C caller can pass nil; a Swift `MSALAccount` always exists. An account without an
        // identifier is the closest case.
        guard let identifier = account.identifier else {
            finish(NSErrorBox(error: MSALErrors.make(.internalErrorInvalidParameter, "Account is required")))
            return
        }
        let fromBrowser = signoutParameters.signoutFromBrowser
        // (b)
        guard !fromBrowser || signoutParameters.webviewParameters != nil else {
            finish(NSErrorBox(error: MSALErrors.make(
                .internalErrorInvalidParameter, "Valid MSALWebviewParameters are required if signoutFromBrowser is "
                    + "requested. Please use [MSALSignoutParameters initWithWebviewParameters:] initializer")))
            return
        }
        let (wipeAccount, wipeAll) = (signoutParameters.wipeAccount, signoutParameters.wipeCacheForAllAccounts)
        let (device, clientId, loginHost) = (self.device, self.clientId, identity.loginHost)
        // (c), (d)
        device.state.withLock {
            $0.removeLocally(identifier, clientId: clientId, wipeAccount: wipeAccount, wipeAll: wipeAll)
        }
        device.trace.record(.device, "token cache", clientId: clientId,
                            summary: "removed \(TraceWords.account(account)) locally"
                                + (wipeAccount ? " for every client ID" : "") + (wipeAll ? "; cleared all accounts" : ""))

        // (e), browser step.
        let browserStep: @Sendable () -> Void = {
            guard fromBrowser else { return finish(nil) }
            device.runWebFlow(.browserSignout, clientId: clientId) { result in
                switch result {
                case .signedIn, .finished:
                    let cleared = device.state.withLock { state in
                        defer { state.cookies.removeAll { $0.host == loginHost } }
                        return state.cookies.filter { $0.host == loginHost }.count
                    }
                    device.trace.record(.device, "browser", clientId: clientId,
                                        summary: "end-session at \(loginHost) cleared \(cleared) cookie(s)")
                    finish(nil)
                case .failed(let box):
                    finish(box)
                }
            }
        }
        // (e), SSO extension step.
        switch device.route(for: identity) {
        case .ssoExtension(let shared):
            device.runSSOExtensionRequest("sign out", clientId: clientId, work: { state in
                state.ssoExtensionSignout(identifier, shared: shared, wipeAccount: wipeAccount)
                return .success(())
            }, completion: { result in
                switch result {
                case .success: browserStep()
                case .failure(let box): finish(box)
                }
            })
        case .brokerNotAllowed, .noSSOExtension:
            browserStep()
        }
    }
}
