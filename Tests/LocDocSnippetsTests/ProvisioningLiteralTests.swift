import Foundation
@testable import LocDocSnippets
import MSAL
import Testing

/// The device provisioning a generated package writes into its source, as a Swift expression.
@Suite struct ProvisioningLiteralTests {
    /// Every field set, none at its default.
    static let full = DeviceProvisioning(
        authenticatorInstalled: true,
        ssoExtension: SSOExtensionPayload(
            type: ProfileChoice("Redirigir", origin: "es-ES/p.md:61", alignedChoice: "Redirect"),
            extensionIdentifier: ProfileText("com. Microsoft. azureauthenticator", origin: "cs-CZ/p.md:60"),
            teamIdentifier: ProfileText("UBF8T346G9", origin: "cs-CZ/p.md:61"),
            urls: [ProfileText("https://login.microsoftonline.com", origin: "cs-CZ/p.md:63")],
            additionalData: [ProfileDataEntry(key: "sharedDeviceMode", type: "Boolean", value: "\"True\"\n", origin: "cs-CZ/p.md:74")]),
        authenticatorConfiguration: ManagedAppConfiguration(entries: [
            ProfileDataEntry(key: "sharedDeviceMode", type: "Boolean", value: "true", origin: "cs-CZ/p.md:84"),
        ]),
        registration: WorkplaceJoinRegistration(upn: "a@contoso.com", deviceId: "d", tenantId: "t", cloudHost: "h",
                                                certificateThumbprint: "c"))

    @Test("The expression, laid out one argument a line, each setting with its origin")
    func layout() {
        let provisioning = DeviceProvisioning(
            ssoExtension: SSOExtensionPayload(type: ProfileChoice("Redirect", origin: "a.md:1"),
                                              extensionIdentifier: ProfileText("x.y", origin: "a.md:2"),
                                              urls: [ProfileText("https://h")], additionalData: []),
            authenticatorConfiguration: nil)
        #expect(ProvisioningLiteral.expression(provisioning) == """
            DeviceProvisioning(
                authenticatorInstalled: true,
                ssoExtension: SSOExtensionPayload(
                    type: ProfileChoice("Redirect", origin: "a.md:1"),
                    extensionIdentifier: ProfileText("x.y", origin: "a.md:2"),
                    teamIdentifier: nil,
                    urls: [
                        ProfileText("https://h"),
                    ],
                    additionalData: []
                )
            )
            """)
    }

    @Test("Values are written as the page writes them, quotes and line breaks escaped")
    func escaping() {
        let text = ProvisioningLiteral.expression(Self.full)
        #expect(text.contains(#"value: ProfileText("\"True\"\n", origin: "cs-CZ/p.md:74")"#), "\(text)")
        #expect(text.contains(#"ProfileChoice("Redirigir", origin: "es-ES/p.md:61", alignedChoice: "Redirect")"#))
    }

    /// A field added to `DeviceProvisioning` (or what it holds) and not written would silently change the device a
    /// generated package provisions: every field the type encodes must appear as an argument label, or be the one
    /// unlabelled first argument of `ProfileText` (`text`) and `ProfileChoice` (`label`).
    @Test("Every field of a provisioning is written")
    func everyField() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try JSONSerialization.jsonObject(with: try encoder.encode(Self.full))
        var keys = Set<String>()
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                keys.formUnion(object.keys)
                object.values.forEach(collect)
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(json)
        let text = ProvisioningLiteral.expression(Self.full)
        let unlabelled: Set<String> = ["text", "label"]
        for key in keys.subtracting(unlabelled).sorted() {
            #expect(text.contains("\(key): "), "the provisioning literal does not write `\(key)`")
        }
        #expect(keys.isSuperset(of: unlabelled))
    }
}
