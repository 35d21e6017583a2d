import Foundation
import Testing
@testable import MSAL

@Suite("getDeviceInformation")
struct DeviceInformationTests {
    @Test("D1 broker not allowed gives nil and -50000 with internal -42714")
    func brokerNotAllowed() throws {
        let device = sharedDevice()
        SimulatedDevice.withCurrent(device) { MSALGlobalConfig.brokerAvailability = .none }
        let app = try device.makeApplication(clientId: "app-a")
        let (info, error) = try app.deviceInformation()
        #expect(info == nil)
        expectMSALError(error, code: -50000, internal: -42714)
        let message = error?.userInfo[MSALErrorDescriptionKey] as? String
        #expect(message?.contains("Broker is not enabled for this operation") == true)
    }

    @Test("D1 a redirect URI that is not broker capable also means broker not allowed")
    func redirectNotBrokerCapable() throws {
        let device = sharedDevice()
        let config = MSALPublicClientApplicationConfig(clientId: "app-a",
                                                       redirectUri: "https://example.com/redirect", authority: nil)
        let (info, error) = try device.makeApplication(configuration: config).deviceInformation()
        #expect(info == nil)
        expectMSALError(error, code: -50000, internal: -42714)
    }

    @Test("D2 without SSO extension the device reports default mode and no extension")
    func noSSOExtension() throws {
        let device = plainDevice()
        var provisioning = DeviceProvisioning.sharedDeviceMode()
        provisioning.authenticatorInstalled = false
        provisioning.registration = WorkplaceJoinRegistration(upn: "alice@contoso.com", deviceId: "device-1",
                                                              tenantId: "tid-contoso.com")
        device.provision(provisioning)
        let (info, error) = try device.makeApplication(clientId: "app-a").deviceInformation()
        #expect(error == nil)
        #expect(info?.deviceMode == .default)
        #expect(info?.hasAADSSOExtension == false)
        #expect(info?.extraDeviceInformation[MSAL_PRIMARY_REGISTRATION_DEVICE_ID] as? String == "device-1")
        #expect(info?.extraDeviceInformation[isSSOExtensionInFullModeKey] == nil)
        #expect(device.trace.deviceEvents.contains {
            $0.summary == "Broker is not present on this device. Defaulting to personal mode"
        })
    }

    @Test("D3 the SSO extension reports shared mode")
    func sharedMode() throws {
        let device = sharedDevice()
        let (info, error) = try device.makeApplication(clientId: "app-a").deviceInformation()
        #expect(error == nil)
        #expect(info?.deviceMode == .shared)
        #expect(info?.hasAADSSOExtension == true)
        #expect(info?.extraDeviceInformation["isSSOExtensionInFullMode"] as? String == "Yes")
    }

    @Test("D3 an SSO extension without the shared-mode flag reports default mode")
    func ssoExtensionPersonalMode() throws {
        let device = personalDeviceWithSSOExtension()
        let (info, error) = try device.makeApplication(clientId: "app-a").deviceInformation()
        #expect(error == nil)
        #expect(info?.deviceMode == .default)
        #expect(info?.hasAADSSOExtension == true)
        #expect(info?.extraDeviceInformation["isSSOExtensionInFullMode"] as? String == "No")
    }

    @Test("D4 a failing SSO extension request gives both a default-mode object and the error")
    func ssoExtensionFails() throws {
        let device = sharedDevice()
        device.failNextSSOExtensionRequest()
        let (info, error) = try device.makeApplication(clientId: "app-a").deviceInformation()
        #expect(info?.deviceMode == .default)
        expectMSALError(error, code: -50000, internal: -42008)
    }

    @Test("D5 a second request while one SSO extension request runs fails with -50000")
    func concurrentRequest() throws {
        let device = sharedDevice()
        let app = try device.makeApplication(clientId: "app-a")
        device.holdSSOExtensionRequests()
        let first = Delivered<(MSALDeviceInformation?, NSError?)>()
        app.getDeviceInformation(with: nil) { info, error in first.fulfill((info, error as NSError?)) }
        let (secondInfo, secondError) = try app.deviceInformation()
        #expect(secondInfo == nil)
        expectMSALError(secondError, code: -50000, internal: -42008)
        #expect(first.callCount == 0)
        device.releaseSSOExtensionRequests()
        let (firstInfo, firstError) = try #require(first.wait())
        #expect(firstError == nil)
        #expect(firstInfo?.deviceMode == .shared)
    }
}
