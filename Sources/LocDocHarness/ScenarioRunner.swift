import Dispatch
import Foundation
import MSAL

/// Runs a page's scenario on the reference implementation: provisions a simulated device, sets up the harness
/// context on it, then runs the plan's steps in order. After each sample it waits, bounded, until every MSAL call
/// the sample made has delivered its completion, then checks the step's expectations.
///
/// Both scenario mains drive it and differ only in how they tell what happened: `ScenarioMain` as JSON events for
/// `locdoc test`, `ScenarioNarration` in plain words for a package of `locdoc generate`. Each event is reported
/// before the runner goes on, so that a trap in a sample still leaves the steps that began and ended.
final class ScenarioRunner<Context: PageContext>: @unchecked Sendable {
    let plan: ScenarioPlan
    let samples: [String: (Context) -> Void]
    let expectations: [String: (Context) -> Expectation]

    init(plan: ScenarioPlan, samples: [String: (Context) -> Void], expectations: [String: (Context) -> Expectation]) {
        self.plan = plan
        self.samples = samples
        self.expectations = expectations
    }

    /// Runs the whole scenario on the calling thread, which must not be the main thread: samples ask for their
    /// completions on `DispatchQueue.main`. Stops after a step that timed out (the device is left mid-call, so later
    /// steps would not mean anything). Returns whether every step passed.
    func run(_ report: (ScenarioRunEvent) -> Void) -> Bool {
        let device = SimulatedDevice(name: "scenario")
        report(.provisioned(device.provision(plan.provisioning)))
        let context: Context
        do {
            context = try Context(device: device)
        } catch {
            // The error alone: each reader words it (`ScenarioNarration`, `ScenarioProcess`).
            report(.setupFailed("\(error)"))
            return false
        }
        var allPassed = true
        for (index, step) in plan.steps.enumerated() {
            report(.stepBegan(index: index, step: step))
            let started = DispatchTime.now().uptimeNanoseconds
            var result = perform(step, on: context, device: device)
            result.milliseconds = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
            report(.stepEnded(index: index, step: step, result))
            allPassed = allPassed && result.outcome == .passed
            if result.outcome == .timeout { return false }
        }
        return allPassed
    }

    /// Runs `body` on a worker thread with a large stack while the main thread serves the main queue, and exits
    /// with 0 when it returns true, 1 otherwise.
    static func runOnWorkerThread(_ body: @escaping @Sendable () -> Bool) -> Never {
        let worker = Thread { exit(body() ? 0 : 1) }
        worker.stackSize = 8 << 20
        worker.start()
        dispatchMain()
    }

    private func perform(_ step: ScenarioPlan.Step, on context: Context, device: SimulatedDevice) -> ScenarioStepResult {
        guard let sample = samples[step.sample] else {
            return ScenarioStepResult(outcome: .failed, checks: [], message: "the scenario binary has no sample `\(step.sample)`",
                              milliseconds: 0)
        }
        let before = device.trace.events.count
        sample(context)
        let completed = device.trace.wait(timeout: plan.stepTimeoutSeconds) { events in
            Self.pendingCalls(in: events, after: before).isEmpty
        }
        if !completed {
            let pending = Self.pendingCalls(in: device.trace.events, after: before).map(\.operation)
            return ScenarioStepResult(outcome: .timeout, checks: [],
                              message: "no completion within \(Self.seconds(plan.stepTimeoutSeconds)) for "
                                  + pending.map { "`\($0)`" }.joined(separator: ", "),
                              milliseconds: 0)
        }
        var checks: [(name: String, expectation: Expectation)] = [], failures: [String] = [], origins: [String] = []
        for name in step.expectations {
            let result = expectations[name]?(context) ?? .failed("the harness has no expectation `\(name)`")
            checks.append((name, result))
            if !result.passed {
                failures.append("\(name): \(result.message)")
                origins += result.origins.filter { !origins.contains($0) }
            }
        }
        return failures.isEmpty
            ? ScenarioStepResult(outcome: .passed, checks: checks, milliseconds: 0)
            : ScenarioStepResult(outcome: .failed, checks: checks, message: failures.joined(separator: "\n"), origins: origins,
                         milliseconds: 0)
    }

    /// The calls made after the first `count` events that have no completion yet.
    static func pendingCalls(in events: [TraceEvent], after count: Int) -> [TraceEvent] {
        let recent = events.dropFirst(count)
        let completed = Set(recent.filter { $0.kind == .completion }.compactMap(\.callSequence))
        return recent.filter { $0.kind == .call && !completed.contains($0.sequence) }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// What a scenario run reports, in order, as it goes.
enum ScenarioRunEvent {
    /// The device was provisioned; the report says in which mode and why.
    case provisioned(ProvisioningReport)
    /// Setting up the context (apps, accounts) failed.
    case setupFailed(String)
    case stepBegan(index: Int, step: ScenarioPlan.Step)
    case stepEnded(index: Int, step: ScenarioPlan.Step, ScenarioStepResult)
}

/// How one step of a scenario went: each expectation checked, in the plan's order.
struct ScenarioStepResult {
    var outcome: ScenarioEvent.Outcome
    var checks: [(name: String, expectation: Expectation)]
    /// Why the step did not pass, in plain words: every failed expectation, or what timed out.
    var message: String?
    /// `file:line` of the documented settings that caused the failures.
    var origins: [String]?
    var milliseconds: Int
}
