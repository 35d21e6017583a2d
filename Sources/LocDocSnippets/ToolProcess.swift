import Foundation

/// Runs a tool or a scenario binary: output to files (no pipe can fill up), a deadline after which the process is
/// terminated and then killed, an explicit working directory and environment. Every tool locdoc starts (swiftc,
/// clang, swift-symbolgraph-extract, scenario binaries) goes through this.
public struct ToolProcess: Sendable {
    public struct Outcome: Sendable {
        public var status: Int32
        /// The signal that ended the process, when one did (a trap is SIGILL or SIGTRAP on Linux).
        public var signal: Int32?
        public var timedOut: Bool
        public var standardOutput: String
        public var standardError: String
        public var milliseconds: Int
    }

    public var executable: URL
    public var arguments: [String]
    /// Must exist; the output files `.stdout` and `.stderr` are written here.
    public var workingDirectory: URL
    public var environment: [String: String]
    public var deadline: TimeInterval

    public init(executable: URL, arguments: [String], workingDirectory: URL,
                environment: [String: String] = ProcessInfo.processInfo.environment, deadline: TimeInterval) {
        self.executable = executable
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.deadline = deadline
    }

    public func run() throws -> Outcome {
        let outURL = workingDirectory.appendingPathComponent(".stdout"), errURL = workingDirectory.appendingPathComponent(".stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = workingDirectory
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let started = DispatchTime.now().uptimeNanoseconds
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + deadline) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 1) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
        try? out.close()
        try? err.close()
        let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        return Outcome(status: process.terminationStatus, signal: timedOut ? nil : signal, timedOut: timedOut,
                       standardOutput: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                       standardError: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
                       milliseconds: milliseconds)
    }

    /// The environment a scenario gets: nothing of the user's but a PATH, a HOME in its own folder, a locale, and
    /// the Swift runtime's backtracer on, in plain text, so a trap names its line.
    static func minimalEnvironment(home: URL) -> [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "TMPDIR": home.path,
         "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none"]
    }
}
