import Foundation

// Linux has no UIKit or WebKit. These are the smallest stand-ins the MSAL API surface needs; they do nothing and are
// named for what they stand in for. They are not part of the real SDK.

/// Stand-in for `UIViewController` (iOS) / `NSViewController` (macOS): the view controller a web flow is presented
/// from. Subclass it in test hosts that need a presenting controller.
open class SimulatedViewController: NSObject {
    /// A name shown in the trace, so scenarios can tell presenting controllers apart.
    public let title: String

    public init(title: String = "view controller") {
        self.title = title
        super.init()
    }
}

/// `typedef UIViewController MSALViewController;` on iOS. Here it names the stand-in.
public typealias MSALViewController = SimulatedViewController

/// Stand-in for `UIModalPresentationStyle` (iOS only), with the raw values UIKit uses.
public enum SimulatedModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// Stand-in for `WKWebView`: an app-provided embedded web view for the `.wkWebView` web view type.
open class SimulatedWebView: NSObject {
    public let configuration: SimulatedWebViewConfiguration

    public init(configuration: SimulatedWebViewConfiguration = SimulatedWebViewConfiguration()) {
        self.configuration = configuration
        super.init()
    }
}

/// Stand-in for `WKWebViewConfiguration`.
open class SimulatedWebViewConfiguration: NSObject {
    /// Whether the embedded web view shares no cookies with the browser (`WKWebsiteDataStore.nonPersistent()`).
    public var isNonPersistent = false
}
