import Foundation

/// The repository, the `shared/` folder beside it (schemas), and `Tests/Support/` (helper scripts).
enum RepositoryPaths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `<repo>/../shared`: CI clones the repository with `shared/` beside it.
    static func shared(_ relativePath: String) throws -> URL {
        let url = root.deletingLastPathComponent().appendingPathComponent("shared").appendingPathComponent(relativePath)
            .standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ExternalTool.Problem("\(url.path) not found: these tests need the shared/ folder beside the repository "
                + "(clone it next to \(root.lastPathComponent)/)")
        }
        return url
    }

    static let support = root.appendingPathComponent("Tests/Support")
}

/// Runs the real validators and consumers of locdoc's output (xmllint, Python with jsonschema, sarif-tools,
/// junitparser). A missing tool is a test failure, never a skip: `make deps` installs them all.
enum ExternalTool {
    struct Problem: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable named `name` on `PATH`.
    static func locate(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Problem("\(name) not found on PATH: run `make deps` (it installs the validators and consumers these tests use)")
    }

    /// Runs to completion; output goes through temporary files, so a large output cannot block the child.
    static func run(_ executable: URL, _ arguments: [String]) throws -> Run {
        let scratch = try Scratch()
        let out = scratch.file("stdout"), err = scratch.file("stderr")
        guard FileManager.default.createFile(atPath: out.path, contents: nil),
              FileManager.default.createFile(atPath: err.path, contents: nil) else {
            throw Problem("cannot create output files in \(scratch.url.path)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
                   stderr: try String(contentsOf: err, encoding: .utf8))
    }

    /// `python3 Tests/Support/report_consumers.py <arguments>`: its JSON answer on success; a clear failure
    /// otherwise (exit 3 means a Python package is missing).
    static func consumers(_ arguments: [String]) throws -> Data {
        let run = try runConsumers(arguments)
        guard run.status == 0 else {
            throw Problem("report_consumers.py \(arguments.first ?? "") exited \(run.status):\n\(run.stderr)\(run.stdout)")
        }
        return Data(run.stdout.utf8)
    }

    /// `python3 Tests/Support/report_consumers.py <arguments>` whatever its exit status (1: the report is invalid).
    static func runConsumers(_ arguments: [String]) throws -> Run {
        let script = RepositoryPaths.support.appendingPathComponent("report_consumers.py").path
        return try run(try locate("python3"), [script] + arguments)
    }
}
