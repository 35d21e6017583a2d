import Foundation
import Testing

/// `locdoc-bench` refuses what it cannot run, before it runs anything: a mistyped option once fell through to the
/// default benchmark (minutes of corpus generation), and `--by-check` without `--corpus` did too.
@Suite struct BenchArgumentsCLITests {
    @Test("Unknown, misplaced or incomplete options: exit 2, the reason and the usage on stderr, nothing run",
          arguments: [
            (["--chek"], "unknown option `--chek`"),
            (["--help-me"], "unknown option `--help-me`"),
            (["--by-check"], "--by-check needs --corpus DIR"),
            (["--check", "--variants", "3"], "unknown option `--variants` for --check"),
            (["--pages", "x"], "--pages needs a whole number of at least 1, not `x`"),
            (["--test", "--samples"], "--samples needs a value"),
            (["--check", "--test"], "choose one of --check, --test"),
            (["--phase", "raw"], "--phase needs --corpus DIR"),
          ])
    func refused(_ arguments: [String], reason: String) throws {
        let run = try Locdoc.run(arguments, executable: "locdoc-bench")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty, "\(String(decoding: run.stdout, as: UTF8.self))")
        #expect(run.stderrLines.first == "locdoc-bench: \(reason)", "\(run.stderr)")
        #expect(run.stderr.contains("usage: locdoc-bench"))
    }

    @Test func helpPrintsTheUsage() throws {
        let run = try Locdoc.run(["--help"], executable: "locdoc-bench")
        #expect(run.status == 0)
        #expect(String(decoding: run.stdout, as: UTF8.self).hasPrefix("usage: locdoc-bench"))
    }

    /// A valid invocation still runs: one phase over a one-page folder prints its one line.
    @Test func aPhaseStillRuns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fr-FR"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("---\ntitle: T\nms.contentlocale: fr-FR\n---\n# Titre\n\nTexte.\n".utf8).write(to: folder.appendingPathComponent("fr-FR/page.md"))
        let run = try Locdoc.run(["--phase", "raw", "--corpus", folder.path], executable: "locdoc-bench")
        #expect(run.status == 0, "\(run.stderr)")
        let fields = String(decoding: run.stdout, as: UTF8.self).trimmingCharacters(in: .newlines).split(separator: "\t")
        #expect(fields.count == 3 && fields[2].hasSuffix(" nodes"), "\(fields)")
    }
}
