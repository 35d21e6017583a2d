import Foundation
import MSAL

/// The `main` of a scenario binary that `locdoc test` builds: `<binary> --plan plan.json`.
///
/// Runs the plan with `ScenarioRunner` on a worker thread while the main thread serves the main queue (samples ask
/// for completions on `DispatchQueue.main`). Each event is one JSON line on standard output, written unbuffered,
/// so that a trap still leaves the steps that began and ended. Exits 0 when every step passed, 1 otherwise.
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
        let runner = ScenarioRunner<Context>(plan: plan, samples: samples, expectations: expectations)
        ScenarioRunner<Context>.runOnWorkerThread {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return runner.run { event in
                guard var line = try? encoder.encode(ScenarioEvent(event)) else { return }
                line.append(0x0A)
                FileHandle.standardOutput.write(line)
            }
        }
    }
}

extension ScenarioEvent {
    /// The JSON event `locdoc test` reads back for one of the runner's events.
    init(_ event: ScenarioRunEvent) {
        switch event {
        case .provisioned(let report):
            self.init(kind: .provisioned, deviceMode: report.isShared ? "shared" : "default",
                      reasons: report.reasons.map { .init(message: $0.message, origin: $0.origin) })
        case .setupFailed(let message):
            self.init(kind: .setupFailed, message: message)
        case .stepBegan(let index, _):
            self.init(kind: .stepBegan, step: index)
        case .stepEnded(let index, _, let result):
            self.init(kind: .stepEnded, step: index, outcome: result.outcome, message: result.message,
                      origins: result.origins, milliseconds: result.milliseconds)
        }
    }
}
