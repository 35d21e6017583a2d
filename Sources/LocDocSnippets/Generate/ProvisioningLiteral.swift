import MSAL

/// A device provisioning as Swift source: the expression that builds it, with every setting as the page writes it
/// and the `file:line` it comes from, so a reader of a generated package sees which documented value set up the
/// device (and which one left it out of shared mode).
enum ProvisioningLiteral {
    /// A Swift expression of type `DeviceProvisioning`, laid out over several lines, each continuation line
    /// starting with `indent`.
    static func expression(_ provisioning: DeviceProvisioning, indent: String = "") -> String {
        var arguments = ["authenticatorInstalled: \(provisioning.authenticatorInstalled)"]
        if let payload = provisioning.ssoExtension {
            arguments.append("ssoExtension: " + ssoExtension(payload, indent: indent + "    "))
        }
        if let configuration = provisioning.authenticatorConfiguration {
            arguments.append("authenticatorConfiguration: ManagedAppConfiguration(entries: "
                             + list(configuration.entries.map(entry), indent: indent + "    ") + ")")
        }
        if let registration = provisioning.registration {
            arguments.append("registration: " + call("WorkplaceJoinRegistration", [
                "upn: \(literal(registration.upn))", "deviceId: \(literal(registration.deviceId))",
                "tenantId: \(literal(registration.tenantId))", "cloudHost: \(literal(registration.cloudHost))",
                "certificateThumbprint: \(literal(registration.certificateThumbprint))",
            ], indent: indent + "    "))
        }
        return call("DeviceProvisioning", arguments, indent: indent)
    }

    private static func ssoExtension(_ payload: SSOExtensionPayload, indent: String) -> String {
        call("SSOExtensionPayload", [
            "type: " + (payload.type.map(choice) ?? "nil"),
            "extensionIdentifier: " + (payload.extensionIdentifier.map(text) ?? "nil"),
            "teamIdentifier: " + (payload.teamIdentifier.map(text) ?? "nil"),
            "urls: " + list(payload.urls.map(text), indent: indent + "    "),
            "additionalData: " + list(payload.additionalData.map(entry), indent: indent + "    "),
        ], indent: indent)
    }

    private static func entry(_ entry: ProfileDataEntry) -> String {
        "ProfileDataEntry(key: \(text(entry.key)), type: \(choice(entry.type)), value: \(text(entry.value)))"
    }

    private static func text(_ text: ProfileText) -> String {
        "ProfileText(" + ([literal(text.text)] + origin(text.origin)).joined(separator: ", ") + ")"
    }

    private static func choice(_ choice: ProfileChoice) -> String {
        var arguments = [literal(choice.label)] + origin(choice.origin)
        if let aligned = choice.alignedChoice { arguments.append("alignedChoice: \(literal(aligned))") }
        return "ProfileChoice(" + arguments.joined(separator: ", ") + ")"
    }

    private static func origin(_ origin: String?) -> [String] {
        origin.map { ["origin: \(literal($0))"] } ?? []
    }

    /// `name(` arguments one per line `)`.
    private static func call(_ name: String, _ arguments: [String], indent: String) -> String {
        "\(name)(\n" + arguments.map { "\(indent)    \($0)" }.joined(separator: ",\n") + "\n\(indent))"
    }

    /// `[` elements one per line `]`, or `[]`.
    private static func list(_ elements: [String], indent: String) -> String {
        guard !elements.isEmpty else { return "[]" }
        return "[\n" + elements.map { "\(indent)    \($0),\n" }.joined() + "\(indent)]"
    }

    static func literal(_ text: String) -> String { SwiftTestSource.literal(text) }
}
