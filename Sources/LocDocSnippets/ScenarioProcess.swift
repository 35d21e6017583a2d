import Foundation
import LocDocHarness
import LocDocModel

/// Runs one variant's scenario in its own process: the page's scenario binary with the variant's plan, in a fresh
/// temporary working directory, with a minimal environment and a deadline. Turns the events it printed (and how it
/// ended) into one `scenario` result per Swift sample of the variant.
struct ScenarioProcess {
    let binary: URL
    let plan: ScenarioPlan
    /// The variant's Swift samples in page order, each with the distinct sample it was compiled as (nil when it
    /// did not compile).
    let steps: [(sample: SplicedSample, compiled: DistinctSample?)]
    let deadline: TimeInterval
    let folder: URL
    /// The harness's Swift file, named when setting up the context fails.
    let harnessLocation: String

    func run() -> [SampleTestResult] {
        let outcome: ToolProcess.Outcome
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let planFile = folder.appendingPathComponent("plan.json")
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try encoder.encode(plan).write(to: planFile)
            outcome = try ToolProcess(executable: binary, arguments: ["--plan", planFile.path], workingDirectory: folder,
                                      environment: ToolProcess.minimalEnvironment(home: folder), deadline: deadline).run()
        } catch {
            return steps.map { $0.sample.result(.scenario, .crashed, "the scenario could not be started: \(error)") }
        }
        let events = outcome.standardOutput.split(separator: "\n").compactMap {
            try? JSONDecoder().decode(ScenarioEvent.self, from: Data($0.utf8))
        }
        return interpret(events, outcome)
    }

    private func interpret(_ events: [ScenarioEvent], _ outcome: ToolProcess.Outcome) -> [SampleTestResult] {
        var results: [SampleTestResult] = [], planIndex = 0, stopped: String?
        let setupFailure = events.first { $0.kind == .setupFailed }.map {
            "the harness could not set up the page's context: \($0.message ?? "no reason given")"
        }
        let provisioned = events.contains { $0.kind == .provisioned }
        for step in steps {
            guard let compiled = step.compiled else {
                results.append(step.sample.result(.scenario, .skipped, "not run: the sample does not compile"))
                continue
            }
            defer { planIndex += 1 }
            if let stopped {
                results.append(step.sample.result(.scenario, .skipped, "not run: \(stopped)"))
                continue
            }
            if let setupFailure {
                results.append(step.sample.result(.scenario, .failed, setupFailure, locations: [harnessLocation]))
                stopped = "the harness could not set up the scenario"
                continue
            }
            let began = events.contains { $0.kind == .stepBegan && $0.step == planIndex }
            if let ended = events.first(where: { $0.kind == .stepEnded && $0.step == planIndex }) {
                let status: TestStatus = switch ended.outcome {
                case .passed?: .passed
                case .timeout?: .timeout
                default: .failed
                }
                results.append(step.sample.result(.scenario, status, ended.message,
                                                  locations: [step.sample.reference.location] + (ended.origins ?? []),
                                                  milliseconds: ended.milliseconds ?? 0))
                if status == .timeout { stopped = "\(step.sample.reference.location) timed out" }
            } else if began || !provisioned {
                let (status, message) = abnormalEnd(outcome, compiled: compiled, copy: step.sample)
                results.append(step.sample.result(.scenario, status, message,
                                                  locations: [step.sample.reference.location] + trapLocations(outcome, compiled, step.sample),
                                                  milliseconds: outcome.milliseconds))
                stopped = "\(step.sample.reference.location) \(status == .timeout ? "timed out" : "crashed")"
            } else {
                results.append(step.sample.result(.scenario, .skipped, "not run: the scenario ended before it"))
            }
        }
        return results
    }

    private func abnormalEnd(_ outcome: ToolProcess.Outcome, compiled: DistinctSample, copy: SplicedSample)
        -> (TestStatus, String) {
        let detail = Self.essentials(relocated(outcome.standardError, compiled, copy), sampleFile: copy.reference.file)
        if outcome.timedOut {
            return (.timeout, "the scenario did not finish within \(Int(deadline)) s; it was stopped while running this sample\(detail)")
        }
        if let signal = outcome.signal {
            return (.crashed, "the scenario process was killed by signal \(signal) (\(Self.signalName(signal))) while running this sample\(detail)")
        }
        return (.crashed, "the scenario process exited with status \(outcome.status) while running this sample\(detail)")
    }

    /// From a trap's standard error, the runtime's message (`Fatal error: …`) and the backtrace frames inside the
    /// sample; a hung process's last lines.
    static func essentials(_ standardError: String, sampleFile: String) -> String {
        let lines = standardError.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let message = lines.filter { $0.contains("Fatal error") || $0.hasPrefix("*** Program crashed") }
        let frames = lines.filter { $0.contains(" at \(sampleFile):") }
        let kept = message.isEmpty && frames.isEmpty ? Array(lines.suffix(5)) : message + frames
        return kept.isEmpty ? "" : "\n" + kept.joined(separator: "\n")
    }

    /// `file:line` of the compiled copy in a trap message, moved to the variant's own copy.
    private func relocated(_ text: String, _ compiled: DistinctSample, _ copy: SplicedSample) -> String {
        let file = compiled.representative.reference.file
        guard file != copy.reference.file || compiled.representative.codeStartLine != copy.codeStartLine else { return text }
        var output = text
        for location in trapLines(text, file: file) {
            let moved = location - compiled.representative.codeStartLine + copy.codeStartLine
            output = output.replacingOccurrences(of: "\(file):\(location)", with: "\(copy.reference.file):\(moved)")
        }
        return output
    }

    private func trapLocations(_ outcome: ToolProcess.Outcome, _ compiled: DistinctSample, _ copy: SplicedSample) -> [String] {
        trapLines(outcome.standardError, file: compiled.representative.reference.file)
            .map { "\(copy.reference.file):\($0 - compiled.representative.codeStartLine + copy.codeStartLine)" }
    }

    /// The line numbers following `file:` in `text`.
    private func trapLines(_ text: String, file: String) -> [Int] {
        var lines: [Int] = [], rest = text[...]
        while let range = rest.range(of: file + ":") {
            let digits = rest[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
            if let number = Int(digits), !lines.contains(number) { lines.append(number) }
            rest = rest[range.upperBound...]
        }
        return lines
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL, a Swift trap"
        case SIGTRAP: "SIGTRAP, a Swift trap"
        case SIGSEGV: "SIGSEGV"
        case SIGABRT: "SIGABRT"
        case SIGBUS: "SIGBUS"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
