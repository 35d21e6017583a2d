import Foundation
import Testing

/// `locdoc check` with `<!-- locdoc-… -->` comments in the bundled pages: acknowledged findings leave the report and
/// the exit status, the summary counts them; a comment locdoc cannot follow exits 2, named by file and line.
@Suite("locdoc check with suppression comments") struct SuppressionCLITests {
    /// The bundled corpus, copied, with `comment` appended to each of `files` (relative to the corpus).
    static func corpus(appending comment: String, to files: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-suppression-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: CheckOutputCLITests.corpus, toPath: folder.path)
        for file in files {
            let url = folder.appendingPathComponent(file)
            try Data((try String(contentsOf: url, encoding: .utf8) + "\n" + comment + "\n").utf8).write(to: url)
        }
        return folder
    }

    /// The number of a file's last line (the appended comment's).
    static func lastLine(of file: String, in folder: URL) throws -> Int {
        // The text ends with a line break: splitting it gives an empty piece after the last line.
        try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }

    static func summary(_ run: Locdoc.Run) throws -> [String: Any] {
        let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        return try #require(json["summary"] as? [String: Any])
    }

    @Test func acknowledgedErrorsNoLongerFailTheRun() throws {
        // The bundled pages' errors are all in these three copies.
        let files = ["cs-CZ", "it-IT", "nl-NL"].map { "\($0)/msal-ios-shared-devices.md" }
        let plain = try Locdoc.run(["check", CheckOutputCLITests.corpus, "--format", "json"])
        #expect(plain.status == 1)
        let byVariant = try #require(try Self.summary(plain)["byVariant"] as? [String: [String: Int]])
        let inThoseFiles = ["cs-CZ", "it-IT", "nl-NL"].compactMap { byVariant[$0]?["findings"] }.reduce(0, +)
        #expect(inThoseFiles > 0)

        let folder = try Self.corpus(appending: "<!-- locdoc-disable-file; reviewed by the team -->", to: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Locdoc.run(["check", folder.path, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try Self.summary(run)
        #expect(summary["suppressed"] as? Int == inThoseFiles)
        #expect((summary["bySeverity"] as? [String: Int])?["error"] == 0)
        #expect(summary["findings"] as? Int == (try Self.summary(plain)["findings"] as? Int).map { $0 - inThoseFiles })
        // A lower threshold still fails on what is not acknowledged.
        #expect(try Locdoc.run(["check", folder.path, "--fail-on", "warning"]).status == 1)
    }

    @Test func aCommentLocdocCannotFollowExitsTwoNamedByFileAndLine() throws {
        let folder = try Self.corpus(appending: "<!-- locdoc-disable-next-line config-valeu -->", to: ["es-ES/msal-ios-shared-devices.md"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lastLine = try Self.lastLine(of: "es-ES/msal-ios-shared-devices.md", in: folder)
        let run = try Locdoc.run(["check", folder.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("es-ES/msal-ios-shared-devices.md:\(lastLine): error: `locdoc-disable-next-line` names `config-valeu`"))
        #expect(run.stderr.contains("1 locdoc comment(s) could not be followed; their files were checked without them"))
        #expect(!run.stderr.contains("could not be read"))
        // Every copy was still checked, es-ES included.
        #expect(String(decoding: run.stdout, as: UTF8.self).contains("es-ES/msal-ios-shared-devices.md:"))
        #expect(String(decoding: run.stdout, as: UTF8.self).contains("5 files in 5 variants checked"))
    }

    @Test func anIdleCommentIsANoteOnStderr() throws {
        // The file's last line: there is no next line to acknowledge anything on.
        let folder = try Self.corpus(appending: "<!-- locdoc-disable-next-line config-value -->", to: ["es-ES/msal-ios-shared-devices.md"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lastLine = try Self.lastLine(of: "es-ES/msal-ios-shared-devices.md", in: folder)
        let run = try Locdoc.run(["check", folder.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("locdoc: note: es-ES/msal-ios-shared-devices.md:\(lastLine): `locdoc-disable-next-line config-value` acknowledges no finding"))
    }

    @Test func extractShowsTheComments() throws {
        let folder = try Self.corpus(appending: "<!-- locdoc-disable-next-line config-value, link-target; kept -->", to: ["es-ES/msal-ios-shared-devices.md"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lastLine = try Self.lastLine(of: "es-ES/msal-ios-shared-devices.md", in: folder)
        let run = try Locdoc.run(["extract", folder.appendingPathComponent("es-ES").path])
        #expect(run.status == 0)
        let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("  comment ") } == ["  comment locdoc-disable-next-line (config-value, link-target) \(lastLine):1: kept"])
    }

    /// On a terminal the text report lists input errors, and stderr (the same terminal) only counts them; run under
    /// `script`, which gives locdoc a pseudo-terminal for both streams.
    @Test func onATerminalInputErrorsAreListedOnce() throws {
        let folder = try Self.corpus(appending: "<!-- locdoc-disabel -->", to: ["es-ES/msal-ios-shared-devices.md"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'\(try Locdoc.executable().path)' check '\(folder.path)'", "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text.components(separatedBy: "is not a locdoc directive").count - 1 == 1, "\(text)")
        #expect(text.contains("1 locdoc comment(s) could not be followed"))
        // Through a pipe, stderr has every error line (what CI logs and editors read).
        let piped = try Locdoc.run(["check", folder.path])
        #expect(piped.stderr.contains("is not a locdoc directive"))
        #expect(String(decoding: piped.stdout, as: UTF8.self).contains("is not a locdoc directive"))
    }
}
