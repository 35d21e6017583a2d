import Foundation

/// What the Microsoft Enterprise SSO plug-in needs from an MDM profile to run in shared device mode
/// (`snippets.md`, "The reference implementation"; DOC-C).
enum ProfileRequirements {
    static let extensionIdentifier = "com.microsoft.azureauthenticator.ssoextension"
    /// The extension types an MDM console offers; the plug-in is a Redirect extension.
    static let extensionTypes = ["Redirect", "Credential", "Kerberos"]
    static let requiredExtensionType = "Redirect"
    /// Property-list value types an MDM console offers for additional data and app configuration.
    static let valueTypes = ["String", "Integer", "Real", "Boolean", "Date", "Data"]
    static let sharedDeviceModeKey = "sharedDeviceMode"
}

/// Evaluates a provisioning for the login URL an app uses. Pure: the same input always gives the same report.
struct ProfileEvaluation {
    private let provisioning: DeviceProvisioning
    private let loginURL: URL
    private var reasons: [ProvisioningFinding] = []
    private var notes: [ProvisioningFinding] = []

    static func report(for provisioning: DeviceProvisioning, loginURL: URL) -> ProvisioningReport {
        var evaluation = ProfileEvaluation(provisioning: provisioning, loginURL: loginURL)
        return evaluation.run()
    }

    private init(provisioning: DeviceProvisioning, loginURL: URL) {
        self.provisioning = provisioning
        self.loginURL = loginURL
    }

    private mutating func run() -> ProvisioningReport {
        var loaded = provisioning.authenticatorInstalled
        if !loaded {
            reasons.append(.init(.authenticatorApp, "Microsoft Authenticator is not installed, so the device has no "
                                 + "Enterprise SSO extension", origin: nil))
        }
        var flagInPayload = false
        if let payload = provisioning.ssoExtension {
            loaded = checkPayload(payload) && loaded
            flagInPayload = readSharedFlag(payload.additionalData, in: "the SSO extension's additional data",
                                           setting: .additionalData)
        } else {
            loaded = false
            reasons.append(.init(.ssoExtensionPayload, "The MDM profile has no single sign-on app extension payload, "
                                 + "so the device loads no SSO extension", origin: nil))
        }
        var flagInApp = false
        if let configuration = provisioning.authenticatorConfiguration {
            flagInApp = readSharedFlag(configuration.entries, in: "Microsoft Authenticator's app configuration",
                                       setting: .authenticatorConfiguration)
        } else {
            reasons.append(.init(.authenticatorConfiguration, "Microsoft Authenticator has no managed app "
                                 + "configuration, so it does not turn on shared device mode; it needs the key "
                                 + "`sharedDeviceMode` as a Boolean `true`", origin: nil))
        }
        let shared = loaded && flagInPayload && flagInApp
        return ProvisioningReport(loginHost: loginURL.host ?? loginURL.absoluteString, ssoExtensionLoaded: loaded,
                                  deviceMode: shared ? .shared : .default, reasons: shared ? [] : reasons,
                                  notes: notes)
    }

    // MARK: - The SSO extension payload

    /// Whether the payload loads the Microsoft Enterprise SSO plug-in for the login URL.
    private mutating func checkPayload(_ payload: SSOExtensionPayload) -> Bool {
        var loads = true
        let plugin = "the Microsoft Enterprise SSO plug-in"
        if let type = payload.type {
            let picked = resolve(type, among: ProfileRequirements.extensionTypes, setting: .extensionType,
                                 naming: { "The SSO extension type `\($0)`" },
                                 consequence: "so the device does not load \(plugin)")
            if let picked, picked != ProfileRequirements.requiredExtensionType {
                reasons.append(.init(.extensionType, "The SSO extension type is \(picked), but \(plugin) is a "
                                     + "Redirect extension, so the device does not load it", origin: type.origin))
            }
            loads = loads && picked == ProfileRequirements.requiredExtensionType
        } else {
            loads = false
            reasons.append(.init(.extensionType, "The SSO extension payload gives no type; \(plugin) is a Redirect "
                                 + "extension, so the device does not load it", origin: nil))
        }
        if let identifier = payload.extensionIdentifier {
            if identifier.value != ProfileRequirements.extensionIdentifier {
                loads = false
                reasons.append(.init(.extensionIdentifier, "The extension identifier `\(identifier.value)` is not "
                                     + "`\(ProfileRequirements.extensionIdentifier)`: "
                                     + Self.identifierDifference(identifier.value) + ". Identifiers are matched "
                                     + "exactly, so the device does not load \(plugin)", origin: identifier.origin))
            }
        } else {
            loads = false
            reasons.append(.init(.extensionIdentifier, "The SSO extension payload gives no extension identifier, so "
                                 + "the device does not load \(plugin)", origin: nil))
        }
        if let team = payload.teamIdentifier, !team.value.isEmpty {
            loads = false
            reasons.append(.init(.teamIdentifier, "A team identifier `\(team.value)` is set, but on iOS this field "
                                 + "stays empty for \(plugin), so the device does not load it", origin: team.origin))
        }
        return checkURLs(payload.urls) && loads
    }

    /// Why an identifier differs from the plug-in's, in words.
    private static func identifierDifference(_ value: String) -> String {
        let expected = ProfileRequirements.extensionIdentifier
        let withoutSpaces = value.filter { !$0.isWhitespace }
        if withoutSpaces == expected { return "it contains spaces" }
        if withoutSpaces.lowercased() == expected {
            return value == withoutSpaces ? "its letter case differs" : "it contains spaces and its letter case differs"
        }
        return "it names a different extension"
    }

    /// Whether one of the URLs covers the login URL (scheme and host case-insensitively, then the path as a prefix).
    private mutating func checkURLs(_ urls: [ProfileText]) -> Bool {
        let login = loginURL.absoluteString
        var covered = false
        for entry in urls {
            guard let url = URL(string: entry.value), let scheme = url.scheme?.lowercased(),
                  scheme == "https" || scheme == "http", let host = url.host, !host.isEmpty,
                  url.query == nil, url.fragment == nil
            else {
                notes.append(.init(.urls, "`\(entry.value)` is not a URL an SSO extension payload can hold; the "
                                   + "device ignores it", origin: entry.origin))
                continue
            }
            covered = covered || (scheme == loginURL.scheme?.lowercased()
                                  && host.lowercased() == loginURL.host?.lowercased()
                                  && loginURL.path.hasPrefix(url.path))
        }
        if urls.isEmpty {
            reasons.append(.init(.urls, "The SSO extension payload lists no URLs, so the extension handles no "
                                 + "sign-ins", origin: nil))
        } else if !covered {
            let loginHost = "\(loginURL.scheme ?? "https")://\(loginURL.host ?? login)"
            reasons.append(.init(.urls, "The SSO extension URLs do not include `\(loginHost)`, the login host the "
                                 + "app signs in with, so the extension does not handle its sign-ins",
                                 origin: urls.first?.origin))
        }
        return covered
    }

    // MARK: - Key/type/value entries

    /// Whether `entries` carry `sharedDeviceMode` as a Boolean `true`; records why not.
    private mutating func readSharedFlag(_ entries: [ProfileDataEntry], in container: String,
                                         setting: ProvisioningFinding.Setting) -> Bool {
        let key = ProfileRequirements.sharedDeviceModeKey
        let matches = entries.filter { $0.key.value == key }
        guard let entry = matches.first else {
            var text = "\(container.prefix(1).uppercased() + container.dropFirst()) has no key `\(key)`, so shared "
                + "device mode stays off"
            let nearMiss = entries.first { $0.key.value.range(of: key, options: .caseInsensitive) != nil }
            if let nearMiss {
                text += "; the key `\(nearMiss.key.value)` is a different key, because keys are matched exactly"
            }
            reasons.append(.init(setting, text, origin: nearMiss?.key.origin))
            return false
        }
        if matches.count > 1 {
            notes.append(.init(setting, "`\(key)` appears \(matches.count) times in \(container); the device reads "
                               + "the first", origin: matches[1].key.origin))
        }
        let consequence = "so the device ignores `\(key)` and shared device mode stays off"
        guard let type = resolve(entry.type, among: ProfileRequirements.valueTypes, setting: setting,
                                 naming: { "The value type `\($0)` of `\(key)` in \(container)" },
                                 consequence: consequence)
        else { return false }
        guard type == "Boolean" else {
            reasons.append(.init(setting, "`\(key)` in \(container) has the type \(type), but it must be a Boolean, "
                                 + consequence, origin: entry.type.origin))
            return false
        }
        switch entry.value.value {
        case "true":
            return true
        case "false":
            reasons.append(.init(setting, "`\(key)` in \(container) is `false`, so shared device mode stays off",
                                 origin: entry.value.origin))
        default:
            reasons.append(.init(setting, "The value `\(entry.value.value)` of `\(key)` in \(container) is not a "
                                 + "Boolean: a Boolean is written `true` or `false`, in lower case, so the device does "
                                 + "not read it as true and shared device mode stays off", origin: entry.value.origin))
        }
        return false
    }

    /// The choice of `list` a label picks (case-insensitively), or the caller's aligned choice; records why not.
    private mutating func resolve(_ choice: ProfileChoice, among list: [String], setting: ProvisioningFinding.Setting,
                                  naming: (String) -> String, consequence: String) -> String? {
        let label = choice.label.trimmingCharacters(in: .whitespacesAndNewlines)
        if let picked = list.first(where: { $0.caseInsensitiveCompare(label) == .orderedSame }) { return picked }
        if let aligned = choice.alignedChoice,
           let picked = list.first(where: { $0.caseInsensitiveCompare(aligned) == .orderedSame }) {
            notes.append(.init(setting, "`\(label)` is not a label the console shows; it is taken as \(picked), the "
                               + "choice the source document gives at the same place", origin: choice.origin))
            return picked
        }
        reasons.append(.init(setting, "\(naming(label)) is none of the choices an MDM console offers ("
                             + list.joined(separator: ", ") + "), " + consequence, origin: choice.origin))
        return nil
    }
}
