import Foundation
import LocDocModel
import Testing

/// The `device:` block as the harness manifest writes it (YAML, read with Yams' decoder).
@Suite("Harness device mapping")
struct HarnessDeviceTests {
    @Test("The bundled page's mapping names the section, the lists and every item by position")
    func bundledMapping() throws {
        let mapping = try ProvisioningFixtures.mapping()
        #expect(mapping.section == AnchorPath(["use-intune-to-enable-shared-device-mode--sso-extension"]))
        #expect(mapping.authenticatorInstalled)
        let payload = try #require(mapping.ssoExtension)
        #expect(payload.section == nil)
        #expect(payload.list == 1)
        #expect(payload.type == HarnessDevice.ChoiceSetting(item: ItemPath([1]), choice: "Redirect"))
        #expect(payload.extensionIdentifier == HarnessDevice.TextSetting(item: ItemPath([2])))
        #expect(payload.teamIdentifier == HarnessDevice.TextSetting(item: ItemPath([3]), emptyWhenProse: true))
        #expect(payload.urls == HarnessDevice.ItemSetting(item: ItemPath([4])))
        #expect(payload.additionalData == [HarnessDevice.DataSetting(item: ItemPath([5]), valueType: "Boolean")])
        let app = try #require(mapping.authenticatorConfiguration)
        #expect(app.list == 2)
        #expect(app.entries == [HarnessDevice.DataSetting(item: ItemPath([1]), valueType: "Boolean")])
    }

    @Test("Defaults, nested item paths and anchor paths written as lists")
    func shapes() throws {
        let mapping = try ProvisioningFixtures.decodeDevice("""
            device:
              section: [intune, settings]
              authenticatorConfiguration:
                section: other/place
                list: 3
                entries:
                  - item: "2/1"
            """)
        #expect(mapping.section.segments == ["intune", "settings"])
        #expect(mapping.authenticatorInstalled)
        #expect(mapping.ssoExtension == nil)
        #expect(mapping.authenticatorConfiguration?.section?.segments == ["other", "place"])
        #expect(mapping.authenticatorConfiguration?.entries.first?.item.indexPath == [1, 0])
        #expect(mapping.authenticatorConfiguration?.entries.first?.valueType == nil)
        #expect(AnchorPath(["settings"]).names(SectionKey(segments: ["intune", "settings"])))
        #expect(!AnchorPath(["intune"]).names(SectionKey(segments: ["intune", "settings"])))
    }

    @Test("A mistyped key, a position 0 and a malformed item path are errors, not silently missing settings",
          arguments: [
              "device:\n  section: s\n  ssoExtension:\n    list: 1\n    teamIdentifer: { item: 3 }\n",
              "device:\n  section: s\n  ssoExtension:\n    list: 0\n",
              "device:\n  section: s\n  authenticatorConfiguration:\n    list: 1\n    entries: [{ item: 0 }]\n",
              "device:\n  section: s\n  authenticatorConfiguration:\n    list: 1\n    entries: [{ item: \"2/x\" }]\n",
              "device:\n  section: s\n  authenticatorConfiguration:\n    list: 1\n    entries: [{ item: 1, choice: A }]\n",
              "device:\n  section: \"\"\n",
          ])
    func rejects(yaml: String) {
        #expect(throws: DecodingError.self) { try ProvisioningFixtures.decodeDevice(yaml) }
    }

    @Test("The unknown key's error names it and the keys allowed there")
    func unknownKeyMessage() throws {
        let error = try #require(throws: DecodingError.self) {
            try ProvisioningFixtures.decodeDevice("device:\n  section: s\n  ssoExtension:\n    list: 1\n    teamIdentifer: { item: 3 }\n")
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.debugDescription.hasPrefix("unknown key `teamIdentifer`; expected `section`, `list`, `type`"))
    }

    @Test("A mapping survives a JSON round trip")
    func jsonRoundTrip() throws {
        let mapping = try ProvisioningFixtures.mapping()
        let data = try JSONEncoder().encode(mapping)
        #expect(try JSONDecoder().decode(HarnessDevice.self, from: data) == mapping)
    }
}
