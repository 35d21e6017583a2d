import Foundation
import LocDocKit
import LocDocModel
import LocDocSnippets
import MSAL
import Testing

/// `locdoc test` on fixture corpora that exercise what the bundled page does not: a changed token in one locale, a
/// completion that never comes, a trap, an elision the harness does not cover, a misspelled Objective-C selector.
/// Every page has the same sample in `ka-GE` and `hy-AM` except where the fixture changes one copy.
@Suite(.serialized) struct TestActionFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/snippets")

    /// One run over all fixture pages, on devices in shared mode (the fixtures test the runner, not provisioning),
    /// with a fresh cache so every build is real.
    static let run: Result<TestAction.Outcome, Error> = Result {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-test-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        return try TestAction(paths: [fixtures.path], jobs: 2, timeout: 20, stepTimeout: 1, cacheFolder: cache.path,
                              useBuildCache: false, provisioner: { _, _, _ in .sharedDeviceMode() }).run()
    }

    func results(_ page: String, _ variant: String, _ step: SampleTestResult.Step) throws -> [SampleTestResult] {
        let outcome = try Self.run.get()
        return outcome.run.report.results.filter {
            $0.sample.file == "\(variant)/\(page).md" && $0.step == step
        }
    }

    @Test("A changed token in one locale is a compile error at that locale's line; the other locale still runs")
    func changedToken() throws {
        let broken = try #require(try results("changed-token", "hy-AM", .compile).first)
        #expect(broken.status == .compileError)
        #expect(broken.locations == ["hy-AM/changed-token.md:18"])
        #expect(broken.message?.contains("hy-AM/changed-token.md:18:") == true, "\(broken.message ?? "")")
        #expect(broken.message?.contains("getDeviceInformaton") == true)
        #expect(try results("changed-token", "hy-AM", .scenario).map(\.status) == [.skipped])
        #expect(try results("changed-token", "ka-GE", .compile).map(\.status) == [.passed])
        #expect(try results("changed-token", "ka-GE", .scenario).map(\.status) == [.passed])
    }

    @Test("A completion that never comes is a timeout at the sample, naming the call")
    func hangs() throws {
        for variant in ["ka-GE", "hy-AM"] {
            let result = try #require(try results("hangs", variant, .scenario).first)
            #expect(result.status == .timeout)
            #expect(result.locations.first == "\(variant)/hangs.md:17")
            #expect(result.message?.contains("getDeviceInformation(with:completionBlock:)") == true, "\(result.message ?? "")")
        }
    }

    @Test("A trap is `crashed`, with the signal and the trap's line in the variant's own file")
    func traps() throws {
        for variant in ["ka-GE", "hy-AM"] {
            let result = try #require(try results("traps", variant, .scenario).first)
            #expect(result.status == .crashed)
            #expect(result.message?.contains("signal 4") == true, "\(result.message ?? "")")
            #expect(result.message?.contains("Fatal error: Index out of range") == true, "\(result.message ?? "")")
            #expect(result.locations.contains("\(variant)/traps.md:19"), "\(result.locations)")
            #expect(try results("traps", variant, .compile).map(\.status) == [.passed])
        }
    }

    @Test("An elision the harness does not cover is a compile error naming it and its line")
    func unknownElision() throws {
        for variant in ["ka-GE", "hy-AM"] {
            let result = try #require(try results("unknown-elision", variant, .compile).first)
            #expect(result.status == .compileError)
            #expect(result.locations == ["\(variant)/unknown-elision.md:18"])
            #expect(result.message?.contains("unknown elision `....` bound to `parameters`") == true, "\(result.message ?? "")")
        }
    }

    @Test("A misspelled Objective-C selector fails the type-check at that locale's line only")
    func objectiveCSelector() throws {
        let broken = try #require(try results("objc-selector", "hy-AM", .typeCheck).first)
        #expect(broken.status == .compileError)
        #expect(broken.locations == ["hy-AM/objc-selector.md:18"], "\(broken.message ?? "")")
        #expect(broken.message?.contains("getDeviceInformationWithParameter") == true)
        #expect(try results("objc-selector", "ka-GE", .typeCheck).map(\.status) == [.passed])
    }

    @Test("The run fails (exit 1) and reports no input errors")
    func exitCode() throws {
        let outcome = try Self.run.get()
        #expect(outcome.exitCode == 1)
        #expect(outcome.run.report.errors.isEmpty, "\(outcome.run.report.errors)")
    }

    @Test("Generated sources are the same bytes in two runs")
    func deterministic() throws {
        // Its own empty cache, like the first run: not the user's ~/.cache/locdoc.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-test-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let again = try TestAction(paths: [Self.fixtures.path], jobs: 2, timeout: 20, stepTimeout: 1, cacheFolder: cache.path,
                                   useBuildCache: false, provisioner: { _, _, _ in .sharedDeviceMode() }).run()
        let first = try Self.run.get().run.generated
        #expect(first.map(\.path) == again.run.generated.map(\.path))
        #expect(first == again.run.generated)
        #expect(first.contains { $0.path == "changed-token/swift/samples.swift" })
    }
}
