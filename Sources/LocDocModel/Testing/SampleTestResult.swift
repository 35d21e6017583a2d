/// How one sample (or scenario step) of one variant fared in `locdoc test`.
public enum TestStatus: String, Sendable, Hashable, Codable, CaseIterable {
    case passed
    /// An expectation of the scenario did not hold.
    case failed
    /// The sample does not compile (Swift) or type-check (Objective-C), or cannot be turned into code.
    case compileError = "compile-error"
    /// A completion block never came, or the scenario process outlived its deadline.
    case timeout
    /// The scenario process trapped or was killed by a signal.
    case crashed
    /// Not run, with a reason (an earlier step timed out or crashed, the harness does not cover the language).
    case skipped

    /// Whether the status makes `locdoc test` exit 1.
    public var isFailure: Bool {
        switch self {
        case .passed, .skipped: false
        case .failed, .compileError, .timeout, .crashed: true
        }
    }
}

/// Which sample a result is about.
public struct SampleReference: Sendable, Hashable, Codable, Comparable {
    /// The Markdown file, relative (`cs-CZ/msal-ios-shared-devices.md`).
    public var file: String
    /// The line of the opening fence.
    public var line: Int
    /// The section's anchor path, e.g. `…/detect-shared-device-mode/swift`.
    public var anchorPath: String
    /// Normalised language: `swift`, `objective-c`.
    public var language: String

    public init(file: String, line: Int, anchorPath: String, language: String) {
        self.file = file
        self.line = line
        self.anchorPath = anchorPath
        self.language = language
    }

    public var location: String { "\(file):\(line)" }

    public static func < (lhs: SampleReference, rhs: SampleReference) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}

/// One result: a variant × a sample × a step (`compile`, `type-check` or `scenario`).
public struct SampleTestResult: Sendable, Hashable, Codable {
    public enum Step: String, Sendable, Hashable, Codable {
        /// The Swift sample compiled against the MSAL module.
        case compile
        /// The Objective-C sample type-checked against the MSAL.h interface.
        case typeCheck = "type-check"
        /// The sample ran in the page's scenario on the variant's device and its expectations held.
        case scenario
    }

    public var variant: String
    public var locale: String
    public var sample: SampleReference
    public var step: Step
    public var status: TestStatus
    public var durationMilliseconds: Int
    /// What went wrong (diagnostics, the failed expectation and the device's reasons, the skip reason).
    public var message: String?
    /// Every location involved, `file:line`: the sample line a diagnostic or trap names, the configuration lines
    /// that caused a failure.
    public var locations: [String]

    public init(variant: String, locale: String, sample: SampleReference, step: Step, status: TestStatus,
                durationMilliseconds: Int, message: String? = nil, locations: [String] = []) {
        self.variant = variant
        self.locale = locale
        self.sample = sample
        self.step = step
        self.status = status
        self.durationMilliseconds = durationMilliseconds
        self.message = message
        self.locations = locations
    }
}

/// Everything `locdoc test` found: results in variant, file, line, step order, and the input errors.
public struct TestRunReport: Sendable, Hashable {
    public var results: [SampleTestResult]
    /// Unreadable pages, invalid harnesses, a missing reference build.
    public var errors: [InputError]

    public init(results: [SampleTestResult], errors: [InputError]) {
        self.results = results.sorted {
            ($0.variant, $0.sample.file, $0.sample.line, $0.step.order) < ($1.variant, $1.sample.file, $1.sample.line, $1.step.order)
        }
        self.errors = errors
    }

    public var failed: Bool { results.contains { $0.status.isFailure } }
}

extension SampleTestResult.Step {
    /// Compile and type-check before the scenario.
    var order: Int {
        switch self {
        case .compile: 0
        case .typeCheck: 1
        case .scenario: 2
        }
    }
}
