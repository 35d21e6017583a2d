import Foundation
import Testing

/// `locdoc test` end to end through the built binary: exit codes, JSON on `--output`, and a bad harness reported
/// as an input error naming the manifest and line.
@Suite struct TestCommandCLITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/snippets")

    struct Report: Decodable {
        struct Result: Decodable {
            struct Sample: Decodable {
                var file: String
                var line: Int
            }
            var variant: String
            var step: String
            var status: String
            var sample: Sample
            var locations: [String]
        }
        var schemaVersion: Int
        var results: [Result]
    }

    @Test("Fixture pages for one locale: exit 1, JSON results naming the compile error and the trap")
    func fixturesAsJSON() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-test-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report.json")
        let run = try Locdoc.run(["test", Self.fixtures.path, "--locale", "ka-GE", "--format", "json",
                                  "--output", output.path, "--timeout", "20"])
        #expect(run.status == 1, "\(run.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: output))
        #expect(report.schemaVersion == 1)
        #expect(Set(report.results.map(\.variant)) == ["ka-GE"])
        func status(_ page: String, _ step: String) -> String? {
            report.results.first { $0.sample.file == "ka-GE/\(page).md" && $0.step == step }?.status
        }
        #expect(status("changed-token", "compile") == "passed")
        #expect(status("unknown-elision", "compile") == "compile-error")
        #expect(status("traps", "scenario") == "crashed")
        #expect(status("objc-selector", "type-check") == "passed")
    }

    @Test("A harness with an unknown key: exit 2 and one error line naming the manifest and line")
    func badHarness() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-test-cli-\(UUID().uuidString)")
        let variant = folder.appendingPathComponent("ka-GE")
        try FileManager.default.createDirectory(at: variant, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("ka-GE/traps.md"),
                                         to: variant.appendingPathComponent("traps.md"))
        try Data("harness: 1\npage: traps\nscenarios: []\n".utf8)
            .write(to: folder.appendingPathComponent("traps.harness.yml"))
        let run = try Locdoc.run(["test", folder.path])
        #expect(run.status == 2)
        let error = try #require(run.errorLines.first, "\(run.stderr)")
        #expect(error.file.hasSuffix("traps.harness.yml"))
        #expect(error.kind == "invalid-harness")
        #expect(error.line == 3, "\(run.stderr)")
        #expect(run.stderr.contains("unknown key `scenarios`"), "\(run.stderr)")
    }

    /// Copies fixture pages of ka-GE, with their harnesses, into a corpus of their own.
    private func corpus(_ pages: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-test-cli-\(UUID().uuidString)")
        let variant = folder.appendingPathComponent("ka-GE")
        try FileManager.default.createDirectory(at: variant, withIntermediateDirectories: true)
        for page in pages {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("ka-GE/\(page).md"),
                                             to: variant.appendingPathComponent("\(page).md"))
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("\(page).harness.yml"),
                                             to: folder.appendingPathComponent("\(page).harness.yml"))
        }
        for source in ["fixture.harness.swift", "fixture.harness.m"] {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(source), to: folder.appendingPathComponent(source))
        }
        return folder
    }

    @Test("No Objective-C interface: its samples skipped with the reason, one error naming it, not the harness; Swift still built")
    func missingObjectiveCInterface() throws {
        let folder = try corpus(["objc-selector", "changed-token"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Locdoc.run(["test", folder.path, "--timeout", "20"],
                                 environment: ["LOCDOC_OBJC_INTERFACE": "/nonexistent/objc-interface"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.errorLines.count == 1, "said once: \(run.stderr)")
        let error = try #require(run.errorLines.first, "\(run.stderr)")
        #expect(error.file == "MSAL/MSAL.h")
        #expect(error.kind == "not-found")
        #expect(run.stderr.contains("/nonexistent/objc-interface (LOCDOC_OBJC_INTERFACE)"), "\(run.stderr)")
        #expect(!run.stderr.contains("invalid-harness"), "\(run.stderr)")
        let text = String(decoding: run.stdout, as: UTF8.self)
        let lines = text.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains { $0.hasPrefix("skipped type-check ka-GE/objc-selector.md") }, "\(text)")
        #expect(text.contains("not type-checked: the Objective-C interface of the reference implementation (MSAL/MSAL.h) was not found"), "\(text)")
        #expect(lines.contains { $0.hasPrefix("passed compile ka-GE/changed-token.md") }, "the Swift sample is still built: \(text)")
    }

    @Test("A Swift-only corpus does not need the Objective-C interface")
    func swiftOnlyWithoutObjectiveCInterface() throws {
        let folder = try corpus(["changed-token"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Locdoc.run(["test", folder.path, "--format", "json", "--timeout", "20"],
                                 environment: ["LOCDOC_OBJC_INTERFACE": "/nonexistent/objc-interface"])
        // The page's device is not set up for shared mode, so its scenario fails (exit 1); nothing is an input error.
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.errorLines.isEmpty, "\(run.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: run.stdout)
        #expect(report.results.map { "\($0.step) \($0.status)" } == ["compile passed", "scenario failed"])
    }
}
