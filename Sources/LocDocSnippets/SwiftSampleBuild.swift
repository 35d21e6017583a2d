import Foundation
import LocDocModel

/// Compiles a page's distinct Swift samples and its harness into one scenario binary with one whole-module
/// `swiftc` invocation against the prebuilt `MSAL` module. When the merged build fails, the samples its errors
/// point at are set aside and the rest is built again; errors that point at no sample are narrowed down by
/// bisection. The harness alone failing to build is a harness error. Built with debug information, so that the
/// Swift runtime's backtrace of a trap names the sample's Markdown line.
struct SwiftSampleBuild {
    struct Outcome {
        /// The scenario binary, when at least the harness built.
        var binary: URL?
        /// The samples left out, by function name, with their errors (at the compiled copy's lines).
        var failures: [String: [CompilerDiagnostic]]
        /// Errors in the harness or the generated `main` (e.g. an expectation the harness lacks).
        var harnessErrors: [CompilerDiagnostic]
        var invocations: Int
        var milliseconds: Int
        /// The generated sources of the final build (for `--verbose` and `--keep-build`).
        var sources: [(name: String, text: String)]
    }

    let toolchain: SnippetToolchain
    let source: SwiftTestSource
    /// Where the sources, objects and binary go.
    let folder: URL
    /// The module cache, shared across runs.
    let moduleCache: URL
    /// Binaries of earlier runs, when caching is on.
    let cache: BuildCache?

    func build(_ samples: [DistinctSample]) throws -> Outcome {
        let started = DispatchTime.now().uptimeNanoseconds
        let sources = source.files(samples)
        let key = cache?.key(sources: sources, arguments: fixedArguments + [toolchain.swiftc.path],
                             inputs: [toolchain.swiftc, toolchain.runtimeLibrary] + toolchain.moduleFiles)
        if let cache, let key, let hit = cache.lookUp(key, sources: sources) {
            let included = samples.filter { hit.entry.failures[$0.functionName] == nil }
            return Outcome(binary: hit.binary, failures: hit.entry.failures, harnessErrors: [], invocations: 0,
                           milliseconds: elapsed(since: started), sources: source.files(included))
        }
        let outcome = try buildAfresh(samples, started: started)
        if let cache, let key, let binary = outcome.binary {
            cache.store(key, binary: binary, entry: BuildCache.Entry(
                failures: outcome.failures, invocations: outcome.invocations,
                sources: Dictionary(uniqueKeysWithValues: sources.map { ($0.name, $0.text) })))
        }
        return outcome
    }

    private var fixedArguments: [String] {
        ["-swift-version", "5", "-Onone", "-g", "-suppress-warnings", "-module-name", "LocDocScenario"]
    }

    private func buildAfresh(_ samples: [DistinctSample], started: UInt64) throws -> Outcome {
        var included = samples, failures: [String: [CompilerDiagnostic]] = [:], invocations = 0
        var attempt = try compile(included)
        invocations += 1
        while !attempt.succeeded {
            let blamed = blame(attempt.errors, in: included)
            if !blamed.isEmpty {
                for (name, errors) in blamed { failures[name] = errors }
                included.removeAll { blamed[$0.functionName] != nil }
            } else {
                // Nothing points at a sample: is it the harness, or a sample whose error shows elsewhere?
                let harnessOnly = try compile([])
                invocations += 1
                guard harnessOnly.succeeded else {
                    return Outcome(binary: nil, failures: failures, harnessErrors: harnessOnly.errors,
                                   invocations: invocations, milliseconds: elapsed(since: started),
                                   sources: source.files([]))
                }
                let culprits = try bisect(included, invocations: &invocations)
                for culprit in culprits { failures[culprit.sample.functionName] = culprit.errors }
                included.removeAll { sample in culprits.contains { $0.sample.functionName == sample.functionName } }
            }
            attempt = try compile(included)
            invocations += 1
        }
        return Outcome(binary: attempt.binary, failures: failures, harnessErrors: [], invocations: invocations,
                       milliseconds: elapsed(since: started), sources: source.files(included))
    }

    private struct Attempt {
        var succeeded: Bool
        var errors: [CompilerDiagnostic]
        var binary: URL
    }

    private func compile(_ samples: [DistinctSample]) throws -> Attempt {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        var inputs: [String] = []
        for file in source.files(samples) {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            inputs.append(url.path)
        }
        let binary = folder.appendingPathComponent("scenario")
        try? manager.removeItem(at: binary)
        let arguments = fixedArguments + [
            "-I", toolchain.modules.path, "-L", toolchain.libraries.path, "-lLocDocRuntime",
            "-Xlinker", "-rpath", "-Xlinker", toolchain.libraries.path,
            "-module-cache-path", moduleCache.path, "-o", binary.path,
        ] + inputs
        let run = try ToolProcess(executable: toolchain.swiftc, arguments: arguments, workingDirectory: folder,
                                  environment: ProcessInfo.processInfo.environment, deadline: 600).run()
        let errors = CompilerDiagnostic.parse(run.standardError + run.standardOutput).filter { $0.severity == .error }
        let succeeded = run.status == 0 && manager.fileExists(atPath: binary.path)
        // A failure with no parsable error (the linker, a crash) is kept as one error naming the build.
        let reported = succeeded || !errors.isEmpty ? errors
            : [CompilerDiagnostic(file: "swiftc", line: 0, column: 0, severity: .error,
                                  message: String(run.standardError.suffix(2000)))]
        return Attempt(succeeded: succeeded, errors: reported, binary: binary)
    }

    /// Errors grouped by the sample whose compiled lines they point at.
    private func blame(_ errors: [CompilerDiagnostic], in samples: [DistinctSample]) -> [String: [CompilerDiagnostic]] {
        var blamed: [String: [CompilerDiagnostic]] = [:]
        for error in errors {
            if let sample = samples.first(where: { $0.representative.contains(file: error.file, line: error.line) }) {
                blamed[sample.functionName, default: []].append(error)
            }
        }
        return blamed
    }

    /// The samples that, alone with the harness, do not build, each with the errors of its own build (not of the
    /// merged build, whose errors may belong to other samples).
    private func bisect(_ samples: [DistinctSample], invocations: inout Int) throws -> [(sample: DistinctSample, errors: [CompilerDiagnostic])] {
        guard !samples.isEmpty else { return [] }
        let attempt = try compile(samples)
        invocations += 1
        if attempt.succeeded { return [] }
        if samples.count == 1 { return [(samples[0], attempt.errors)] }
        let middle = samples.count / 2
        return try bisect(Array(samples[..<middle]), invocations: &invocations)
            + bisect(Array(samples[middle...]), invocations: &invocations)
    }

    private func elapsed(since start: UInt64) -> Int {
        Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
}
