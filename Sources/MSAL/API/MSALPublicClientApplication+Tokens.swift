import Foundation

extension MSALPublicClientApplication {
    /// `-acquireTokenWithParameters:completionBlock:`: an interactive sign-in (rules A1, A2; queue rule Q2/Q3).
    /// With the SSO extension it goes through the broker and signs the account in device-wide; otherwise the web
    /// view signs the app in alone (and the system browser session keeps a cookie).
    public func acquireToken(with parameters: MSALInteractiveTokenParameters,
                             completionBlock: @escaping MSALCompletionBlock) {
        let webview = parameters.webviewParameters
        let scope = CallScope(
            device: device, clientId: clientId, operation: "acquireToken(with:completionBlock:)",
            summary: "scopes \(parameters.scopes.joined(separator: " ")), login hint \(parameters.loginHint ?? "nil"), "
                + "web view \(webview.webviewType), presented from \(webview.parentViewController.title), "
                + TraceWords.queue(of: parameters),
            values: ["loginHint": parameters.loginHint ?? "nil"])
        defer { scope.markReturned() }
        let request = TokenRequest(parameters, app: self, scope: scope, rule: .mainThread(parameters.completionBlockQueue),
                                   reply: UncheckedBlock(call: completionBlock))
        let route = device.route(for: identity)
        let throughBroker = route != .brokerNotAllowed && route != .noSSOExtension
        let cookieHost = !throughBroker && webview.sharesBrowserCookies ? identity.loginHost : nil
        let device = self.device
        let clientId = self.clientId

        let openWebFlow: @Sendable () -> Void = {
            device.runWebFlow(.signIn, clientId: clientId) { result in
                switch result {
                case .signedIn(let user):
                    device.updateBrokerState {
                        $0.recordSignIn(user, clientId: clientId, throughBroker: throughBroker, cookieHost: cookieHost)
                    }
                    request.succeed(user, isSSOAccount: throughBroker)
                case .finished:
                    request.fail(MSALErrors.make(.internalErrorAuthorizationFailed, "The web flow ended without a user"))
                case .failed(let box):
                    request.fail(box.error)
                }
            }
        }
        if throughBroker {
            device.runSSOExtensionRequest("interactive token request", clientId: clientId,
                                          work: { _ in .success(()) }, completion: { result in
                switch result {
                case .success: openWebFlow()
                case .failure(let box): request.fail(box.error)
                }
            })
        } else {
            openWebFlow()
        }
    }

    /// `-acquireTokenSilentWithParameters:completionBlock:` (rule A3; queue rule Q1/Q3): from this app's cache, else
    /// from the SSO extension when it has the account, else `MSALError.interactionRequired` (-50002).
    public func acquireTokenSilent(with parameters: MSALSilentTokenParameters,
                                   completionBlock: @escaping MSALCompletionBlock) {
        let scope = CallScope(
            device: device, clientId: clientId, operation: "acquireTokenSilent(with:completionBlock:)",
            summary: "scopes \(parameters.scopes.joined(separator: " ")), account "
                + "\(TraceWords.account(parameters.account)), \(TraceWords.queue(of: parameters))")
        defer { scope.markReturned() }
        let request = TokenRequest(parameters, app: self, scope: scope,
                                   rule: .producingThread(parameters.completionBlockQueue),
                                   reply: UncheckedBlock(call: completionBlock))
        guard let identifier = parameters.account?.identifier else {
            request.fail(MSALErrors.make(.internalErrorAccountRequired, "Account is required"))
            return
        }
        let clientId = self.clientId
        if let user = device.cachedUsers(clientId: clientId).first(where: { $0.identifier == identifier }),
           !parameters.forceRefresh {
            request.succeed(user, isSSOAccount: false)
            return
        }
        let route = device.route(for: identity)
        let needsUI = NSErrorBox(error: MSALErrors.make(.interactionRequired,
                                                        "No token matching arguments found in cache"))
        guard route != .brokerNotAllowed && route != .noSSOExtension else {
            request.fail(needsUI.error)
            return
        }
        let lookup: @Sendable (inout DeviceState) -> Result<SimulatedUser, NSErrorBox> = { state in
            let visible = state.signedInAccounts(clientId: clientId, route: route)
            guard let user = visible.first(where: { $0.identifier == identifier }) else { return .failure(needsUI) }
            state[app: clientId].cache(user)
            return .success(user)
        }
        device.runSSOExtensionRequest("silent token request", clientId: clientId, work: lookup, completion: { result in
            switch result {
            case .success(let user): request.succeed(user, isSSOAccount: true)
            case .failure(let box): request.fail(box.error)
            }
        })
    }
}

/// A token request on its way back to the app: what the result needs, as values.
struct TokenRequest: Sendable {
    let scope: CallScope
    let rule: QueueRule
    let reply: UncheckedBlock<MSALCompletionBlock>
    let clientId: String
    let scopes: [String]
    let authorityURL: URL
    let correlationId: UUID

    init(_ parameters: MSALTokenParameters, app: MSALPublicClientApplication, scope: CallScope, rule: QueueRule,
         reply: UncheckedBlock<MSALCompletionBlock>) {
        self.scope = scope
        self.rule = rule
        self.reply = reply
        clientId = app.identity.clientId
        scopes = parameters.scopes
        authorityURL = (parameters.authority ?? app.internalConfiguration.authority).url
        correlationId = parameters.correlationId ?? UUID()
    }

    func succeed(_ user: SimulatedUser, isSSOAccount: Bool) {
        let (reply, clientId, scopes, url, correlationId) = (reply, clientId, scopes, authorityURL, correlationId)
        scope.complete(rule, summary: "token for \(user.username)", values: ["account": user.username], error: nil) {
            reply.call(MSALResult(user: user, clientId: clientId, scopes: scopes,
                                  authority: MSALAADAuthority(validatedURL: url), correlationId: correlationId,
                                  isSSOAccount: isSSOAccount), nil)
        }
    }

    func fail(_ error: NSError) {
        let reply = reply
        scope.complete(rule, summary: "failed", error: error) { reply.call(nil, error) }
    }
}
