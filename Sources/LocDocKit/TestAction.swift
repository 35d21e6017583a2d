import Foundation
import LocDocIngest
import LocDocModel
import LocDocSnippets
import MSAL

/// `locdoc test`, testable without argument parsing: read the corpus, find each page's harness, provision each
/// variant's device from its own documented configuration, compile the samples once and run every variant's
/// scenario.
public struct TestAction: Sendable {
    public var paths: [String]
    /// Only these variants or locales (empty: all).
    public var locales: [String]
    /// A harness manifest given explicitly (else `<page>.harness.yml` beside the corpus root).
    public var harness: String?
    public var jobs: Int
    public var timeout: Double
    public var stepTimeout: Double
    /// Keep the generated sources, binaries and scenario folders here (else a temporary folder, removed).
    public var keepBuild: String?
    /// The module cache and other state kept between runs (else `$LOCDOC_CACHE`, `$XDG_CACHE_HOME/locdoc`,
    /// `~/.cache/locdoc`).
    public var cacheFolder: String?
    /// Reuse the scenario binary of an earlier run when nothing that goes into it changed.
    public var useBuildCache: Bool
    /// Compile and type-check only (no scenario runs).
    public var compileOnly = false
    /// One `swiftc` per distinct sample instead of one merged build (the benchmark's comparison; implies
    /// `compileOnly`).
    public var buildEachSampleAlone = false
    /// Turns a variant's documented configuration into its device provisioning.
    public var provisioner: @Sendable (Document, [Document], PageHarness) -> DeviceProvisioning?

    public init(paths: [String], locales: [String] = [], harness: String? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, timeout: Double = 30, stepTimeout: Double = 5,
                keepBuild: String? = nil, cacheFolder: String? = nil, useBuildCache: Bool = true,
                provisioner: @escaping @Sendable (Document, [Document], PageHarness) -> DeviceProvisioning? = TestAction.documentedProvisioning) {
        self.paths = paths
        self.locales = locales
        self.harness = harness
        self.jobs = jobs
        self.timeout = timeout
        self.stepTimeout = stepTimeout
        self.keepBuild = keepBuild
        self.cacheFolder = cacheFolder
        self.useBuildCache = useBuildCache
        self.provisioner = provisioner
    }

    /// The device a variant's own page documents, through the harness's `device` mapping (nil without one).
    public static let documentedProvisioning: @Sendable (Document, [Document], PageHarness) -> DeviceProvisioning? = {
        document, copies, harness in
        harness.device.map { DocumentedProvisioning.provisioning(for: document, copies: copies, mapping: $0).provisioning }
    }

    public struct Outcome: Sendable {
        public var run: SampleTestOutput
        /// 0 all passed, 1 a sample failed, 2 input errors (unreadable pages, invalid harness, no reference build, no
        /// Objective-C interface when a page has Objective-C samples to type-check).
        public var exitCode: Int32
    }

    public func run(progress: @escaping @Sendable (SampleTestRun.Progress) -> Void = { _ in }) throws -> Outcome {
        let inputs = paths.isEmpty ? [DefaultCorpus.path] : paths
        let corpus = CorpusLoader().load(inputs)
        var errors = corpus.errors
        let build: ReferenceBuild
        do {
            build = try ReferenceBuild.locate()
        } catch {
            errors.append(InputError(kind: .notFound, file: "MSAL.swiftmodule", line: nil, message: error.description))
            return Outcome(run: SampleTestOutput.empty(errors: errors), exitCode: 2)
        }
        let loaded = SamplePageLoader(inputs: inputs, harness: harness, locales: locales, provisioner: provisioner)
            .pages(of: corpus.documents)
        errors += loaded.errors
        let pages = loaded.pages
        let toolchain = SnippetToolchain(
            swiftc: build.swiftc, clang: build.clang, modules: build.modules, libraries: build.libraries,
            swiftLibrary: build.toolchainSwiftLibrary, objcInterface: build.locateObjCInterface())
        let folder = try workFolder()
        defer { if keepBuild == nil { try? FileManager.default.removeItem(at: folder) } }
        let cache = cacheRoot()
        var options = SampleTestOptions(jobs: jobs, scenarioTimeout: timeout, stepTimeout: stepTimeout,
                                        buildFolder: folder, moduleCache: cache.appendingPathComponent("ModuleCache"),
                                        buildCache: useBuildCache ? cache.appendingPathComponent("builds") : nil)
        options.compileOnly = compileOnly || buildEachSampleAlone
        options.buildEachSampleAlone = buildEachSampleAlone
        var output = try SampleTestRun(toolchain: toolchain, options: options).run(pages, progress: progress)
        output.report.errors = errors + output.report.errors
        let exitCode: Int32 = !output.report.errors.isEmpty ? 2 : output.report.failed ? 1 : 0
        return Outcome(run: output, exitCode: exitCode)
    }

    private func workFolder() throws -> URL {
        if let keepBuild {
            let url = URL(fileURLWithPath: keepBuild)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func cacheRoot() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let cacheFolder { return URL(fileURLWithPath: cacheFolder) }
        if let explicit = environment["LOCDOC_CACHE"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("locdoc") }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/locdoc")
    }
}
