import MSAL

/// What `locdoc test` asks one scenario process to do: provision the device from one variant's documented
/// configuration, then run that variant's samples in page order, checking each step's expectations.
public struct ScenarioPlan: Codable, Sendable, Hashable {
    public struct Step: Codable, Sendable, Hashable {
        /// The generated function of the (deduplicated) sample, e.g. `sample3`.
        public var sample: String
        /// Names of the harness's expectation methods to check after the sample's completions arrived.
        public var expectations: [String]

        public init(sample: String, expectations: [String]) {
            self.sample = sample
            self.expectations = expectations
        }
    }

    public var provisioning: DeviceProvisioning
    public var steps: [Step]
    /// How long one step may wait for the completion blocks of the calls it made.
    public var stepTimeoutSeconds: Double

    public init(provisioning: DeviceProvisioning, steps: [Step], stepTimeoutSeconds: Double) {
        self.provisioning = provisioning
        self.steps = steps
        self.stepTimeoutSeconds = stepTimeoutSeconds
    }
}
