import Foundation
import LocDocKit
import LocDocModel
import Testing

/// `locdoc test` on the bundled corpus (the seed acceptance set's "Runnable" part): every sample compiles or
/// type-checks in every locale; es-ES and zh-CN pass the scenario; cs-CZ and nl-NL fail it because of their
/// extension identifier (line 60 / 62), it-IT because of its key (line 66), and the failure names those lines.
@Suite struct TestActionBundledTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Locales")

    static let run: Result<TestAction.Outcome, Error> = Result {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-bundled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        return try TestAction(paths: [corpus.path], cacheFolder: cache.path, useBuildCache: false).run()
    }

    func results(_ variant: String, _ step: SampleTestResult.Step) throws -> [SampleTestResult] {
        try Self.run.get().run.report.results.filter { $0.variant == variant && $0.step == step }
    }

    @Test("All 7 samples compile or type-check in all 5 variants, 7 distinct samples compiled once")
    func everySampleBuilds() throws {
        let outcome = try Self.run.get()
        #expect(outcome.run.report.errors.isEmpty, "\(outcome.run.report.errors)")
        #expect(outcome.run.samples == 35)
        #expect(outcome.run.distinctSamples == 7)
        for variant in ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"] {
            #expect(try results(variant, .compile).map(\.status) == [.passed, .passed, .passed])
            #expect(try results(variant, .typeCheck).map(\.status) == [.passed, .passed, .passed, .passed])
        }
    }

    /// A sample is named by the anchors a reader follows to it, from the page's headings (es-ES lines 90, 98, 106,
    /// 136, 142, …); the title, keyed by its position (`#1`), is no anchor and is left out. (The report printed
    /// `##1/modify-…` once the title was keyed by position.)
    @Test("Samples are named by their anchor path below the title")
    func anchorPaths() throws {
        #expect(try results("es-ES", .compile).map(\.sample.anchorPath) == [
            "modify-your-ios-application-to-support-shared-device-mode/detect-shared-device-mode/swift",
            "modify-your-ios-application-to-support-shared-device-mode/get-the-signed-in-user-and-determine-if-a-user-has-changed-on-the-device/swift",
            "modify-your-ios-application-to-support-shared-device-mode/globally-sign-out-a-user/swift",
        ])
    }

    @Test("es-ES and zh-CN pass the scenario", arguments: ["es-ES", "zh-CN"])
    func passes(variant: String) throws {
        let scenario = try results(variant, .scenario)
        #expect(scenario.map(\.status) == [.passed, .passed, .passed], "\(scenario.map { $0.message ?? "" })")
    }

    @Test("A corrupt configuration fails the shared-mode step, naming the sample line and the configuration line",
          arguments: [("cs-CZ", 106, 60, "extension identifier"), ("nl-NL", 108, 62, "extension identifier"),
                      ("it-IT", 99, 66, "sharedDeviceModeKey")])
    func failsAtTheConfiguration(variant: String, fence: Int, configuration: Int, words: String) throws {
        let detect = try #require(try results(variant, .scenario).first)
        #expect(detect.status == .failed)
        #expect(detect.sample.line == fence)
        #expect(detect.locations.first == "\(variant)/msal-ios-shared-devices.md:\(fence)")
        #expect(detect.locations.contains("\(variant)/msal-ios-shared-devices.md:\(configuration)"), "\(detect.locations)")
        let message = try #require(detect.message)
        #expect(message.contains("deviceIsShared"))
        #expect(message.contains("not in shared mode"))
        #expect(message.contains(words), "\(message)")
        #expect(message.contains("(\(variant)/msal-ios-shared-devices.md:\(configuration))"), "\(message)")
    }

    @Test("The run exits 1: some locales fail")
    func exitCode() throws {
        #expect(try Self.run.get().exitCode == 1)
    }
}
