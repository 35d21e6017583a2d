import Foundation
import Testing

/// `locdoc check --output F`: the report is streamed into F, byte for byte what stdout gets, and a path that cannot
/// be written is a usage error (exit 2) named on stderr before the corpus is read; `locdoc test` checks it first too.
@Suite("locdoc check --output") struct CheckOutputCLITests {
    static let corpus = BadInputCLITests.repositoryRoot.appendingPathComponent("Locales").path

    @Test("The file holds the bytes stdout would, with the same exit status", arguments: ["json", "text", "sarif", "junit"])
    func fileMatchesStdout(format: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-check-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.\(format)")
        // A longer file is there first: it must be emptied, not overwritten in part.
        try Data(repeating: 0x78, count: 4_000_000).write(to: file)

        let toFile = try Locdoc.run(["check", Self.corpus, "--format", format, "--output", file.path])
        let toStdout = try Locdoc.run(["check", Self.corpus, "--format", format])
        #expect(toFile.status == toStdout.status)
        #expect(toFile.stdout.isEmpty)
        #expect(!toStdout.stdout.isEmpty)
        #expect(try Data(contentsOf: file) == toStdout.stdout)
    }

    @Test("A folder or a missing folder as --output: exit 2 and the path on stderr")
    func unwritablePath() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-no-such-\(UUID().uuidString)/report.json").path
        for path in [FileManager.default.temporaryDirectory.path, missing] {
            let run = try Locdoc.run(["check", Self.corpus, "--format", "json", "--output", path])
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("cannot write the report to \(path)"))
        }
    }

    @Test("locdoc test refuses an unwritable --output before it compiles anything")
    func testCommandChecksItsOutputFirst() throws {
        let run = try Locdoc.run(["test", Self.corpus, "--output", FileManager.default.temporaryDirectory.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot write the report to \(FileManager.default.temporaryDirectory.path): it is a directory"))
        // No scenario ran: compiling the seeds' samples alone takes seconds, and nothing was built.
        #expect(!run.stderr.contains("scenario"))
    }
}
