import Foundation
import MSAL

/// The `main` of a sample package that `locdoc generate` writes: runs the page's scenario with `ScenarioRunner`,
/// on a device provisioned as the page documents it (the plan is written into the package), and tells what happened
/// in plain words on standard output: the device's mode and why, then each step and each of its expectations.
/// Exits 0 when every step passed, 1 otherwise.
public enum ScenarioNarration {
    public static func run<Context: PageContext>(
        _ context: Context.Type,
        page: String,
        plan: ScenarioPlan,
        samples: [String: (Context) -> Void],
        expectations: [String: (Context) -> Expectation]
    ) -> Never {
        let runner = ScenarioRunner<Context>(plan: plan, samples: samples, expectations: expectations)
        ScenarioRunner<Context>.runOnWorkerThread {
            var narrative = ScenarioNarrative(page: page, stepCount: plan.steps.count)
            write(narrative.opening)
            let passed = runner.run { event in write(narrative.lines(for: event)) }
            write(narrative.closing(passed: passed))
            return passed
        }
    }

    private static func write(_ lines: [String]) {
        FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }
}

/// The plain-words account of one scenario run, built event by event.
struct ScenarioNarrative {
    let page: String
    let stepCount: Int
    private(set) var passed = 0
    private(set) var failed = 0
    private(set) var stopped: String?

    init(page: String, stepCount: Int) {
        self.page = page
        self.stepCount = stepCount
    }

    var opening: [String] { ["Scenario of \(page), on the MSAL reference implementation", ""] }

    mutating func lines(for event: ScenarioRunEvent) -> [String] {
        switch event {
        case .provisioned(let report):
            return Self.device(report)
        case .setupFailed(let message):
            stopped = "the scenario could not start: \(message)"
            return ["The harness could not set up the page's context: \(message)"]
        case .stepBegan(let index, let step):
            let title = step.title.map { ", \u{201C}\($0)\u{201D}" } ?? ""
            let location = step.location.map { " (\($0))" } ?? ""
            return ["", "Step \(index + 1) of \(stepCount): \(step.sample)\(title)\(location)"]
        case .stepEnded(let index, _, let result):
            return step(index, result)
        }
    }

    func closing(passed allPassed: Bool) -> [String] {
        if let stopped { return ["", "The scenario failed: \(stopped)."] }
        let counts = "\(passed) of \(stepCount) steps passed" + (failed > 0 ? ", \(failed) failed" : "")
        return ["", allPassed ? "The scenario passed: \(counts)." : "The scenario failed: \(counts)."]
    }

    /// The device's mode, and every reason (with the documented setting's `file:line`) it is not shared.
    static func device(_ report: ProvisioningReport) -> [String] {
        let extensionState = "the SSO extension is \(report.ssoExtensionLoaded ? "loaded" : "not loaded") for \(report.loginHost)"
        var lines: [String]
        if report.isShared {
            lines = ["Device provisioned as the page documents it: shared mode (\(extensionState))."]
        } else {
            lines = ["Device provisioned as the page documents it: default mode, not shared (\(extensionState)), because:"]
            lines += report.reasons.map { "  - \($0.message)" }
        }
        return lines + report.notes.map { "  note: \($0.message)" }
    }

    private mutating func step(_ index: Int, _ result: ScenarioStepResult) -> [String] {
        switch result.outcome {
        case .passed: passed += 1
        case .failed: failed += 1
        case .timeout:
            failed += 1
            stopped = "step \(index + 1) of \(stepCount) timed out, so the steps after it did not run"
        }
        if result.outcome == .timeout || result.checks.isEmpty && result.outcome == .failed {
            return ["  \(result.outcome == .timeout ? "timed out" : "failed"): \(result.message ?? "")"]
        }
        if result.checks.isEmpty { return ["  ran, and every completion arrived (the step checks no expectation)"] }
        return result.checks.flatMap { name, expectation -> [String] in
            guard !expectation.passed else { return ["  passed: \(name)"] }
            return ["  FAILED: \(name): \(expectation.message)"]
                + expectation.origins.map { "    caused by the documented setting at \($0)" }
        }
    }
}
