import Foundation
import Testing
@testable import MSAL

@Suite("Provisioning from a document's settings")
struct ProvisioningTests {
    private func reasons(_ report: ProvisioningReport, _ setting: ProvisioningFinding.Setting) -> [ProvisioningFinding] {
        report.reasons.filter { $0.setting == setting }
    }

    @Test("The es-ES configuration as written enables shared device mode")
    func acceptsSpanish() throws {
        let device = SimulatedDevice(name: "es-ES")
        let report = device.provision(DocumentSettings.esES)
        #expect(report.isShared, "\(report)")
        #expect(report.ssoExtensionLoaded)
        #expect(report.reasons.isEmpty)
        #expect(report.notes.map(\.origin) == ["es-ES/msal-ios-shared-devices.md:61"])
        let (info, error) = try device.makeApplication(clientId: "app-a").deviceInformation()
        #expect(error == nil)
        #expect(info?.deviceMode == .shared)
    }

    @Test("The English configuration enables shared device mode")
    func acceptsEnglish() {
        #expect(SimulatedDevice().provision(.sharedDeviceMode()).isShared)
    }

    @Test("`com. Microsoft. azureauthenticator. ssoextension` loads no SSO extension, naming the line")
    func rejectsSpacedIdentifier() throws {
        let device = SimulatedDevice(name: "cs-CZ")
        let report = device.provision(DocumentSettings.csCZ)
        #expect(!report.isShared)
        #expect(!report.ssoExtensionLoaded)
        let reason = try #require(reasons(report, .extensionIdentifier).first)
        #expect(reason.origin == "cs-CZ/msal-ios-shared-devices.md:60")
        #expect(reason.message == "The extension identifier `com. Microsoft. azureauthenticator. ssoextension` is "
                + "not `com.microsoft.azureauthenticator.ssoextension`: it contains spaces and its letter case "
                + "differs. Identifiers are matched exactly, so the device does not load the Microsoft Enterprise "
                + "SSO plug-in (cs-CZ/msal-ios-shared-devices.md:60)")
        let (info, _) = try device.makeApplication(clientId: "app-a").deviceInformation()
        #expect(info?.deviceMode == .default)
        #expect(info?.hasAADSSOExtension == false)
    }

    @Test("An identifier split by spaces only (nl-NL `micro soft`) is named as containing spaces")
    func rejectsSpacesOnly() throws {
        let report = SimulatedDevice().provision(DocumentSettings.nlNL)
        let reason = try #require(reasons(report, .extensionIdentifier).first)
        #expect(reason.message.contains("`com. micro soft. azureauthenticator. ssoextension`"))
        #expect(reason.message.contains(": it contains spaces."))
    }

    @Test("The key `sharedDeviceModeKey: sharedDeviceMode` is not the key `sharedDeviceMode`")
    func rejectsKeyWithExtraText() throws {
        let report = SimulatedDevice().provision(DocumentSettings.itIT)
        #expect(!report.isShared)
        let inPayload = try #require(reasons(report, .additionalData).first)
        #expect(inPayload.origin == "it-IT/msal-ios-shared-devices.md:66")
        #expect(inPayload.message.contains("has no key `sharedDeviceMode`"))
        #expect(inPayload.message.contains("the key `sharedDeviceModeKey: sharedDeviceMode` is a different key"))
        let inApp = try #require(reasons(report, .authenticatorConfiguration).first)
        #expect(inApp.origin == "it-IT/msal-ios-shared-devices.md:77")
    }

    @Test("`True` is not a Boolean value")
    func rejectsCapitalisedTrue() throws {
        var provisioning = DeviceProvisioning.sharedDeviceMode()
        provisioning.ssoExtension?.additionalData = [
            ProfileDataEntry(key: "sharedDeviceMode", type: "Boolean", value: "True",
                             origin: "it-IT/msal-ios-shared-devices.md:68"),
        ]
        let report = SimulatedDevice().provision(provisioning)
        #expect(!report.isShared)
        #expect(report.ssoExtensionLoaded)
        let reason = try #require(reasons(report, .additionalData).first)
        #expect(reason.origin == "it-IT/msal-ios-shared-devices.md:68")
        #expect(reason.message.hasPrefix("The value `True` of `sharedDeviceMode` in the SSO extension's additional "
                                         + "data is not a Boolean"))
        #expect(reasons(report, .authenticatorConfiguration).isEmpty)
    }

    @Test("A team ID on iOS loads no SSO extension")
    func rejectsTeamIdentifier() throws {
        var provisioning = DeviceProvisioning.sharedDeviceMode()
        provisioning.ssoExtension?.teamIdentifier = ProfileText("SGGM6D27TK", origin: "it-IT/msal-ios-shared-devices.md:63")
        let report = SimulatedDevice().provision(provisioning)
        #expect(!report.isShared)
        #expect(!report.ssoExtensionLoaded)
        let reason = try #require(reasons(report, .teamIdentifier).first)
        #expect(reason.message == "A team identifier `SGGM6D27TK` is set, but on iOS this field stays empty for the "
                + "Microsoft Enterprise SSO plug-in, so the device does not load it (it-IT/msal-ios-shared-devices.md:63)")
    }

    @Test("An unknown value type name is a reason (nl-NL `Booleaans`, zh-CN `布尔`)")
    func rejectsUnknownValueType() throws {
        let report = SimulatedDevice().provision(DocumentSettings.nlNL)
        let reason = try #require(reasons(report, .additionalData).first)
        #expect(reason.origin == "nl-NL/msal-ios-shared-devices.md:76")
        #expect(reason.message.hasPrefix("The value type `Booleaans` of `sharedDeviceMode` in the SSO extension's "
                                         + "additional data is none of the choices an MDM console offers (String, "
                                         + "Integer, Real, Boolean, Date, Data)"))
        var chinese = DeviceProvisioning.sharedDeviceMode()
        chinese.authenticatorConfiguration = ManagedAppConfiguration(entries: [
            ProfileDataEntry(key: "sharedDeviceMode", type: "布尔", value: " true", origin: "zh-CN/…:87"),
        ])
        let zh = SimulatedDevice().provision(chinese)
        #expect(!zh.isShared)
        #expect(reasons(zh, .authenticatorConfiguration).first?.message.contains("`布尔`") == true)
    }

    @Test("Value types match case-insensitively; keys, identifiers and values do not")
    func caseRules() {
        var provisioning = DeviceProvisioning.sharedDeviceMode()
        provisioning.ssoExtension?.additionalData = [ProfileDataEntry(key: "sharedDeviceMode", type: "BOOLEAN",
                                                                      value: "true")]
        provisioning.ssoExtension?.type = ProfileChoice("redirect")
        #expect(SimulatedDevice().provision(provisioning).isShared)
        provisioning.ssoExtension?.additionalData = [ProfileDataEntry(key: "SharedDeviceMode", type: "Boolean",
                                                                      value: "true")]
        #expect(!SimulatedDevice().provision(provisioning).isShared)
    }

    @Test("A translated extension type without alignment is an unknown choice")
    func rejectsUnalignedTranslatedType() throws {
        var provisioning = DocumentSettings.esES
        provisioning.ssoExtension?.type = ProfileChoice("Redirigir", origin: "es-ES/msal-ios-shared-devices.md:61")
        let report = SimulatedDevice().provision(provisioning)
        #expect(!report.ssoExtensionLoaded)
        #expect(reasons(report, .extensionType).first?.origin == "es-ES/msal-ios-shared-devices.md:61")
    }

    @Test("URLs without the app's login host leave its sign-ins to the app")
    func rejectsURLsWithoutLoginHost() throws {
        let device = SimulatedDevice()
        let report = device.provision(.sharedDeviceMode(urls: ["https://login.microsoft.com"]))
        #expect(!report.ssoExtensionLoaded)
        #expect(reasons(report, .urls).first?.message.contains("`https://login.microsoftonline.com`") == true)
        let (info, _) = try device.makeApplication(clientId: "app-a").deviceInformation()
        #expect(info?.hasAADSSOExtension == false)
    }

    @Test("Without Authenticator, or without the payload, the device stays in default mode")
    func missingPieces() {
        var noApp = DeviceProvisioning.sharedDeviceMode()
        noApp.authenticatorInstalled = false
        #expect(SimulatedDevice().provision(noApp).reasons.map(\.setting) == [.authenticatorApp])
        let nothing = SimulatedDevice().provision(DeviceProvisioning())
        #expect(nothing.reasons.map(\.setting) == [.ssoExtensionPayload, .authenticatorConfiguration])
    }
}
