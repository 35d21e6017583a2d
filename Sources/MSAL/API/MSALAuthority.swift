import Foundation

/// H `MSALAuthority.h`: the identity provider an app signs in with.
open class MSALAuthority: NSObject {
    /// The authority URL, e.g. `https://login.microsoftonline.com/common`.
    public let url: URL

    init(validatedURL url: URL) {
        self.url = url
        super.init()
    }

    @available(*, unavailable)
    public override init() {
        fatalError("unavailable")
    }

    /// `+authorityWithURL:error:`, imported by Swift as an initialiser. Only Entra ID (AAD) authorities are
    /// simulated, so the URL must be one (an https URL with a host).
    public convenience init(url: URL) throws {
        try MSALAADAuthority.validate(url)
        self.init(validatedURL: url)
    }

    /// The authority's host, the "login host" an SSO extension's URLs must cover.
    var host: String { url.host ?? "" }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? MSALAuthority)?.url == url
    }

    open override var hash: Int { url.hashValue }

    open override var description: String { url.absoluteString }
}

/// H `MSALAADAuthority.h`: a Microsoft Entra ID authority. The only kind the broker supports.
open class MSALAADAuthority: MSALAuthority {
    /// `-initWithURL:error:`: an https URL with a host and a tenant path component.
    public init(url: URL) throws {
        try Self.validate(url)
        super.init(validatedURL: url)
    }

    static func validate(_ url: URL) throws {
        guard url.scheme?.lowercased() == "https", let host = url.host, !host.isEmpty else {
            throw MSALErrors.make(.internalErrorInvalidParameter,
                                  "AAD authority should be a valid https URL, got \(url.absoluteString)")
        }
    }

    override init(validatedURL url: URL) {
        super.init(validatedURL: url)
    }

    /// The default authority of a new configuration (a literal URL, so the unwrap cannot fail).
    static var common: MSALAADAuthority {
        MSALAADAuthority(validatedURL: URL(string: "https://login.microsoftonline.com/common")!)
    }
}
