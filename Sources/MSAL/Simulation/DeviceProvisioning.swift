import Foundation

// A plain description of the device settings an MDM administrator types or picks, written exactly as a document
// gives them. Not part of the MSAL API. Codable so that a tool can build a provisioning from a document in one
// process and hand it as JSON to the scenario process that runs the samples on the device.

/// A setting the administrator types (an identifier, a URL, a key, a value), verbatim from a document.
/// Only surrounding whitespace is ignored; letter case and inner spaces are kept.
public struct ProfileText: Sendable, Hashable, Codable {
    public var text: String
    /// Where the setting comes from, e.g. `"cs-CZ/msal-ios-shared-devices.md:60"`; echoed in reasons it causes.
    public var origin: String?

    public init(_ text: String, origin: String? = nil) {
        self.text = text
        self.origin = origin
    }

    /// The setting as the device reads it.
    var value: String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
}

/// A setting the administrator picks from a fixed list in the MDM console (the SSO extension type; the value type
/// of a key), verbatim from a document. The label is matched case-insensitively against the list.
public struct ProfileChoice: Sendable, Hashable, Codable {
    public var label: String
    public var origin: String?
    /// A translated document may give the console's label in its own language (`Redirigir` for `Redirect`). A
    /// caller that has aligned the document with its source can say which choice of the list the label stands
    /// for; the device then takes that choice and notes it. Without it, an unknown label is a reason.
    public var alignedChoice: String?

    public init(_ label: String, origin: String? = nil, alignedChoice: String? = nil) {
        self.label = label
        self.origin = origin
        self.alignedChoice = alignedChoice
    }
}

/// One key/type/value triple of a property list (SSO extension additional data, managed app configuration).
public struct ProfileDataEntry: Sendable, Hashable, Codable {
    public var key: ProfileText
    public var type: ProfileChoice
    public var value: ProfileText

    public init(key: ProfileText, type: ProfileChoice, value: ProfileText) {
        self.key = key
        self.type = type
        self.value = value
    }

    /// Three strings exactly as a document writes them, all from the same place.
    public init(key: String, type: String, value: String, origin: String? = nil) {
        self.init(key: ProfileText(key, origin: origin), type: ProfileChoice(type, origin: origin),
                  value: ProfileText(value, origin: origin))
    }
}

/// The single sign-on app extension payload of the MDM profile (Intune: "Single sign-on app extension").
public struct SSOExtensionPayload: Sendable, Hashable, Codable {
    public var type: ProfileChoice?
    public var extensionIdentifier: ProfileText?
    /// Leave nil when the document says the field stays empty.
    public var teamIdentifier: ProfileText?
    public var urls: [ProfileText]
    public var additionalData: [ProfileDataEntry]

    public init(type: ProfileChoice?, extensionIdentifier: ProfileText?, teamIdentifier: ProfileText? = nil,
                urls: [ProfileText], additionalData: [ProfileDataEntry]) {
        self.type = type
        self.extensionIdentifier = extensionIdentifier
        self.teamIdentifier = teamIdentifier
        self.urls = urls
        self.additionalData = additionalData
    }
}

/// The managed app configuration an MDM pushes with an app (here: Microsoft Authenticator).
public struct ManagedAppConfiguration: Sendable, Hashable, Codable {
    public var entries: [ProfileDataEntry]

    public init(entries: [ProfileDataEntry]) {
        self.entries = entries
    }
}

/// Everything an administrator sets up on one device.
public struct DeviceProvisioning: Sendable, Hashable, Codable {
    /// Whether Microsoft Authenticator (which carries the Enterprise SSO extension) is installed.
    public var authenticatorInstalled: Bool
    public var ssoExtension: SSOExtensionPayload?
    public var authenticatorConfiguration: ManagedAppConfiguration?
    public var registration: WorkplaceJoinRegistration?

    public init(authenticatorInstalled: Bool = true, ssoExtension: SSOExtensionPayload? = nil,
                authenticatorConfiguration: ManagedAppConfiguration? = nil,
                registration: WorkplaceJoinRegistration? = nil) {
        self.authenticatorInstalled = authenticatorInstalled
        self.ssoExtension = ssoExtension
        self.authenticatorConfiguration = authenticatorConfiguration
        self.registration = registration
    }

    /// The URLs the English guidance lists for the SSO extension.
    public static let documentedURLs = [
        "https://login.microsoftonline.com", "https://login.microsoft.com", "https://sts.windows.net",
        "https://login.partner.microsoftonline.cn", "https://login.chinacloudapi.cn",
        "https://login.microsoftonline.de", "https://login.microsoftonline.us", "https://login.usgovcloudapi.net",
        "https://login-us.microsoftonline.com",
    ]

    /// The configuration the English guidance gives, which enables shared device mode.
    public static func sharedDeviceMode(urls: [String] = documentedURLs) -> DeviceProvisioning {
        let flag = ProfileDataEntry(key: "sharedDeviceMode", type: "Boolean", value: "true")
        return DeviceProvisioning(
            ssoExtension: SSOExtensionPayload(
                type: ProfileChoice("Redirect"),
                extensionIdentifier: ProfileText(ProfileRequirements.extensionIdentifier),
                urls: urls.map { ProfileText($0) }, additionalData: [flag]),
            authenticatorConfiguration: ManagedAppConfiguration(entries: [flag]))
    }

    /// Microsoft Authenticator with its SSO extension, but no shared-mode flag: a personal (default-mode) device.
    public static func personalDeviceWithSSOExtension(urls: [String] = documentedURLs) -> DeviceProvisioning {
        var provisioning = sharedDeviceMode(urls: urls)
        provisioning.ssoExtension?.additionalData = []
        provisioning.authenticatorConfiguration = nil
        return provisioning
    }
}
