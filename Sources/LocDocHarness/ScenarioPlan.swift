import MSAL

/// What one scenario run does: provision the device from one variant's documented configuration, then run that
/// variant's samples in page order, checking each step's expectations. `locdoc test` hands it to a scenario process
/// as JSON; a package of `locdoc generate` writes it into its `main`.
public struct ScenarioPlan: Codable, Sendable, Hashable {
    public struct Step: Codable, Sendable, Hashable {
        /// The generated function of the (deduplicated) sample, e.g. `sample3`.
        public var sample: String
        /// Names of the harness's expectation methods to check after the sample's completions arrived.
        public var expectations: [String]
        /// What the sample is, in the page's own words (its section's heading), for a run told in plain words.
        public var title: String?
        /// `file:line` of the sample in the page.
        public var location: String?

        public init(sample: String, expectations: [String], title: String? = nil, location: String? = nil) {
            self.sample = sample
            self.expectations = expectations
            self.title = title
            self.location = location
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
