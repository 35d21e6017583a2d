import Foundation
import Testing

/// Usage errors exit 2, as the spec's exit codes say (ArgumentParser's own code would be 64), with ArgumentParser's
/// message on stderr and nothing on stdout; help and version exit 0.
@Suite struct UsageExitCLITests {
    @Test("A bad option or value, or an unknown command: exit 2, the reason on stderr, nothing on stdout",
          arguments: [["check", "--format", "bogus"], ["check", "--severity", "x"], ["check", "--fail-on", "never"],
                      ["test", "--jobs", "many"], ["extract", "--no-such-option"], ["no-such-command"]])
    func usageErrorsExit2(_ arguments: [String]) throws {
        let run = try Locdoc.run(arguments)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
    }

    /// A `.locdoc.yml` that cannot be read is named like any input error, `file:line: error: … [kind]`, which
    /// editors and CI read (it was once prefixed `locdoc: error: `, and read as an error in a file `locdoc`).
    @Test func aBadConfigurationFileIsNamedByFileAndLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for locale in ["de-DE", "fr-FR"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(locale), withIntermediateDirectories: true)
            try Data("---\ntitle: T\nms.contentlocale: \(locale)\n---\n# <a name=\"a\"></a>A\n".utf8)
                .write(to: folder.appendingPathComponent("\(locale)/page.md"))
        }
        try Data("severity:\n  config-value: loud\n".utf8).write(to: folder.appendingPathComponent(".locdoc.yml"))
        let run = try Locdoc.run(["check", folder.path])
        #expect(run.status == 2)
        #expect(run.errorLines == [ReportedError(folder.path + "/.locdoc.yml", 2, "invalid-configuration")], "\(run.stderr)")
        #expect(!run.stderr.contains("locdoc: error:"), "\(run.stderr)")
    }

    @Test func helpAndVersionExit0() throws {
        let help = try Locdoc.run(["check", "--help"])
        #expect(help.status == 0)
        #expect(String(decoding: help.stdout, as: UTF8.self).contains("USAGE: locdoc check"))
        let version = try Locdoc.run(["--version"])
        #expect(version.status == 0)
        #expect(String(decoding: version.stdout, as: UTF8.self) == "0.1.0\n")
    }

    @Test func aKeepBuildFolderThatCannotBeMadeIsAUsageError() throws {
        // Found before anything is compiled: exit 2 with the folder named, and no report.
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-earlier-\(UUID().uuidString).txt")
        try Data("an earlier report\n".utf8).write(to: report)
        defer { try? FileManager.default.removeItem(at: report) }
        let run = try Locdoc.run(["test", "--keep-build", "/dev/null/build", "--output", report.path, "Locales"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "locdoc: error: cannot keep the build in /dev/null/build: /dev/null is not a folder\n", "\(run.stderr)")
        // Refused before the report file is opened: the earlier report is still there.
        #expect(try String(contentsOf: report, encoding: .utf8) == "an earlier report\n")
    }
}
