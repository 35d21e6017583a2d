import Foundation
import Testing

/// `locdoc api` and the API name checks of `locdoc check`, end to end through the built binary: the reference
/// build found next to it, or missing (`LOCDOC_REFERENCE_BUILD` pointing nowhere).
@Suite("locdoc api and the API name checks") struct APICLITests {
    static let root = BadInputCLITests.repositoryRoot
    static let corpus = root.appendingPathComponent("Locales").path
    static let unresolved = root.appendingPathComponent("Tests/Fixtures/api/unresolved").path
    static let noBuild = ["LOCDOC_REFERENCE_BUILD": "/nonexistent/locdoc-build"]

    @Test func apiOnTheBundledCorpus() throws {
        let run = try Locdoc.run(["api", "--format", "json", Self.corpus])
        #expect(run.status == 0, "\(run.stderr)")
        let output = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        #expect(output["schemaVersion"] as? Int == 1)
        let summary = try #require(output["summary"] as? [String: Any])
        #expect(summary["unresolved"] as? Int == 0)
        #expect(summary["files"] as? Int == 5)
        let text = try Locdoc.run(["api", Self.corpus])
        #expect(text.status == 0)
        #expect(String(decoding: text.stdout, as: UTF8.self).contains("Objective-C:  -[MSALPublicClientApplication getDeviceInformationWithParameters:completionBlock:]"))
    }

    @Test func apiWithoutTheReferenceBuildExits2AndSaysWhy() throws {
        let run = try Locdoc.run(["api", Self.corpus], environment: Self.noBuild)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains("locdoc: error: the reference API is unavailable") && run.stderr.contains("LOCDOC_REFERENCE_BUILD"))
    }

    @Test func checkReportsTheMisspeltSelectorAtItsLine() throws {
        let run = try Locdoc.run(["check", Self.unresolved])
        #expect(run.status == 1)
        let text = String(decoding: run.stdout, as: UTF8.self)
        #expect(text.contains("de-DE/page.md:10:23: error: `getCurrentAccountWithParameter:completionBlock:` is not in the reference MSAL API"))
        #expect(text.contains("[inline-code-api-name]"))
        #expect(text.contains("expected \"getCurrentAccountWithParameters:completionBlock:\" (en-US:10)"))
        #expect(!run.stderr.contains("note:"))
    }

    @Test func checkWithoutTheReferenceBuildSaysSoOnceAndStillChecks() throws {
        let with = try Locdoc.run(["check", "--format", "json", Self.corpus])
        let without = try Locdoc.run(["check", "--format", "json", Self.corpus], environment: Self.noBuild)
        #expect(without.status == with.status)
        func findings(_ run: Locdoc.Run) throws -> NSArray {
            let object = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
            return try #require(object["findings"] as? NSArray)
        }
        #expect(try findings(without) == findings(with), "the bundled corpus has no unresolved API name: the same findings")
        #expect(String(decoding: with.stdout, as: UTF8.self).contains("\"inline-code-api-name\" : 0"))
        #expect(!String(decoding: without.stdout, as: UTF8.self).contains("inline-code-api-name"))
        let notes = without.stderrLines.filter { $0.hasPrefix("locdoc: note:") }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("code-sample-api-name, inline-code-api-name did not run: the prebuilt MSAL module was not found") == true)
        #expect(!with.stderr.contains("note:"))
        // Turned off, the checks need no build and nothing is said.
        let disabled = try Locdoc.run(["check", Self.unresolved, "--disable", "inline-code-api-name", "--disable", "code-sample-api-name"],
                                      environment: Self.noBuild)
        #expect(disabled.status == 0)
        #expect(!disabled.stderr.contains("note:"))
    }
}
