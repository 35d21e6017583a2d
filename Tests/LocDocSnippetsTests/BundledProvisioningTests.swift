import LocDocModel
import LocDocSnippets
import MSAL
import Testing

/// Each bundled locale provisions a simulated device from its own settings; the device decides (`seed-findings.md`,
/// "Runnable": es-ES and zh-CN shared; cs-CZ, nl-NL and it-IT not, at the line of the bad value).
@Suite("Provisioning from the bundled corpus")
struct BundledProvisioningTests {
    private func provision(_ variant: String) throws -> (DocumentedDevice, ProvisioningReport) {
        let document = try ProvisioningFixtures.bundled(variant)
        let device = DocumentedProvisioning.provisioning(for: document, copies: ProvisioningFixtures.bundled,
                                                         mapping: try ProvisioningFixtures.mapping())
        return (device, SimulatedDevice(name: variant).provision(device.provisioning))
    }

    private func reasons(_ report: ProvisioningReport, _ setting: ProvisioningFinding.Setting) -> [ProvisioningFinding] {
        report.reasons.filter { $0.setting == setting }
    }

    @Test("es-ES and zh-CN provision a shared device", arguments: ["es-ES", "zh-CN"])
    func shared(variant: String) throws {
        let (device, report) = try provision(variant)
        #expect(report.isShared, "\(report)")
        #expect(report.reasons.isEmpty)
        #expect(device.isComplete, "\(device.notes)")
    }

    @Test("es-ES: every setting as written, from its own line")
    func spanishSettings() throws {
        let (device, _) = try provision("es-ES")
        let file = "es-ES/msal-ios-shared-devices.md"
        let payload = try #require(device.provisioning.ssoExtension)
        #expect(payload.type == ProfileChoice("Redirigir", origin: "\(file):61", alignedChoice: "Redirect"))
        #expect(payload.extensionIdentifier == ProfileText("com.microsoft.azureauthenticator.ssoextension",
                                                           origin: "\(file):62"))
        #expect(payload.teamIdentifier == nil)
        #expect(payload.urls.map(\.text) == DeviceProvisioning.documentedURLs)
        #expect(payload.urls.map(\.origin) == (65...73).map { "\(file):\($0)" })
        #expect(payload.additionalData == [
            ProfileDataEntry(key: ProfileText("sharedDeviceMode", origin: "\(file):75"),
                             type: ProfileChoice("Boolean", origin: "\(file):76", alignedChoice: "Boolean"),
                             value: ProfileText("true", origin: "\(file):77")),
        ])
        let app = try #require(device.provisioning.authenticatorConfiguration)
        #expect(app.entries.map(\.key.origin) == ["\(file):86"])
        #expect(app.entries.map(\.value.text) == ["true"])
        #expect(device.provisioning.authenticatorInstalled)
    }

    @Test("es-ES: the team ID sentence is noted as read; the device notes the translated choice")
    func spanishNotes() throws {
        let (device, report) = try provision("es-ES")
        #expect(device.notes.map(\.kind) == [.interpreted])
        #expect(device.notes.map(\.setting) == [.teamIdentifier])
        #expect(device.notes.first?.message == "`(este campo no es necesario en iOS).` is a sentence, not an "
                + "identifier: it is read as the page telling the reader to leave the team identifier empty, so the "
                + "team identifier is not set (es-ES/msal-ios-shared-devices.md:63)")
        #expect(report.notes.map(\.origin) == ["es-ES/msal-ios-shared-devices.md:61"])
        #expect(report.notes.first?.message.contains("it is taken as Redirect") == true)
    }

    @Test("zh-CN: the translated type name `布尔` is taken as Boolean where the harness places it")
    func chineseValueType() throws {
        let (device, _) = try provision("zh-CN")
        let entry = try #require(device.provisioning.ssoExtension?.additionalData.first)
        #expect(entry.type == ProfileChoice("布尔", origin: "zh-CN/msal-ios-shared-devices.md:76",
                                            alignedChoice: "Boolean"))
        #expect(device.provisioning.ssoExtension?.teamIdentifier == nil)
    }

    @Test("cs-CZ: the spaced extension identifier at line 60 keeps the device in default mode")
    func czech() throws {
        let (_, report) = try provision("cs-CZ")
        #expect(!report.isShared)
        let reason = try #require(reasons(report, .extensionIdentifier).first)
        #expect(reason.origin == "cs-CZ/msal-ios-shared-devices.md:60")
        #expect(reason.message == "The extension identifier `com. Microsoft. azureauthenticator. ssoextension` is not "
                + "`com.microsoft.azureauthenticator.ssoextension`: it contains spaces and its letter case differs. "
                + "Identifiers are matched exactly, so the device does not load the Microsoft Enterprise SSO plug-in "
                + "(cs-CZ/msal-ios-shared-devices.md:60)")
        #expect(report.reasons.count == 1, "\(report)")
    }

    @Test("nl-NL: the identifier at line 62, and `True` at lines 77 and 88")
    func dutch() throws {
        let (_, report) = try provision("nl-NL")
        #expect(!report.isShared)
        #expect(reasons(report, .extensionIdentifier).map(\.origin) == ["nl-NL/msal-ios-shared-devices.md:62"])
        #expect(reasons(report, .extensionIdentifier).first?.message.contains(": it contains spaces.") == true)
        #expect(reasons(report, .additionalData).map(\.origin) == ["nl-NL/msal-ios-shared-devices.md:77"])
        #expect(reasons(report, .authenticatorConfiguration).map(\.origin) == ["nl-NL/msal-ios-shared-devices.md:88"])
        #expect(reasons(report, .additionalData).first?.message.hasPrefix("The value `True` of `sharedDeviceMode` in "
                + "the SSO extension's additional data is not a Boolean") == true)
    }

    @Test("it-IT: the key with a glued label at line 66, and its team ID at line 63")
    func italian() throws {
        let (device, report) = try provision("it-IT")
        #expect(!report.isShared)
        let key = try #require(reasons(report, .additionalData).first)
        #expect(key.origin == "it-IT/msal-ios-shared-devices.md:66")
        #expect(key.message.contains("has no key `sharedDeviceMode`"))
        #expect(key.message.contains("the key `sharedDeviceModeKey: sharedDeviceMode` is a different key"))
        #expect(reasons(report, .authenticatorConfiguration).map(\.origin) == ["it-IT/msal-ios-shared-devices.md:77"])
        #expect(reasons(report, .teamIdentifier).map(\.origin) == ["it-IT/msal-ios-shared-devices.md:63"])
        #expect(device.provisioning.ssoExtension?.teamIdentifier?.text == "SGGM6D27TK")
        #expect(device.provisioning.ssoExtension?.urls == [ProfileText("https://login.microsoftonline.com",
                                                                       origin: "it-IT/msal-ios-shared-devices.md:64")])
        #expect(device.notes.contains { $0.setting == .teamIdentifier && $0.message.hasPrefix(
            "`SGGM6D27TK` is shaped like an identifier (one token with digits)") })
    }

    @Test("Every setting's origin is a line of the variant's own file", arguments: ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"])
    func originsStayInFile(variant: String) throws {
        let (device, _) = try provision(variant)
        let payload = try #require(device.provisioning.ssoExtension)
        let app = try #require(device.provisioning.authenticatorConfiguration)
        var origins = [payload.type?.origin, payload.extensionIdentifier?.origin] + payload.urls.map(\.origin)
        for entry in payload.additionalData + app.entries {
            origins += [entry.key.origin, entry.type.origin, entry.value.origin]
        }
        #expect(origins.count >= 8)
        for origin in origins {
            #expect(origin?.hasPrefix("\(variant)/msal-ios-shared-devices.md:") == true, "\(String(describing: origin))")
        }
    }

    @Test("A copy provisions the same with or without the other copies when its lists are whole")
    func copiesOnlyHelp() throws {
        let mapping = try ProvisioningFixtures.mapping()
        for document in ProvisioningFixtures.bundled {
            let alone = DocumentedProvisioning.provisioning(for: document, copies: [], mapping: mapping)
            let together = DocumentedProvisioning.provisioning(for: document, copies: ProvisioningFixtures.bundled,
                                                               mapping: mapping)
            #expect(alone.provisioning == together.provisioning, "\(document.variant)")
        }
    }
}
