import Foundation

// H `MSALDeviceInformation.h`; key values from IMPL `MSALDeviceInformation.m`.
public let MSAL_PRIMARY_REGISTRATION_UPN = "primary_registration_metadata_upn"
public let MSAL_PRIMARY_REGISTRATION_DEVICE_ID = "primary_registration_metadata_device_id"
public let MSAL_PRIMARY_REGISTRATION_TENANT_ID = "primary_registration_metadata_tenant_id"
public let MSAL_PRIMARY_REGISTRATION_CLOUD = "primary_registration_metadata_cloud_host"
public let MSAL_PRIMARY_REGISTRATION_CERTIFICATE_THUMBPRINT = "primary_registration_metadata_certificate_thumbprint"

/// The non-public key the SSO extension adds to `extraDeviceInformation`; its value is `"Yes"` or `"No"`.
let isSSOExtensionInFullModeKey = "isSSOExtensionInFullMode"

/// H `MSALDeviceInformation.h`: what `getDeviceInformation` reports.
open class MSALDeviceInformation: NSObject {
    public let deviceMode: MSALDeviceMode
    public let configuredPreferredAuthMethod: MSALPreferredAuthMethod
    public let hasAADSSOExtension: Bool
    /// An untyped `NSDictionary` in Objective-C; values here are strings.
    public let extraDeviceInformation: [AnyHashable: Any]

    /// A bare object: default mode, no extras, and `hasAADSSOExtension` telling whether an SSO extension could
    /// perform authorisation on `SimulatedDevice.current` for the default login host.
    public override convenience init() {
        let device = SimulatedDevice.current
        let canRun = device.ssoExtensionCanRun(forHost: SimulatedDevice.defaultLoginHost)
        self.init(deviceMode: .default, hasAADSSOExtension: canRun,
                  extraDeviceInformation: [:])
    }

    init(deviceMode: MSALDeviceMode, hasAADSSOExtension: Bool, extraDeviceInformation: [String: String],
         configuredPreferredAuthMethod: MSALPreferredAuthMethod = .none) {
        self.deviceMode = deviceMode
        self.hasAADSSOExtension = hasAADSSOExtension
        self.extraDeviceInformation = extraDeviceInformation
        self.configuredPreferredAuthMethod = configuredPreferredAuthMethod
        super.init()
    }

    /// IMPL `MSALDeviceInformation.m`: "Device mode default" / "Device mode shared".
    var deviceModeDescription: String {
        deviceMode == .shared ? "Device mode shared" : "Device mode default"
    }

    open override var description: String {
        "\(deviceModeDescription), hasAADSSOExtension \(hasAADSSOExtension ? "Yes" : "No")"
    }
}

/// H `MSALWPJMetaData.h`: the workplace-join metadata for a tenant.
open class MSALWPJMetaData: NSObject {
    public let extraDeviceInformation: [AnyHashable: Any]

    init(extraDeviceInformation: [String: String]) {
        self.extraDeviceInformation = extraDeviceInformation
        super.init()
    }

    public override convenience init() {
        self.init(extraDeviceInformation: [:])
    }
}
