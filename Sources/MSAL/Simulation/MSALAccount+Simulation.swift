import Foundation

extension MSALAccount {
    /// The account MSAL returns for a user it has tokens or broker state for.
    convenience init(user: SimulatedUser, isSSOAccount: Bool) {
        let claims: [String: Any] = [
            "preferred_username": user.username, "oid": user.objectId, "tid": user.tenantId,
            "name": user.displayName ?? user.username,
        ]
        let profile = MSALTenantProfile(identifier: user.identifier, environment: user.environment,
                                        tenantId: user.tenantId, isHomeTenantProfile: true, claims: claims)
        self.init(username: user.username, homeAccountId: user.homeAccountId, environment: user.environment,
                  accountClaims: claims, tenantProfiles: [profile], isSSOAccount: isSSOAccount)
    }

    /// The account MSAL rebuilds from the stored principal-account metadata alone (C5): username, identifiers and
    /// environment, no tenant profiles, no claims.
    convenience init(principal user: SimulatedUser) {
        self.init(username: user.username, homeAccountId: user.homeAccountId, environment: user.environment,
                  accountClaims: nil, tenantProfiles: nil, isSSOAccount: false)
    }
}

extension SimulatedUser {
    var homeAccountId: MSALAccountId {
        MSALAccountId(identifier: identifier, objectId: objectId, tenantId: tenantId)
    }
}

extension MSALResult {
    /// A token response for `user`.
    convenience init(user: SimulatedUser, clientId: String, scopes: [String], authority: MSALAuthority,
                     correlationId: UUID, isSSOAccount: Bool) {
        let account = MSALAccount(user: user, isSSOAccount: isSSOAccount)
        let profile = account.tenantProfiles?.first
            ?? MSALTenantProfile(identifier: user.identifier, environment: user.environment, tenantId: user.tenantId,
                                 isHomeTenantProfile: true, claims: nil)
        self.init(accessToken: "simulated-access-token.\(clientId).\(user.identifier)",
                  expiresOn: Date(timeIntervalSinceNow: 3600), idToken: "simulated-id-token.\(user.identifier)",
                  scopes: scopes, tenantProfile: profile, account: account, authority: authority,
                  correlationId: correlationId)
    }
}

/// Words for the trace.
enum TraceWords {
    static func account(_ account: MSALAccount?) -> String { account?.username ?? "nil" }

    static func user(_ user: SimulatedUser?) -> String { user?.username ?? "nil" }

    static func queue(of parameters: MSALParameters?) -> String {
        guard let parameters else { return "no parameters" }
        return parameters.completionBlockQueue.map { "completionBlockQueue \($0.label)" } ?? "no completionBlockQueue"
    }
}
