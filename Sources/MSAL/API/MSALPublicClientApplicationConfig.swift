import Foundation

/// H `configuration/MSALPublicClientApplicationConfig.h` (`: NSObject <NSCopying>`).
open class MSALPublicClientApplicationConfig: NSObject, NSCopying {
    public var clientId: String
    /// nil means the default `msauth.<bundle id>://auth`, which is broker capable.
    public var redirectUri: String?
    public var authority: MSALAuthority
    public var knownAuthorities: [MSALAuthority]?
    public var extendedLifetimeEnabled = false
    public var clientApplicationCapabilities: [String]?
    public var tokenExpirationBuffer: Double = 300
    public var sliceConfig: MSALSliceConfig?
    public let cacheConfig: MSALCacheConfig
    public var multipleCloudsSupported = false
    public var bypassRedirectURIValidation = false
    public var nestedAuthBrokerClientId: String?
    public var nestedAuthBrokerRedirectUri: String?

    public convenience init(clientId: String) {
        self.init(clientId: clientId, redirectUri: nil, authority: nil)
    }

    public convenience init(clientId: String, redirectUri: String?, authority: MSALAuthority?) {
        self.init(clientId: clientId, redirectUri: redirectUri, authority: authority,
                  nestedAuthBrokerClientId: nil, nestedAuthBrokerRedirectUri: nil)
    }

    public init(clientId: String, redirectUri: String?, authority: MSALAuthority?,
                nestedAuthBrokerClientId: String?, nestedAuthBrokerRedirectUri: String?) {
        self.clientId = clientId
        self.redirectUri = redirectUri
        self.authority = authority ?? MSALAADAuthority.common
        self.nestedAuthBrokerClientId = nestedAuthBrokerClientId
        self.nestedAuthBrokerRedirectUri = nestedAuthBrokerRedirectUri
        self.cacheConfig = MSALCacheConfig()
        super.init()
    }

    @available(*, unavailable, message: "use init(clientId:)")
    public override init() {
        fatalError("unavailable")
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = MSALPublicClientApplicationConfig(
            clientId: clientId, redirectUri: redirectUri, authority: authority,
            nestedAuthBrokerClientId: nestedAuthBrokerClientId, nestedAuthBrokerRedirectUri: nestedAuthBrokerRedirectUri)
        copy.knownAuthorities = knownAuthorities
        copy.extendedLifetimeEnabled = extendedLifetimeEnabled
        copy.clientApplicationCapabilities = clientApplicationCapabilities
        copy.tokenExpirationBuffer = tokenExpirationBuffer
        copy.sliceConfig = sliceConfig
        copy.cacheConfig.keychainSharingGroup = cacheConfig.keychainSharingGroup
        copy.multipleCloudsSupported = multipleCloudsSupported
        copy.bypassRedirectURIValidation = bypassRedirectURIValidation
        return copy
    }

    /// CORE `MSIDRequestParameters+Broker.m`: the redirect URI is broker capable when it is MSAL's default or has
    /// the form `msauth.<bundle id>://auth`.
    var hasBrokerCapableRedirectUri: Bool {
        guard let redirectUri else { return true }
        guard let url = URL(string: redirectUri), let scheme = url.scheme else { return false }
        return scheme.hasPrefix("msauth.") && scheme.count > "msauth.".count && url.host == "auth"
    }
}

/// H `MSALCacheConfig.h`: where the token cache lives.
open class MSALCacheConfig: NSObject {
    /// The keychain group apps share; `com.microsoft.adalcache` by default.
    public var keychainSharingGroup = MSALCacheConfig.defaultKeychainSharingGroup

    public class var defaultKeychainSharingGroup: String { "com.microsoft.adalcache" }
}

/// H `MSALSliceConfig.h`: a test slice of the service (slice and data center names).
open class MSALSliceConfig: NSObject {
    public var slice: String?
    public var dc: String?

    /// `+configWithSlice:dc:`, imported by Swift as a failable initialiser.
    public init?(slice: String?, dc: String?) {
        self.slice = slice
        self.dc = dc
        super.init()
    }
}
