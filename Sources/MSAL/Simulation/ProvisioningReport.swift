import Foundation

/// What the device made of its provisioning, for one login host. Not part of the MSAL API.
public struct ProvisioningReport: Sendable, Hashable, CustomStringConvertible {
    /// The login host the evaluation is for (the host of the app's authority).
    public let loginHost: String
    /// Whether the Enterprise SSO extension is loaded and handles sign-ins to `loginHost`.
    public let ssoExtensionLoaded: Bool
    /// The mode the SSO extension reports (default when it is not loaded).
    public let deviceMode: MSALDeviceMode
    /// Why the device is not in shared mode, one finding per cause, in document order. Empty when shared.
    public let reasons: [ProvisioningFinding]
    /// Facts worth knowing that do not prevent shared mode (a translated choice taken as aligned, …).
    public let notes: [ProvisioningFinding]

    public var isShared: Bool { deviceMode == .shared }

    public var description: String {
        var lines = ["\(loginHost): SSO extension \(ssoExtensionLoaded ? "loaded" : "not loaded"), "
                     + "device mode \(deviceMode == .shared ? "shared" : "default")"]
        lines += reasons.map { "reason: \($0.message)" }
        lines += notes.map { "note: \($0.message)" }
        return lines.joined(separator: "\n")
    }
}

/// One finding about one setting, in words a docs reader understands. Not part of the MSAL API.
public struct ProvisioningFinding: Sendable, Hashable, CustomStringConvertible {
    /// Which setting the finding is about.
    public enum Setting: String, Sendable, Hashable, Codable {
        case authenticatorApp, ssoExtensionPayload, extensionType, extensionIdentifier, teamIdentifier, urls
        case additionalData, authenticatorConfiguration
    }

    public let setting: Setting
    /// The sentence, ending with the origin when the setting has one.
    public let message: String
    /// The origin of the setting that causes the finding, as the caller gave it.
    public let origin: String?

    init(_ setting: Setting, _ text: String, origin: String?) {
        self.setting = setting
        self.origin = origin
        self.message = origin.map { "\(text) (\($0))" } ?? text
    }

    public var description: String { message }
}
