import ArgumentParser
import Foundation
import LocDocKit
import LocDocModel
import LocDocSnippets

struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Compile every sample of every locale once and run each page's scenario per locale.",
        discussion: """
            Each page needs a harness, <page>.harness.yml beside the corpus (see Docs/harness.md). Each variant's \
            device is provisioned from that variant's own documented configuration. Needs the prebuilt reference \
            module (`swift build`; or LOCDOC_REFERENCE_BUILD) and, for Objective-C samples, its Objective-C interface \
            (Sources/MSAL/ObjC; or LOCDOC_OBJC_INTERFACE). Exit 1 when any sample fails; 2 when an input could not be \
            read, a harness is invalid or the reference implementation is unavailable.
            """
    )

    @Argument(help: "Corpus folders or Markdown files (default: Locales).")
    var paths: [String] = []

    @Option(name: .customLong("locale"), help: "Only this variant or locale (repeatable).")
    var locales: [String] = []

    @Option(help: "The harness manifest to use (default: <page>.harness.yml beside the corpus).")
    var harness: String?

    @Option(help: "Output format: text, json (schema v1) or junit.")
    var format: TestRendering.Format = .text

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(help: "Keep the generated sources, binaries and scenario folders in this folder.")
    var keepBuild: String?

    @Option(help: "Scenario processes at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Seconds one variant's scenario may run before it is stopped (a timeout).")
    var timeout: Double = 30

    @Flag(help: "Build the scenario binary even when a cached one matches.")
    var noCache = false

    @Flag(help: "Show every elision rewrite and the generated source of each page.")
    var verbose = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard timeout > 0 else { throw ValidationError("--timeout must be positive") }
    }

    func run() throws {
        // A path that cannot be written is found before minutes of compiling and running, not after.
        // The build folder is judged without making it, and before `--output` is opened (which empties it): a run
        // refused for either leaves nothing behind. The action makes the folder.
        if let keepBuild, let problem = Self.folderProblem(keepBuild) {
            Terminal.usage(["cannot keep the build in \(keepBuild): \(problem)"])
            throw ExitCode(2)
        }
        let file = try output.map(OutputFile.openOrExit)
        let showProgress = isatty(STDERR_FILENO) != 0
        let action = TestAction(paths: paths, locales: locales, harness: harness, jobs: jobs, timeout: timeout,
                                keepBuild: keepBuild, useBuildCache: !noCache)
        let started = DispatchTime.now().uptimeNanoseconds
        let outcome = try action.run { progress in
            guard showProgress else { return }
            Terminal.progress("locdoc test: \(progress.finished)/\(progress.total) scenarios (\(progress.variant))")
        }
        if showProgress { Terminal.progress(nil) }
        let run = outcome.run
        if verbose {
            var text = run.rewrites.map { "elision \($0)\n" }.joined()
            for file in run.generated { text += "\n=== \(file.path) ===\n\(file.text)" }
            FileHandle.standardError.write(Data(text.utf8))
        }
        let wall = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
        let data = try TestRendering.render(run, format: format, colour: output == nil && format == .text && isatty(STDOUT_FILENO) != 0,
                                            wallTimeMilliseconds: wall)
        var unwritten: String?
        if var file {
            file.write(data)
            unwritten = file.close()
        } else {
            FileHandle.standardOutput.write(data)
        }
        Terminal.report(run.report.errors, shownOnTerminal: output == nil && format == .text && Terminal.bothStreamsAreTerminal)
        if let unwritten {
            Terminal.usage([unwritten])
            throw ExitCode(2)
        }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    /// Why `mkdir -p` could not make `path`, found without making anything: the nearest existing folder on the way
    /// (the working folder, for a relative path none of whose folders exist) is a file, or cannot be written. nil
    /// when it can be made (or already is a folder).
    static func folderProblem(_ path: String) -> String? {
        var current = path
        while true {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else { return "\(current) is not a folder" }
                if access(current, W_OK | X_OK) == 0 { return nil }
                return "\(current): \(String(cString: strerror(errno)))"
            }
            let parent = PathString.folder(of: current)
            guard parent != current else { return nil }
            current = parent
        }
    }
}

extension TestRendering.Format: ExpressibleByArgument {}
