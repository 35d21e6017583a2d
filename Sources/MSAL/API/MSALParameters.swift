import Dispatch
import Foundation

/// H `MSALParameters.h`: parameters common to every request.
open class MSALParameters: NSObject {
    /// The queue the completion block is dispatched to (always `async`). With nil, see each call: interactive and
    /// sign-out complete on the main thread, the others on whichever thread produced the result.
    public var completionBlockQueue: DispatchQueue?

    public override init() {
        super.init()
    }
}

/// H `MSALTokenParameters.h`: parameters of a token request.
open class MSALTokenParameters: MSALParameters {
    public var scopes: [String]
    public var account: MSALAccount?
    public var authority: MSALAuthority?
    public var claimsRequest: MSALClaimsRequest?
    public var extraQueryParameters: [String: String]?
    public var correlationId: UUID?
    public var authenticationScheme: MSALAuthenticationSchemeProtocol?

    /// `-initWithScopes:` (`NS_DESIGNATED_INITIALIZER`).
    public init(scopes: [String]) {
        self.scopes = scopes
        super.init()
    }

    /// `init`/`new` are `NS_UNAVAILABLE`.
    @available(*, unavailable, message: "use init(scopes:)")
    public override init() {
        fatalError("unavailable")
    }
}

/// H `MSALInteractiveTokenParameters.h`: an interactive (web) token request.
open class MSALInteractiveTokenParameters: MSALTokenParameters {
    public var promptType: MSALPromptType = .default
    public var loginHint: String?
    public var domainHint: String?
    public var extraScopesToConsent: [String]?
    /// `readonly, copy`.
    public let webviewParameters: MSALWebviewParameters
    public var preferredAuthMethod: MSALPreferredAuthMethod = .none

    /// `-initWithScopes:webviewParameters:` (`NS_DESIGNATED_INITIALIZER`); the web view parameters are copied.
    public init(scopes: [String], webviewParameters: MSALWebviewParameters) {
        // NSCopying returns Any; the copy of an MSALWebviewParameters is one.
        self.webviewParameters = webviewParameters.copy() as? MSALWebviewParameters ?? webviewParameters
        super.init(scopes: scopes)
    }

    /// `-initWithScopes:` is `NS_UNAVAILABLE` on interactive parameters (MSAL 2.x).
    @available(*, unavailable, message: "use init(scopes:webviewParameters:)")
    public override init(scopes: [String]) {
        fatalError("unavailable")
    }
}

/// H `MSALSilentTokenParameters.h`: a silent token request for a known account.
open class MSALSilentTokenParameters: MSALTokenParameters {
    public var forceRefresh = false
    public var allowUsingLocalCachedRtWhenSsoExtFailed = false

    /// `-initWithScopes:account:` (`NS_DESIGNATED_INITIALIZER`).
    public init(scopes: [String], account: MSALAccount) {
        super.init(scopes: scopes)
        self.account = account
    }

    @available(*, unavailable, message: "use init(scopes:account:)")
    public override init(scopes: [String]) {
        fatalError("unavailable")
    }
}

/// H `MSALAccountEnumerationParameters.h`: which accounts to list.
open class MSALAccountEnumerationParameters: MSALParameters {
    public private(set) var identifier: String?
    public private(set) var tenantProfileIdentifier: String?
    public private(set) var username: String?
    /// Default YES: leave out accounts signed out for this app.
    public var returnOnlySignedInAccounts = true

    public override init() {
        super.init()
    }

    public init(identifier: String?) {
        self.identifier = identifier
        super.init()
    }

    public init(identifier: String?, username: String) {
        self.identifier = identifier
        self.username = username
        super.init()
    }

    public init(tenantProfileIdentifier: String) {
        self.tenantProfileIdentifier = tenantProfileIdentifier
        super.init()
    }

    /// The criteria as a value, readable from any queue.
    var filter: AccountFilter {
        AccountFilter(identifier: identifier, username: username, tenantProfileIdentifier: tenantProfileIdentifier)
    }
}

/// Which accounts an `MSALAccountEnumerationParameters` asks for.
struct AccountFilter: Sendable {
    let identifier: String?
    let username: String?
    let tenantProfileIdentifier: String?

    func matches(_ user: SimulatedUser) -> Bool {
        if let identifier, identifier != user.identifier { return false }
        if let username, username.caseInsensitiveCompare(user.username) != .orderedSame { return false }
        if let tenantProfileIdentifier, tenantProfileIdentifier != user.identifier { return false }
        return true
    }
}

/// H `MSALClaimsRequest.h`: a claims request (carried, not interpreted, by the simulation).
open class MSALClaimsRequest: NSObject {
    public let jsonString: String

    /// `-initWithJsonString:error:`. The simulation keeps the text as given.
    public init(jsonString: String) throws {
        self.jsonString = jsonString
        super.init()
    }
}

/// H `MSALAuthenticationSchemeProtocol.h`: Bearer or PoP. Only the scheme name matters to the simulation.
public protocol MSALAuthenticationSchemeProtocol: NSObjectProtocol {
    var scheme: String { get }
}
