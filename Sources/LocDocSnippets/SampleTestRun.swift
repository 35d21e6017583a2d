import Foundation
import LocDocHarness
import LocDocModel
import MSAL

/// `locdoc test`'s engine: per page, splice every sample of every variant, compile the distinct Swift samples once
/// (one merged build) and type-check the distinct Objective-C samples once (one clang run), then run the page's
/// scenario once per variant, in parallel, each in its own process.
public struct SampleTestRun: Sendable {
    public struct Progress: Sendable {
        public var finished: Int
        public var total: Int
        public var variant: String
    }

    public let toolchain: SnippetToolchain
    public let options: SampleTestOptions

    public init(toolchain: SnippetToolchain, options: SampleTestOptions) {
        self.toolchain = toolchain
        self.options = options
    }

    public func run(_ pages: [SamplePage], progress: @escaping @Sendable (Progress) -> Void = { _ in }) throws
        -> SampleTestOutput {
        var output = SampleTestOutput(report: TestRunReport(results: [], errors: []), generated: [], rewrites: [],
                                      samples: 0, distinctSamples: 0, compilerInvocations: 0, compileMilliseconds: 0,
                                      runMilliseconds: 0)
        var results: [SampleTestResult] = [], errors: [InputError] = []
        for page in pages {
            let pageRun = try PageTestRun(page: page, toolchain: toolchain, options: options).run(progress: progress)
            results += pageRun.results
            errors += pageRun.errors
            output.generated += pageRun.generated
            output.rewrites += pageRun.rewrites
            output.samples += pageRun.samples
            output.distinctSamples += pageRun.distinct
            output.compilerInvocations += pageRun.invocations
            output.compileMilliseconds += pageRun.compileMilliseconds
            output.runMilliseconds += pageRun.runMilliseconds
        }
        // A problem of the run rather than of a page (the missing Objective-C interface) is said once.
        output.report = TestRunReport(results: results, errors: PageTestRun.unique(errors))
        return output
    }
}
