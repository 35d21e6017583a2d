import Foundation

// H `MSALDefinitions.h`, `MSALDeviceInformation.h`: enums as Swift imports them (common prefix stripped).

/// `MSALDeviceModeDefault`, `MSALDeviceModeShared`.
public enum MSALDeviceMode: UInt, Sendable {
    case `default` = 0
    case shared = 1
}

/// The web view MSAL uses for interactive flows. `.safariViewController` is iOS only.
public enum MSALWebviewType: Int, Sendable {
    case `default` = 0
    case authenticationSession = 1
    case safariViewController = 2
    case wkWebView = 3
}

/// Whether MSAL may use the broker (Microsoft Authenticator / the Enterprise SSO extension).
public enum MSALBrokeredAvailability: Int, Sendable {
    case auto = 0
    case none = 1
}

/// OIDC `prompt`. `.default` equals `.promptIfNecessary` (an alias, as Swift imports equal raw values).
public enum MSALPromptType: UInt, Sendable {
    case selectAccount = 0
    case login = 1
    case consent = 2
    case create = 3
    case promptIfNecessary = 4

    public static let `default` = MSALPromptType.promptIfNecessary
}

/// Levels of logging. `.last` equals `.verbose`.
public enum MSALLogLevel: Int, Sendable {
    case nothing = 0
    case error = 1
    case warning = 2
    case info = 3
    case verbose = 4

    public static let last = MSALLogLevel.verbose
}

/// Platform SSO registration state (a macOS property in the real SDK; declared for completeness).
public enum MSALPlatformSSOStatus: UInt, Sendable {
    case notEnabled = 0
    case enabledNotRegistered = 1
    case enabledAndRegistered = 2
    case registrationNeedsRepair = 3
}

/// The preferred authentication method the administrator configured.
public enum MSALPreferredAuthMethod: UInt, Sendable {
    case none = 0
    case qrpin = 1
}

// Completion blocks. Objective-C blocks carry no sendability, so none of these closures is `@Sendable`.

/// Token acquisition (interactive or silent) finished.
public typealias MSALCompletionBlock = (MSALResult?, Error?) -> Void
/// Accounts were loaded, or MSAL met an error.
public typealias MSALAccountsCompletionBlock = ([MSALAccount]?, Error?) -> Void
/// `getCurrentAccount`: the current account, the previously observed account, or an error.
public typealias MSALCurrentAccountCompletionBlock = (MSALAccount?, MSALAccount?, Error?) -> Void
/// Sign-out finished.
public typealias MSALSignoutCompletionBlock = (Bool, Error?) -> Void
/// Device information was read.
public typealias MSALDeviceInformationCompletionBlock = (MSALDeviceInformation?, Error?) -> Void
/// Workplace-join metadata was read.
public typealias MSALWPJMetaDataCompletionBlock = (MSALWPJMetaData?, Error?) -> Void
/// A log message.
public typealias MSALLogCallback = (MSALLogLevel, String?, Bool) -> Void
/// An aggregated telemetry event.
public typealias MSALTelemetryCallback = ([String: String]) -> Void
