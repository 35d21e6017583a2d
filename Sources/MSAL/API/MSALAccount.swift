import Foundation

/// `@protocol MSALAccount <NSObject>`. The class has the same Objective-C name, so Swift imports the protocol as
/// `MSALAccountProtocol`.
public protocol MSALAccountProtocol: NSObjectProtocol {
    /// The UPN in AAD, e.g. `jane@contoso.com`; nil if the service returned none.
    var username: String? { get }
    /// `"<uid>.<utid>"`, the same as `homeAccountId.identifier`. Store it for later lookups.
    var identifier: String? { get }
    /// The host of the authority, e.g. `login.microsoftonline.com`.
    var environment: String { get }
    /// ID token claims, when an ID token was issued for this client in the account's home tenant.
    var accountClaims: [String: Any]? { get }
}

/// H `MSALAccount.h`: `@interface MSALAccount : NSObject <MSALAccount, NSCopying>`. Apps never construct accounts;
/// MSAL returns them.
open class MSALAccount: NSObject, MSALAccountProtocol, NSCopying {
    public let username: String?
    public let identifier: String?
    public let environment: String
    public let accountClaims: [String: Any]?
    /// nil when MSAL rebuilt the account from stored metadata only (C5).
    public let tenantProfiles: [MSALTenantProfile]?
    public let homeAccountId: MSALAccountId?
    /// Whether the account came from the SSO extension / broker.
    public let isSSOAccount: Bool

    init(username: String?, homeAccountId: MSALAccountId?, environment: String, accountClaims: [String: Any]?,
         tenantProfiles: [MSALTenantProfile]?, isSSOAccount: Bool) {
        self.username = username
        self.identifier = homeAccountId?.identifier
        self.environment = environment
        self.accountClaims = accountClaims
        self.tenantProfiles = tenantProfiles
        self.homeAccountId = homeAccountId
        self.isSSOAccount = isSSOAccount
        super.init()
    }

    /// `-init` is `NS_UNAVAILABLE`: MSAL returns accounts, apps never create them.
    @available(*, unavailable, message: "MSAL returns accounts; apps never create them")
    public override init() {
        fatalError("unavailable")
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        MSALAccount(username: username, homeAccountId: homeAccountId, environment: environment,
                    accountClaims: accountClaims, tenantProfiles: tenantProfiles, isSSOAccount: isSSOAccount)
    }

    /// IMPL `MSALAccount.m`: equal home account identifiers when both have one, otherwise case-insensitively equal
    /// usernames.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MSALAccount else { return false }
        if let mine = identifier, let theirs = other.identifier { return mine == theirs }
        guard let mine = username, let theirs = other.username else { return username == other.username }
        return mine.caseInsensitiveCompare(theirs) == .orderedSame
    }

    /// IMPL `MSALAccount.m`: the hash is the constant 0.
    open override var hash: Int { 0 }

    open override var description: String {
        "MSALAccount(username: \(username ?? "nil"), identifier: \(identifier ?? "nil"), environment: \(environment))"
    }
}

/// H `MSALAccountId.h`: the home account identifier, `"<objectId>.<tenantId>"` in AAD.
open class MSALAccountId: NSObject, NSCopying {
    public let identifier: String
    public let objectId: String?
    public let tenantId: String?

    init(identifier: String, objectId: String?, tenantId: String?) {
        self.identifier = identifier
        self.objectId = objectId
        self.tenantId = tenantId
        super.init()
    }

    @available(*, unavailable)
    public override init() {
        fatalError("unavailable")
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        MSALAccountId(identifier: identifier, objectId: objectId, tenantId: tenantId)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? MSALAccountId)?.identifier == identifier
    }

    open override var hash: Int { identifier.hashValue }
}

/// H `MSALTenantProfile.h`: the account's presence in one tenant.
open class MSALTenantProfile: NSObject, NSCopying {
    public let identifier: String?
    public let environment: String?
    public let tenantId: String?
    public let isHomeTenantProfile: Bool
    public let claims: [String: Any]?

    init(identifier: String?, environment: String?, tenantId: String?, isHomeTenantProfile: Bool,
         claims: [String: Any]?) {
        self.identifier = identifier
        self.environment = environment
        self.tenantId = tenantId
        self.isHomeTenantProfile = isHomeTenantProfile
        self.claims = claims
        super.init()
    }

    @available(*, unavailable)
    public override init() {
        fatalError("unavailable")
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        MSALTenantProfile(identifier: identifier, environment: environment, tenantId: tenantId,
                          isHomeTenantProfile: isHomeTenantProfile, claims: claims)
    }
}
