import Foundation
@testable import MSAL

/// The settings of the guidance's Intune section, transcribed by hand as each locale's file writes them (value text
/// after the label, with the file and line as origin). The harness of a later issue will extract them from the
/// documents; these tests only need fixed inputs.
enum DocumentSettings {
    struct Lines {
        let type: Int, identifier: Int, team: Int, firstURL: Int, data: Int, appConfig: Int
    }

    static let es = Lines(type: 61, identifier: 62, team: 63, firstURL: 65, data: 75, appConfig: 86)
    static let cs = Lines(type: 59, identifier: 60, team: 61, firstURL: 63, data: 73, appConfig: 84)
    static let it = Lines(type: 61, identifier: 62, team: 63, firstURL: 64, data: 66, appConfig: 77)
    static let nl = Lines(type: 61, identifier: 62, team: 63, firstURL: 65, data: 75, appConfig: 86)

    static func origin(_ locale: String, _ line: Int) -> String { "\(locale)/msal-ios-shared-devices.md:\(line)" }

    /// One locale's provisioning from the strings its document writes.
    static func provisioning(locale: String, lines: Lines, type: String, alignedType: String?, identifier: String,
                             team: String?, urls: [String], key: String, valueType: String, value: String)
        -> DeviceProvisioning {
        func entry(at line: Int) -> ProfileDataEntry {
            ProfileDataEntry(key: ProfileText(key, origin: origin(locale, line)),
                             type: ProfileChoice(valueType, origin: origin(locale, line + 1)),
                             value: ProfileText(value, origin: origin(locale, line + 2)))
        }
        return DeviceProvisioning(
            ssoExtension: SSOExtensionPayload(
                type: ProfileChoice(type, origin: origin(locale, lines.type), alignedChoice: alignedType),
                extensionIdentifier: ProfileText(identifier, origin: origin(locale, lines.identifier)),
                teamIdentifier: team.map { ProfileText($0, origin: origin(locale, lines.team)) },
                urls: urls.enumerated().map { ProfileText($1, origin: origin(locale, lines.firstURL + $0)) },
                additionalData: [entry(at: lines.data)]),
            authenticatorConfiguration: ManagedAppConfiguration(entries: [entry(at: lines.appConfig)]))
    }

    /// es-ES, as written: "Redirigir" (aligned with the source's "Redirect"), the real identifier, no team ID (the
    /// document says the field is not needed), nine URLs, `sharedDeviceMode` / "  Boolean" / "true".
    static var esES: DeviceProvisioning {
        provisioning(locale: "es-ES", lines: es, type: "Redirigir", alignedType: "Redirect",
                     identifier: "com.microsoft.azureauthenticator.ssoextension", team: nil,
                     urls: DeviceProvisioning.documentedURLs, key: "sharedDeviceMode", valueType: "  Boolean",
                     value: "true")
    }

    /// cs-CZ: the identifier written `com. Microsoft. azureauthenticator. ssoextension`.
    static var csCZ: DeviceProvisioning {
        provisioning(locale: "cs-CZ", lines: cs, type: "přesměrování", alignedType: "Redirect",
                     identifier: "com. Microsoft. azureauthenticator. ssoextension", team: nil,
                     urls: DeviceProvisioning.documentedURLs, key: "sharedDeviceMode", valueType: "Boolean",
                     value: "true")
    }

    /// it-IT: a team ID, the key `sharedDeviceModeKey: sharedDeviceMode`, the value `True`, one URL.
    static var itIT: DeviceProvisioning {
        provisioning(locale: "it-IT", lines: it, type: "Reindirizza", alignedType: "Redirect",
                     identifier: "com.microsoft.azureauthenticator.ssoextension", team: "SGGM6D27TK",
                     urls: ["https://login.microsoftonline.com"], key: "sharedDeviceModeKey: sharedDeviceMode",
                     valueType: "Boolean", value: "True")
    }

    /// nl-NL: the identifier with spaces, the value type `Booleaans`, the value `True`.
    static var nlNL: DeviceProvisioning {
        provisioning(locale: "nl-NL", lines: nl, type: "omleiden", alignedType: "Redirect",
                     identifier: "com. micro soft. azureauthenticator. ssoextension", team: nil,
                     urls: DeviceProvisioning.documentedURLs, key: "sharedDeviceMode", valueType: "Booleaans",
                     value: "True")
    }
}
