import Foundation
import Testing

/// Golden files under `Tests/Fixtures/golden/<command>/` (`check`, `test`), compared byte for byte; a mismatch shows a
/// unified diff.
///
/// To regenerate after an intended change of format, run
///
///     LOCDOC_UPDATE_GOLDEN=1 swift test --filter LocDocReportsTests
///
/// which rewrites the files and fails every rewritten test (so a regeneration never passes by accident), then
/// review the change with `git diff Tests/Fixtures/golden` and run the tests again without the variable. Nothing
/// else writes the golden files.
enum Golden {
    static let updateVariable = "LOCDOC_UPDATE_GOLDEN"

    static func expectMatches(_ actual: Data, _ name: String, of command: String = "check",
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/golden").appendingPathComponent(command)
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment[updateVariable] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: url)
            Issue.record("rewrote \(url.path) because \(updateVariable)=1: review it with git diff, then run again without it",
                         sourceLocation: sourceLocation)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(url.path): run with \(updateVariable)=1 to write it, then review it",
                         sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("output differs from \(name) (\(updateVariable)=1 rewrites it):\n\(try diff(expected: url, actual: actual))",
                         sourceLocation: sourceLocation)
        }
    }

    /// `diff -u golden actual`, the actual output written to a temporary file.
    private static func diff(expected: URL, actual: Data) throws -> String {
        let scratch = try Scratch()
        let actualURL = scratch.file(expected.lastPathComponent + ".actual")
        try actual.write(to: actualURL)
        let run = try ExternalTool.run(try ExternalTool.locate("diff"), ["-u", expected.path, actualURL.path])
        return run.stdout
    }
}

/// A temporary folder removed when the value goes away.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func write(_ data: Data, _ name: String) throws -> URL {
        let file = file(name)
        try data.write(to: file)
        return file
    }
}
