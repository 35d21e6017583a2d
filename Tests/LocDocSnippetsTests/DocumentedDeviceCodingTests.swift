import Foundation
import LocDocSnippets
import MSAL
import Testing

/// `locdoc test` hands a variant's provisioning to the scenario process as JSON.
@Suite("Documented device as JSON")
struct DocumentedDeviceCodingTests {
    @Test("A provisioning read from a copy survives a JSON round trip, origins and notes included",
          arguments: ["es-ES", "it-IT"])
    func roundTrip(variant: String) throws {
        let device = DocumentedProvisioning.provisioning(for: try ProvisioningFixtures.bundled(variant),
                                                         copies: ProvisioningFixtures.bundled,
                                                         mapping: try ProvisioningFixtures.mapping())
        let data = try JSONEncoder().encode(device)
        let decoded = try JSONDecoder().decode(DocumentedDevice.self, from: data)
        #expect(decoded == device)
        #expect(!decoded.notes.isEmpty)
        #expect(SimulatedDevice().provision(decoded.provisioning) == SimulatedDevice().provision(device.provisioning))
    }

    @Test("The JSON names settings plainly: text and origin, label and aligned choice")
    func shape() throws {
        let device = DocumentedProvisioning.provisioning(for: try ProvisioningFixtures.bundled("es-ES"),
                                                         copies: ProvisioningFixtures.bundled,
                                                         mapping: try ProvisioningFixtures.mapping())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(device.provisioning.ssoExtension?.type), as: UTF8.self)
        #expect(json == #"{"alignedChoice":"Redirect","label":"Redirigir","origin":"es-ES\/msal-ios-shared-devices.md:61"}"#)
        let note = String(decoding: try encoder.encode(device.notes[0]), as: UTF8.self)
        #expect(note.hasPrefix(#"{"kind":"interpreted","message":"#))
        #expect(note.hasSuffix(#""setting":"teamIdentifier"}"#))
    }
}
