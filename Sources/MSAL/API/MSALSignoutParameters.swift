import Foundation

/// H `MSALSignoutParameters.h` (`: MSALParameters`, NS_ASSUME_NONNULL).
open class MSALSignoutParameters: MSALParameters {
    /// Imported by Swift as a non-optional `MSALWebviewParameters`, yet nil at runtime when the object was built with
    /// `init()`. A Swift value cannot be both, so it is implicitly unwrapped here: it reads like the real property and
    /// is nil in the same case.
    public private(set) var webviewParameters: MSALWebviewParameters!
    /// Also sign out of the browser (Safari), which briefly opens it. Default `false` since PR #881.
    public var signoutFromBrowser = false
    /// Remove the account for every client ID in the shared keychain group.
    public var wipeAccount = false
    /// Remove all accounts of all clients from the cache.
    public var wipeCacheForAllAccounts = false
    /// Extra query parameters for the end-session request.
    public var extraQueryParameters: [String: String]?

    /// Legal since MSAL 1.1.9 ("Make webview parameters optional"); `signoutFromBrowser` then needs web view
    /// parameters and fails without them.
    public override init() {
        super.init()
    }

    /// IMPL `MSALSignoutParameters.m`: copies the web view parameters and sets `signoutFromBrowser = false`.
    public init(webviewParameters: MSALWebviewParameters) {
        self.webviewParameters = webviewParameters.copy() as? MSALWebviewParameters ?? webviewParameters
        super.init()
        self.signoutFromBrowser = false
    }
}
