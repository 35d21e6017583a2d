import MSAL

/// The context a page's samples run in: what they use but never declare (`application`, `self.webViewParamaters`,
/// the account an elision stands for). A page harness declares one class conforming to this; each spliced sample
/// becomes a method of an extension of it, so `self` in a sample is the context and locals cannot collide.
public protocol PageContext: AnyObject, SendableMetatype {
    /// Sets up, on a device already provisioned from the variant's documented configuration, the apps and accounts
    /// the page presumes.
    init(device: SimulatedDevice) throws
}
