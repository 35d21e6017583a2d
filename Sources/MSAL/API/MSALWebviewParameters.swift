import Foundation

/// H `MSALWebviewParameters.h` (`: NSObject <NSCopying>`): how and from where the web flow is presented.
open class MSALWebviewParameters: NSObject, NSCopying {
    /// The controller the web flow is presented from (`nonnull, strong` since MSAL 2.x).
    public var parentViewController: MSALViewController
    /// `UIModalPresentationStyle` on iOS.
    public var presentationStyle: SimulatedModalPresentationStyle = .fullScreen
    /// Ask the browser session not to share cookies with the browser (ASWebAuthenticationSession only).
    public var prefersEphemeralWebBrowserSession = false
    /// Which web view presents the flow.
    public var webviewType: MSALWebviewType = .default
    /// An app-provided embedded web view (used with `.wkWebView`).
    public var customWebview: SimulatedWebView?

    /// `-initWithAuthPresentationViewController:`.
    public init(authPresentationViewController parentViewController: MSALViewController) {
        self.parentViewController = parentViewController
        super.init()
    }

    /// `init` is `NS_UNAVAILABLE` in MSAL 2.x.
    @available(*, unavailable, message: "use init(authPresentationViewController:)")
    public override init() {
        fatalError("unavailable")
    }

    /// `+defaultWKWebviewConfiguration`.
    public class var defaultWKWebviewConfiguration: SimulatedWebViewConfiguration {
        SimulatedWebViewConfiguration()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = MSALWebviewParameters(authPresentationViewController: parentViewController)
        copy.presentationStyle = presentationStyle
        copy.prefersEphemeralWebBrowserSession = prefersEphemeralWebBrowserSession
        copy.webviewType = webviewType
        copy.customWebview = customWebview
        return copy
    }

    /// Whether a successful flow in this web view leaves a session cookie in the device's browser: the system
    /// browser session shares Safari's cookies unless ephemeral; an embedded `WKWebView` never does.
    var sharesBrowserCookies: Bool {
        webviewType != .wkWebView && !prefersEphemeralWebBrowserSession
    }
}
