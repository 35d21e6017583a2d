import Foundation

/// A person with an account in Microsoft Entra ID, as the simulated device knows them. Not part of the MSAL API.
///
/// The account MSAL returns for this user has `identifier == "<objectId>.<tenantId>"`, `username`, and
/// `environment` (the login host).
public struct SimulatedUser: Sendable, Hashable, CustomStringConvertible {
    public let username: String
    public let objectId: String
    public let tenantId: String
    public let environment: String
    public let displayName: String?

    /// Every field can be given; by default the object and tenant ids are derived from the username, so the same
    /// username always gives the same account (stable traces).
    public init(username: String, objectId: String? = nil, tenantId: String? = nil,
                environment: String = "login.microsoftonline.com", displayName: String? = nil) {
        let parts = username.split(separator: "@", maxSplits: 1).map(String.init)
        self.username = username
        self.objectId = objectId ?? "oid-" + (parts.first ?? username)
        self.tenantId = tenantId ?? "tid-" + (parts.count > 1 ? parts[1] : "organizations")
        self.environment = environment
        self.displayName = displayName
    }

    /// `homeAccountId.identifier` of the account: `"<objectId>.<tenantId>"`.
    public var identifier: String { "\(objectId).\(tenantId)" }

    public var description: String { username }
}

/// The workplace-join (device registration) metadata MSAL adds to `extraDeviceInformation` under the
/// `MSAL_PRIMARY_REGISTRATION_*` keys.
public struct WorkplaceJoinRegistration: Sendable, Hashable, Codable {
    public var upn: String
    public var deviceId: String
    public var tenantId: String
    public var cloudHost: String
    public var certificateThumbprint: String

    public init(upn: String, deviceId: String, tenantId: String, cloudHost: String = "login.microsoftonline.com",
                certificateThumbprint: String = "0000000000000000000000000000000000000000") {
        self.upn = upn
        self.deviceId = deviceId
        self.tenantId = tenantId
        self.cloudHost = cloudHost
        self.certificateThumbprint = certificateThumbprint
    }

    var metadata: [String: String] {
        [
            MSAL_PRIMARY_REGISTRATION_UPN: upn, MSAL_PRIMARY_REGISTRATION_DEVICE_ID: deviceId,
            MSAL_PRIMARY_REGISTRATION_TENANT_ID: tenantId, MSAL_PRIMARY_REGISTRATION_CLOUD: cloudHost,
            MSAL_PRIMARY_REGISTRATION_CERTIFICATE_THUMBPRINT: certificateThumbprint,
        ]
    }
}

/// A session cookie in the device's browser (Safari): who is signed in to which login host.
public struct BrowserCookie: Sendable, Hashable {
    public let host: String
    public let username: String
    public let userIdentifier: String

    public init(host: String, user: SimulatedUser) {
        self.host = host
        self.username = user.username
        self.userIdentifier = user.identifier
    }
}
