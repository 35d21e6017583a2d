import Dispatch
import Foundation
import MSAL

/// The `main` of a generated scenario binary: `<binary> --plan plan.json`.
///
/// Provisions a simulated device from the plan, sets up the harness context, then runs the plan's steps in order
/// on a worker thread while the main thread serves the main queue (samples ask for completions on
/// `DispatchQueue.main`). After each sample it waits, bounded, until every MSAL call the sample made has completed,
/// then checks the step's expectations. Each event is one JSON line on standard output, written unbuffered, so
/// that a trap still leaves the steps that began and ended. Exits 0 when every step passed, 1 otherwise.
public enum ScenarioMain {
    public static func run<Context: PageContext>(
        _ context: Context.Type,
        samples: [String: (Context) -> Void],
        expectations: [String: (Context) -> Expectation]
    ) -> Never {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--plan"), flag + 1 < arguments.count else {
            FileHandle.standardError.write(Data("usage: \(arguments.first ?? "scenario") --plan plan.json\n".utf8))
            exit(64)
        }
        let plan: ScenarioPlan
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: arguments[flag + 1]))
            plan = try JSONDecoder().decode(ScenarioPlan.self, from: data)
        } catch {
            FileHandle.standardError.write(Data("cannot read the plan: \(error)\n".utf8))
            exit(64)
        }
        let run = ScenarioRun<Context>(plan: plan, samples: samples, expectations: expectations)
        let worker = Thread { run.start() }
        worker.stackSize = 8 << 20
        worker.start()
        dispatchMain()
    }
}

/// One scenario process's work, handed to the worker thread.
private final class ScenarioRun<Context: PageContext>: @unchecked Sendable {
    let plan: ScenarioPlan
    let samples: [String: (Context) -> Void]
    let expectations: [String: (Context) -> Expectation]
    let encoder = JSONEncoder()

    init(plan: ScenarioPlan, samples: [String: (Context) -> Void], expectations: [String: (Context) -> Expectation]) {
        self.plan = plan
        self.samples = samples
        self.expectations = expectations
        encoder.outputFormatting = [.sortedKeys]
    }

    func emit(_ event: ScenarioEvent) {
        guard var line = try? encoder.encode(event) else { return }
        line.append(0x0A)
        FileHandle.standardOutput.write(line)
    }

    func start() {
        let device = SimulatedDevice(name: "scenario")
        let report = device.provision(plan.provisioning)
        emit(ScenarioEvent(kind: .provisioned, deviceMode: report.isShared ? "shared" : "default",
                           reasons: report.reasons.map { .init(message: $0.message, origin: $0.origin) }))
        let context: Context
        do {
            context = try Context(device: device)
        } catch {
            emit(ScenarioEvent(kind: .setupFailed, message: "the harness could not set up the page's context: \(error)"))
            exit(1)
        }
        var allPassed = true
        for (index, step) in plan.steps.enumerated() {
            emit(ScenarioEvent(kind: .stepBegan, step: index))
            let started = DispatchTime.now().uptimeNanoseconds
            let outcome = perform(step, on: context, device: device)
            let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
            emit(ScenarioEvent(kind: .stepEnded, step: index, outcome: outcome.outcome, message: outcome.message,
                               origins: outcome.origins, milliseconds: milliseconds))
            allPassed = allPassed && outcome.outcome == .passed
            // A completion that never came leaves the device mid-call: later steps would not mean anything.
            if outcome.outcome == .timeout { exit(1) }
        }
        exit(allPassed ? 0 : 1)
    }

    private func perform(_ step: ScenarioPlan.Step, on context: Context, device: SimulatedDevice)
        -> (outcome: ScenarioEvent.Outcome, message: String?, origins: [String]?) {
        guard let sample = samples[step.sample] else {
            return (.failed, "the scenario binary has no sample `\(step.sample)`", nil)
        }
        let before = device.trace.events.count
        sample(context)
        let completed = device.trace.wait(timeout: plan.stepTimeoutSeconds) { events in
            Self.pendingCalls(in: events, after: before).isEmpty
        }
        if !completed {
            let pending = Self.pendingCalls(in: device.trace.events, after: before).map(\.operation)
            return (.timeout, "no completion within \(Self.seconds(plan.stepTimeoutSeconds)) for "
                        + pending.map { "`\($0)`" }.joined(separator: ", "), nil)
        }
        var failures: [String] = [], origins: [String] = []
        for name in step.expectations {
            guard let expectation = expectations[name] else {
                failures.append("the harness has no expectation `\(name)`")
                continue
            }
            let result = expectation(context)
            if !result.passed {
                failures.append("\(name): \(result.message)")
                origins += result.origins.filter { !origins.contains($0) }
            }
        }
        return failures.isEmpty ? (.passed, nil, nil) : (.failed, failures.joined(separator: "\n"), origins)
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
