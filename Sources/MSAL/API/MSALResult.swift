import Foundation

/// H `MSALResult.h`: `NS_SWIFT_SENDABLE`, so it is `Sendable` in Swift. Every property is immutable.
public final class MSALResult: NSObject, @unchecked Sendable {
    public let accessToken: String
    public let expiresOn: Date?
    public let extendedLifeTimeToken: Bool
    public let idToken: String?
    public let scopes: [String]
    public let tenantProfile: MSALTenantProfile
    public let account: MSALAccount
    public let authority: MSALAuthority
    public let correlationId: UUID
    public let authorizationHeader: String
    public let authenticationScheme: String

    init(accessToken: String, expiresOn: Date?, idToken: String?, scopes: [String], tenantProfile: MSALTenantProfile,
         account: MSALAccount, authority: MSALAuthority, correlationId: UUID) {
        self.accessToken = accessToken
        self.expiresOn = expiresOn
        self.extendedLifeTimeToken = false
        self.idToken = idToken
        self.scopes = scopes
        self.tenantProfile = tenantProfile
        self.account = account
        self.authority = authority
        self.correlationId = correlationId
        self.authorizationHeader = "Bearer \(accessToken)"
        self.authenticationScheme = "Bearer"
        super.init()
    }

    @available(*, unavailable)
    public override init() {
        fatalError("unavailable")
    }
}
