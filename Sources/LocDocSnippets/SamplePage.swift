import Foundation
import LocDocModel
import MSAL

/// One page to test: its copies in every variant, its harness, and each variant's device provisioning as that
/// variant's documented configuration gives it.
public struct SamplePage: Sendable {
    public var page: String
    /// Every copy of the page, in variant order.
    public var documents: [Document]
    public var harness: PageHarness?
    /// Where the harness was looked for, when there is none (for the skip reason).
    public var harnessLookedFor: String
    /// By variant. A variant without an entry gets a device with nothing installed.
    public var provisioning: [String: DeviceProvisioning]

    public init(page: String, documents: [Document], harness: PageHarness?, harnessLookedFor: String,
                provisioning: [String: DeviceProvisioning]) {
        self.page = page
        self.documents = documents
        self.harness = harness
        self.harnessLookedFor = harnessLookedFor
        self.provisioning = provisioning
    }
}

/// How `locdoc test` runs.
public struct SampleTestOptions: Sendable {
    /// Scenario processes at once.
    public var jobs: Int
    /// How long one scenario process may run.
    public var scenarioTimeout: Double
    /// How long one step may wait for its completion blocks.
    public var stepTimeout: Double
    /// Where the generated sources, objects and binaries go.
    public var buildFolder: URL
    /// The Swift module cache, kept across runs (a warm cache makes the merged compile several times faster).
    public var moduleCache: URL
    /// Scenario binaries of earlier runs, reused when nothing that goes into them changed (nil: always build).
    public var buildCache: URL?
    /// Compile and type-check only; run no scenario.
    public var compileOnly = false
    /// One `swiftc` per distinct sample instead of one merged build (implies `compileOnly`): what the merged build
    /// saves, for the benchmark.
    public var buildEachSampleAlone = false

    public init(jobs: Int, scenarioTimeout: Double, stepTimeout: Double, buildFolder: URL, moduleCache: URL,
                buildCache: URL?) {
        self.jobs = jobs
        self.scenarioTimeout = scenarioTimeout
        self.stepTimeout = stepTimeout
        self.buildFolder = buildFolder
        self.moduleCache = moduleCache
        self.buildCache = buildCache
    }
}

/// What a run produced besides the results: the generated sources, every elision rewrite, and figures.
public struct SampleTestOutput: Sendable {
    public struct GeneratedFile: Sendable, Hashable {
        /// `<page>/swift/samples.swift`, `<page>/objc/samples.m`, …
        public var path: String
        public var text: String
    }

    public var report: TestRunReport
    public var generated: [GeneratedFile]
    public var rewrites: [ElisionRewrite]
    /// Samples before and after deduplication, compiler invocations, milliseconds compiling and running.
    public var samples: Int
    public var distinctSamples: Int
    public var compilerInvocations: Int
    public var compileMilliseconds: Int
    public var runMilliseconds: Int
}

extension SampleTestOutput {
    /// A run that did not get as far as compiling.
    public static func empty(errors: [InputError]) -> SampleTestOutput {
        SampleTestOutput(report: TestRunReport(results: [], errors: errors), generated: [], rewrites: [], samples: 0,
                         distinctSamples: 0, compilerInvocations: 0, compileMilliseconds: 0, runMilliseconds: 0)
    }
}
