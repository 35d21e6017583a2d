import LocDocModel
import LocDocSnippets
import MSAL
import Testing

/// The Amharic fixture (`Tests/Fixtures/provisioning/am-ET`): a locale in a script no bundled page uses, whose labels
/// are all its own. Variations are made by editing its lines and reading it through the real ingest.
@Suite("Provisioning from a page in an unseen locale")
struct FixtureProvisioningTests {
    private let file = ProvisioningFixtures.fixturePath

    private func provision(_ document: Document, alone: Bool = false) throws -> (DocumentedDevice, ProvisioningReport) {
        let device = DocumentedProvisioning.provisioning(for: document, copies: alone ? [] : ProvisioningFixtures.bundled,
                                                         mapping: try ProvisioningFixtures.mapping())
        return (device, SimulatedDevice(name: document.variant).provision(device.provisioning))
    }

    @Test("Right values under labels no other locale uses provision a shared device, with or without the other copies",
          arguments: [false, true])
    func unseenScript(alone: Bool) throws {
        let document = try ProvisioningFixtures.amharic()
        let labels = Set(document.configuration.flatMap { $0.entries.flatMap { [$0.label] + $0.children.map(\.label) } })
        let known = Set(ProvisioningFixtures.bundled.flatMap(\.configuration).flatMap {
            $0.entries.flatMap { [$0.label] + $0.children.map(\.label) }
        })
        #expect(labels.count == 9)
        #expect(labels.isDisjoint(with: known))
        let (device, report) = try provision(document, alone: alone)
        #expect(report.isShared, "\(report)")
        #expect(device.notes.map(\.setting) == [.teamIdentifier])
        #expect(device.provisioning.ssoExtension?.type?.origin == "\(file):13")
        #expect(device.provisioning.ssoExtension?.extensionIdentifier?.origin == "\(file):14")
        #expect(device.provisioning.ssoExtension?.additionalData.first?.type.label == "ቡሊያን")
        #expect(device.provisioning.authenticatorConfiguration?.entries.first?.value.origin == "\(file):38")
    }

    @Test("`True` where a Boolean `true` belongs keeps the device in default mode, at its line")
    func capitalisedTrue() throws {
        let (_, report) = try provision(try ProvisioningFixtures.amharic { $0.replace(line: 29, "true", with: "True") })
        #expect(!report.isShared)
        let reason = try #require(report.reasons.first)
        #expect(report.reasons.count == 1)
        #expect(reason.setting == .additionalData)
        #expect(reason.origin == "\(file):29")
        #expect(reason.message.hasPrefix("The value `True` of `sharedDeviceMode` in the SSO extension's additional "
                                         + "data is not a Boolean"))
    }

    @Test("A label the console itself offers wins over the harness's choice: the page documents the wrong type")
    func consoleLabelWins() throws {
        let (device, report) = try provision(try ProvisioningFixtures.amharic {
            $0.replace(line: 28, "ቡሊያን", with: "String")
        })
        #expect(device.provisioning.ssoExtension?.additionalData.first?.type.alignedChoice == "Boolean")
        #expect(!report.isShared)
        #expect(report.reasons.map(\.origin) == ["\(file):28"])
        #expect(report.reasons.first?.message.contains("has the type String, but it must be a Boolean") == true)
    }

    @Test("A value shaped like an identifier is not taken as the console choice the harness places there")
    func identifierIsNoLabel() throws {
        let (device, report) = try provision(try ProvisioningFixtures.amharic {
            $0.replace(line: 13, "አቅጣጫ ማዞር", with: "com.microsoft.azureauthenticator.ssoextension")
        })
        #expect(device.provisioning.ssoExtension?.type?.alignedChoice == nil)
        #expect(device.notes.first?.message == "`com.microsoft.azureauthenticator.ssoextension` is shaped like a URL or "
                + "an identifier, not like a console label, so it is not taken as the choice Redirect that the harness "
                + "places here (\(file):13)")
        #expect(!report.isShared)
        #expect(report.reasons.map(\.setting) == [.extensionType])
    }

    @Test("A real-looking team ID is set as written and keeps the SSO extension from loading")
    func teamIdentifierPresent() throws {
        let document = try ProvisioningFixtures.amharic {
            $0.replace(line: 15, "(ይህ መስክ ለ iOS አያስፈልግም)", with: "ABCDE12345")
        }
        let (device, report) = try provision(document)
        #expect(device.provisioning.ssoExtension?.teamIdentifier == ProfileText("ABCDE12345", origin: "\(file):15"))
        #expect(!report.isShared)
        #expect(!report.ssoExtensionLoaded)
        #expect(report.reasons.map(\.setting) == [.teamIdentifier])
        #expect(report.reasons.first?.origin == "\(file):15")
    }

    @Test("A team ID field is read by shape: code is set; a word or mark only this locale writes is not",
          arguments: [("`ABCDEFGHIJ`", "ABCDEFGHIJ"), ("Nada", nil), ("ምንም", nil), ("—", nil), ("", nil)] as [(String, String?)])
    func teamIdentifierShapes(written: String, expected: String?) throws {
        let document = try ProvisioningFixtures.amharic {
            $0.replace(line: 15, "(ይህ መስክ ለ iOS አያስፈልግም)", with: written)
        }
        let (device, report) = try provision(document)
        #expect(device.provisioning.ssoExtension?.teamIdentifier?.text == expected)
        #expect(report.isShared == (expected == nil))
        #expect(device.notes.map(\.kind) == [.interpreted])
        #expect(device.notes.first?.origin == "\(file):15")
    }

    @Test("A word without digits is a team ID when a copy in another locale writes it too, not a copy of its own",
          arguments: [("ti-ER", "ABCDEFGHIJ"), ("am-ET", nil)] as [(String, String?)])
    func teamIdentifierSharedAcrossLocales(otherLocale: String, expected: String?) throws {
        let edit = { (lines: inout [String]) in lines.replace(line: 15, "(ይህ መስክ ለ iOS አያስፈልግም)", with: "ABCDEFGHIJ") }
        let document = try ProvisioningFixtures.amharic(edit)
        let other = try ProvisioningFixtures.amharic(variant: "\(otherLocale)--b", locale: otherLocale, edit)
        let device = DocumentedProvisioning.provisioning(for: document, copies: ProvisioningFixtures.bundled + [other],
                                                         mapping: try ProvisioningFixtures.mapping())
        #expect(device.provisioning.ssoExtension?.teamIdentifier?.text == expected)
        #expect(device.notes.first?.message.contains(expected == nil ? "is read as a word" : "copies in other locales "
                                                     + "write it too") == true, "\(device.notes)")
    }

    @Test("A missing item is noted with the list's line; the items after it still reach their fields")
    func itemMissing() throws {
        let document = try ProvisioningFixtures.amharic { $0.remove(at: 13) }   // line 14, the extension identifier
        let (device, report) = try provision(document)
        #expect(!device.isComplete)
        #expect(device.notes.map(\.kind) == [.realigned, .missing, .interpreted])
        #expect(device.notes[0].message == "The settings list at line 13 has 4 items where most copies of the page "
                + "have 5; its items were matched with theirs by shape and by the values the copies share (\(file):13)")
        #expect(device.notes[1].setting == .extensionIdentifier)
        #expect(device.notes[1].message == "Section `use-intune-to-enable-shared-device-mode--sso-extension` does not give "
                + "the extension identifier: the settings list at line 13 lacks item 2 "
                + "of the other copies (es-ES line 62) (\(file):13)")
        #expect(device.notes[2].origin == "\(file):14")
        let payload = try #require(device.provisioning.ssoExtension)
        #expect(payload.extensionIdentifier == nil)
        #expect(payload.teamIdentifier == nil)
        #expect(payload.urls.first?.origin == "\(file):16")
        #expect(payload.additionalData.first?.key.origin == "\(file):26")
        #expect(!report.isShared)
        #expect(report.reasons.map(\.setting) == [.extensionIdentifier])
        #expect(report.reasons.first?.message.contains("gives no extension identifier") == true)
    }

    @Test("Without other copies, a missing item shifts the list and the device says what it got")
    func itemMissingAlone() throws {
        let document = try ProvisioningFixtures.amharic { $0.remove(at: 13) }
        let (device, report) = try provision(document, alone: true)
        #expect(!report.isShared)
        #expect(device.provisioning.ssoExtension?.extensionIdentifier?.origin == "\(file):14")
        #expect(device.notes.contains { $0.kind == .missing && $0.message.contains("has 4 items, not an item 5") })
    }

    @Test("An inserted item is noted and left out; the right values still provision a shared device")
    func extraItem() throws {
        let document = try ProvisioningFixtures.amharic {
            $0.insert("    - **ስም**: Microsoft Enterprise SSO", at: 13)   // becomes line 14
        }
        let (device, report) = try provision(document)
        #expect(report.isShared, "\(report)")
        #expect(device.notes.map(\.kind) == [.realigned, .extra, .interpreted])
        #expect(device.notes[1].message == "Item 2 of the settings list at line 13 (`ስም`) matches no item of the other "
                + "copies of the page, so the device does not get it (\(file):14)")
        #expect(device.provisioning.ssoExtension?.extensionIdentifier?.origin == "\(file):15")
        #expect(device.provisioning.ssoExtension?.teamIdentifier == nil)
        #expect(device.notes[2].origin == "\(file):16")
    }

    @Test("A key/type/value group missing its type is noted, and the device says the key is missing")
    func groupMissingPart() throws {
        let (device, report) = try provision(try ProvisioningFixtures.amharic { $0.remove(at: 27) })  // line 28
        #expect(device.notes.contains { $0.kind == .missing && $0.setting == .additionalData
                && $0.message.hasPrefix("Item 5 at line 26 is not a key/type/value group (it has 2 nested settings") })
        #expect(device.provisioning.ssoExtension?.additionalData == [])
        #expect(!report.isShared)
        #expect(report.reasons.map(\.setting) == [.additionalData])
    }

    @Test("A copy without the second settings list gets no app configuration, and a note naming the section's line")
    func listMissing() throws {
        let document = try ProvisioningFixtures.amharic { $0.removeSubrange(30...) }
        let (device, report) = try provision(document)
        #expect(device.provisioning.authenticatorConfiguration == nil)
        let note = try #require(device.notes.first { $0.kind == .missing })
        #expect(note.setting == .authenticatorConfiguration)
        #expect(note.message == "Section `use-intune-to-enable-shared-device-mode--sso-extension` at line 9 has 1 "
                + "settings list, not a settings list 2 (cs-CZ has it at line 83), so the device gets no Microsoft "
                + "Authenticator app configuration (\(file):9)")
        #expect(report.reasons.map(\.setting) == [.authenticatorConfiguration])
    }

    @Test("A page without the section, or without any settings, is noted, never a crash")
    func sectionMissing() throws {
        let empty = try ProvisioningFixtures.amharic { $0.removeSubrange(8...) }
        let (device, report) = try provision(empty)
        #expect(device.notes.map(\.kind) == [.missing, .missing])
        #expect(device.notes.map(\.setting) == [.ssoExtensionPayload, .authenticatorConfiguration])
        #expect(device.notes[0].message == "The page has no section "
                + "`use-intune-to-enable-shared-device-mode--sso-extension` (cs-CZ has it at line 50), so the device "
                + "gets no single sign-on app extension payload")
        #expect(device.notes[0].origin == nil)
        #expect(!report.isShared)
        #expect(report.reasons.map(\.setting) == [.ssoExtensionPayload, .authenticatorConfiguration])
    }

    @Test("A harness item beyond the list is a note")
    func itemBeyondList() throws {
        var mapping = try ProvisioningFixtures.mapping()
        mapping.ssoExtension?.urls = HarnessDevice.ItemSetting(item: ItemPath([9]))
        mapping.ssoExtension?.additionalData = [HarnessDevice.DataSetting(item: ItemPath([5, 4]))]
        let device = DocumentedProvisioning.provisioning(for: try ProvisioningFixtures.amharic(), copies: [],
                                                         mapping: mapping)
        #expect(device.provisioning.ssoExtension?.urls == [])
        #expect(device.notes.filter { $0.kind == .missing }.map(\.message) == [
            "Section `use-intune-to-enable-shared-device-mode--sso-extension` does not give the SSO extension "
                + "URLs: the settings list at line 13 has 5 items, not an item 9 (\(file):13)",
            "Section `use-intune-to-enable-shared-device-mode--sso-extension` does not give the SSO extension's "
                + "additional data: item 5 at line 26 has no nested item 4 (\(file):26)",
        ])
    }
}
