import Foundation

/// H `configuration/MSALGlobalConfig.h`: class properties only.
///
/// In an app these settings are process-wide, and each app is its own process. In the simulation many apps share
/// one process, so the settings belong to a device: the class properties read and write those of
/// `SimulatedDevice.current`, and every app on that device follows them.
public final class MSALGlobalConfig: NSObject {
    @available(*, unavailable)
    public override init() {
        fatalError("unavailable")
    }

    /// `.auto` (default) lets MSAL use Microsoft Authenticator and its SSO extension; `.none` keeps every flow in
    /// the app (D1: getDeviceInformation then fails).
    public class var brokerAvailability: MSALBrokeredAvailability {
        get { SimulatedDevice.current.state.withLock { $0.brokerAvailability } }
        set { SimulatedDevice.current.state.withLock { $0.brokerAvailability = newValue } }
    }

    /// The web view type used when a request does not give one.
    public class var defaultWebviewType: MSALWebviewType {
        get { SimulatedDevice.current.state.withLock { $0.defaultWebviewType } }
        set { SimulatedDevice.current.state.withLock { $0.defaultWebviewType = newValue } }
    }

    /// Ask for device-bound app refresh tokens (carried, not interpreted).
    public class var shouldRequestBoundAppRefreshTokens: Bool {
        get { SimulatedDevice.current.state.withLock { $0.shouldRequestBoundAppRefreshTokens } }
        set { SimulatedDevice.current.state.withLock { $0.shouldRequestBoundAppRefreshTokens = newValue } }
    }

    /// HTTP settings (carried, not interpreted: the simulation has no network).
    public class var httpConfig: MSALHTTPConfig { SimulatedDevice.current.globalConfigObjects.http }
    /// Telemetry settings (carried, not interpreted).
    public class var telemetryConfig: MSALTelemetryConfig { SimulatedDevice.current.globalConfigObjects.telemetry }
    /// Logger settings. The simulation writes MSAL's log lines to the device trace, not to this callback.
    public class var loggerConfig: MSALLoggerConfig { SimulatedDevice.current.globalConfigObjects.logger }
}

/// H `MSALHTTPConfig.h`. Locked, so a device can share it with every thread.
public final class MSALHTTPConfig: NSObject, Sendable {
    private let settings = Locked((retryCount: 1, retryInterval: 0.5 as TimeInterval, timeout: 300 as TimeInterval))

    public var retryCount: Int {
        get { settings.withLock { $0.retryCount } }
        set { settings.withLock { $0.retryCount = newValue } }
    }

    public var retryInterval: TimeInterval {
        get { settings.withLock { $0.retryInterval } }
        set { settings.withLock { $0.retryInterval = newValue } }
    }

    public var timeoutIntervalForRequest: TimeInterval {
        get { settings.withLock { $0.timeout } }
        set { settings.withLock { $0.timeout = newValue } }
    }
}

/// H `MSALTelemetryConfig.h`. Locked, so a device can share it with every thread.
public final class MSALTelemetryConfig: NSObject, Sendable {
    private let settings = Locked((piiEnabled: false, notifyOnFailureOnly: false))
    private let callback = Locked<UncheckedBlock<MSALTelemetryCallback>?>(nil)

    public var piiEnabled: Bool {
        get { settings.withLock { $0.piiEnabled } }
        set { settings.withLock { $0.piiEnabled = newValue } }
    }

    public var notifyOnFailureOnly: Bool {
        get { settings.withLock { $0.notifyOnFailureOnly } }
        set { settings.withLock { $0.notifyOnFailureOnly = newValue } }
    }

    /// Carried, never called: the simulation sends no telemetry.
    public var telemetryCallback: MSALTelemetryCallback? {
        get { callback.withLock { $0?.call } }
        set { callback.withLock { $0 = newValue.map { UncheckedBlock(call: $0) } } }
    }
}

/// H `MSALLoggerConfig.h`. Locked, so a device can share it with every thread.
public final class MSALLoggerConfig: NSObject, Sendable {
    private let settings = Locked((logLevel: MSALLogLevel.info, piiEnabled: false))
    private let callback = Locked<UncheckedBlock<MSALLogCallback>?>(nil)

    public var logLevel: MSALLogLevel {
        get { settings.withLock { $0.logLevel } }
        set { settings.withLock { $0.logLevel = newValue } }
    }

    public var piiEnabled: Bool {
        get { settings.withLock { $0.piiEnabled } }
        set { settings.withLock { $0.piiEnabled = newValue } }
    }

    /// Carried, never called: the simulation writes MSAL's log lines to the device trace.
    public func setLogCallback(_ callback: @escaping MSALLogCallback) {
        self.callback.withLock { $0 = UncheckedBlock(call: callback) }
    }
}

/// The configuration objects of one device.
struct GlobalConfigObjects: Sendable {
    let http = MSALHTTPConfig()
    let telemetry = MSALTelemetryConfig()
    let logger = MSALLoggerConfig()
}
