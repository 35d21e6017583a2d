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

    @Test("A folder or a missing folder as --output: exit 2 and the path on stderr, before the corpus is read")
    func unwritablePath() throws {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-check-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: corpus.appendingPathComponent("fr-FR"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: corpus) }
        // A page the ingest refuses: had the corpus been read, its input error would be on stderr too.
        try Data("# No front matter\n".utf8).write(to: corpus.appendingPathComponent("fr-FR/broken.md"))
        let missing = corpus.appendingPathComponent("no-such-folder/report.json").path
        for path in [FileManager.default.temporaryDirectory.path, missing] {
            let run = try Locdoc.run(["check", corpus.path, "--format", "json", "--output", path])
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("cannot write the report to \(path)"))
            #expect(!run.stderr.contains("broken.md"))
        }
    }

    @Test("--output through a symbolic link writes the link's target and keeps the link")
    func symbolicLink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-check-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.json"), link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let run = try Locdoc.run(["check", Self.corpus, "--format", "json", "--output", link.path])
        #expect(run.status == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try Data(contentsOf: target) == (try Locdoc.run(["check", Self.corpus, "--format", "json"])).stdout)
    }

    @Test("locdoc test refuses an unwritable --output before it builds anything: exit 2 and the path on stderr")
    func testCommandChecksItsOutputFirst() throws {
        let build = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-test-output-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: build) }
        let run = try Locdoc.run(["test", Self.corpus, "--keep-build", build.path, "--output", FileManager.default.temporaryDirectory.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot write the report to \(FileManager.default.temporaryDirectory.path): it is a directory"))
        // Nothing was built: the build folder it was told to keep was never made.
        #expect(!FileManager.default.fileExists(atPath: build.path))
    }
}
