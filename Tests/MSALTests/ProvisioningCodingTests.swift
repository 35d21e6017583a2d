import Foundation
import MSAL
import Testing

/// A provisioning built in one process (locdoc) is provisioned in another (the scenario), as JSON.
@Suite("Provisioning as JSON")
struct ProvisioningCodingTests {
    @Test("Every part of a provisioning survives a JSON round trip")
    func roundTrip() throws {
        var provisioning = DeviceProvisioning.sharedDeviceMode()
        provisioning.ssoExtension?.type = ProfileChoice("Redirigir", origin: "es-ES/p.md:61", alignedChoice: "Redirect")
        provisioning.ssoExtension?.teamIdentifier = ProfileText("SGGM6D27TK", origin: "it-IT/p.md:63")
        provisioning.registration = WorkplaceJoinRegistration(upn: "a@contoso.com", deviceId: "d-1", tenantId: "t-1")
        provisioning.authenticatorInstalled = false
        let data = try JSONEncoder().encode(provisioning)
        let decoded = try JSONDecoder().decode(DeviceProvisioning.self, from: data)
        #expect(decoded == provisioning)
        #expect(decoded.registration?.upn == "a@contoso.com")
        #expect(decoded.ssoExtension?.type?.alignedChoice == "Redirect")
    }

    @Test("An empty provisioning decodes from the smallest JSON")
    func minimal() throws {
        let decoded = try JSONDecoder().decode(DeviceProvisioning.self, from: Data(#"{"authenticatorInstalled":true}"#.utf8))
        #expect(decoded == DeviceProvisioning())
    }
}
