import Foundation
import LocDocModel
import LocDocReports
import Testing

/// `locdoc test --format json`, schema v1: the golden file, validity against `Docs/schemas/test-report.schema.json`
/// (Python `jsonschema`) and a schema that rejects what it should, the exact key sets, null for an absent message,
/// the summary's counts against the results, an empty run, and determinism.
@Suite("Test JSON report") struct TestJSONRendererTests {
    static let schema = RepositoryPaths.root.appendingPathComponent("Docs/schemas/test-report.schema.json")

    /// What `Tests/Support/report_consumers.py json` prints: the results as Python counted them.
    struct Read: Decodable, Equatable {
        var schemaVersion: Int
        var byStatus: [String: Int]
        var byVariant: [String: Int]
        var errors: Int
    }

    static func validateAndRead(_ data: Data) throws -> Read {
        let scratch = try Scratch()
        let document = try scratch.write(data, "report.json")
        return try JSONDecoder().decode(Read.self, from: try ExternalTool.consumers(["json", schema.path, document.path]))
    }

    /// The reasons the schema gives for rejecting `document`; empty when it accepts it.
    static func rejections(_ document: Any) throws -> String {
        let scratch = try Scratch()
        let file = try scratch.write(try JSONSerialization.data(withJSONObject: document), "report.json")
        let run = try ExternalTool.runConsumers(["json", schema.path, file.path])
        guard run.status == 0 || run.status == 1 else { throw ExternalTool.Problem("report_consumers.py json: \(run.stderr)") }
        return run.status == 0 ? "" : run.stderr
    }

    func rendered(_ report: TestRunReport = SampleTestRun.report) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: try TestJSONRenderer().render(report)) as? [String: Any])
    }

    @Test("Matches the golden file byte for byte")
    func golden() throws {
        try Golden.expectMatches(try TestJSONRenderer().render(SampleTestRun.report), "report.json", of: "test")
    }

    @Test("Valid against the schema; the results Python reads agree with the document's summary")
    func valid() throws {
        let read = try Self.validateAndRead(try TestJSONRenderer().render(SampleTestRun.report))
        #expect(read.schemaVersion == 1)
        #expect(read.byStatus == ["passed": 5, "failed": 1, "compile-error": 1, "timeout": 1, "crashed": 1, "skipped": 2])
        #expect(read.byVariant == ["es-ES": 3, "ja-jp--a": 4, "zh-CN": 4])
        #expect(read.errors == 1)
        let summary = try #require(try rendered()["summary"] as? [String: Any])
        #expect(summary["byStatus"] as? [String: Int] == read.byStatus)
        #expect(summary["total"] as? Int == 11)
        #expect(summary["failures"] as? Int == 4)
        #expect(summary["variants"] as? Int == 3)
        #expect(summary["inputErrors"] as? Int == 1)
    }

    @Test("The schema is not vacuous: it rejects a missing key, an unknown status, an extra key, a bad location")
    func schemaRejects() throws {
        let valid = try rendered()
        #expect(try Self.rejections(valid) == "")
        func broken(_ change: (inout [String: Any]) -> Void) -> [String: Any] {
            var results = valid["results"] as! [[String: Any]]
            change(&results[0])
            var document = valid
            document["results"] = results
            return document
        }
        #expect(try Self.rejections(broken { $0["durationMs"] = nil }).contains("'durationMs' is a required property"))
        #expect(try Self.rejections(broken { $0["message"] = nil }).contains("'message' is a required property"))
        #expect(try Self.rejections(broken { $0["status"] = "flaky" }).contains("/results/0/status"))
        #expect(try Self.rejections(broken { $0["colour"] = "red" }).contains("Additional properties"))
        #expect(try Self.rejections(broken { $0["locations"] = ["es-ES/msal.md"] }).contains("/results/0/locations/0"))
        var version = valid
        version["schemaVersion"] = 2
        #expect(try Self.rejections(version).contains("/schemaVersion"))
    }

    @Test("Top level and every object: exactly their keys, whatever is unknown null")
    func keySets() throws {
        let json = try rendered()
        #expect(Set(json.keys) == ["errors", "results", "schemaVersion", "summary", "tool"])
        #expect(json["schemaVersion"] as? Int == TestJSONRenderer.schemaVersion)
        #expect(json["tool"] as? [String: String] == ["name": "locdoc", "version": ToolInfo.currentVersion])
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.count == SampleTestRun.results.count)
        for result in results {
            #expect(Set(result.keys) == ["durationMs", "locale", "locations", "message", "sample", "status", "step", "variant"])
            let sample = result["sample"] as? [String: Any] ?? [:]
            #expect(Set(sample.keys) == ["anchorPath", "file", "language", "line"])
        }
        let first = results[0]
        #expect(first["message"] is NSNull)
        #expect((first["locations"] as? [String])?.isEmpty == true)
        let errors = try #require(json["errors"] as? [[String: Any]])
        #expect(Set(errors[0].keys) == ["file", "kind", "line", "message"])
        #expect(errors[0]["kind"] as? String == "invalid-harness")
        var wholeFile = SampleTestRun.report
        wholeFile.errors[0].line = nil
        #expect((try rendered(wholeFile)["errors"] as? [[String: Any]])?[0]["line"] is NSNull)
    }

    @Test("Every result carries its variant, locale, sample, step, status, duration; a failure its message and locations")
    func results() throws {
        let results = try #require(try rendered()["results"] as? [[String: Any]])
        #expect(results.map { "\($0["variant"]!) \($0["step"]!) \($0["status"]!)" } == [
            "es-ES compile passed", "es-ES scenario passed", "es-ES type-check passed",
            "ja-jp--a compile compile-error", "ja-jp--a scenario skipped", "ja-jp--a type-check passed", "ja-jp--a scenario timeout",
            "zh-CN compile passed", "zh-CN scenario failed", "zh-CN scenario skipped", "zh-CN scenario crashed",
        ])
        let failed = try #require(results.first { $0["status"] as? String == "failed" })
        #expect(failed["locale"] as? String == "zh-CN")
        #expect(failed["durationMs"] as? Int == 1310)
        #expect(failed["locations"] as? [String] == ["zh-CN/msal.md:108", "zh-CN/msal.md:63"])
        #expect((failed["message"] as? String)?.hasPrefix("expected the device to be in shared mode") == true)
        let sample = try #require(failed["sample"] as? [String: Any])
        #expect(sample["file"] as? String == "zh-CN/msal.md")
        #expect(sample["line"] as? Int == 108)
        #expect(sample["anchorPath"] as? String == "shared-device-mode/detect-shared-device-mode/swift")
        #expect(sample["language"] as? String == "swift")
        #expect(results.filter { ($0["locale"] as? String) == "ja-JP" }.count == 4)
    }

    @Test("An empty run: valid, every key, empty arrays, zero counts")
    func empty() throws {
        let data = try TestJSONRenderer().render(SampleTestRun.empty)
        let read = try Self.validateAndRead(data)
        #expect(read.byStatus.isEmpty && read.errors == 0)
        let json = try rendered(SampleTestRun.empty)
        #expect((json["results"] as? [Any])?.isEmpty == true)
        #expect((json["errors"] as? [Any])?.isEmpty == true)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["byStatus"] as? [String: Int]
            == ["passed": 0, "failed": 0, "compile-error": 0, "timeout": 0, "crashed": 0, "skipped": 0])
        #expect(summary["total"] as? Int == 0 && summary["variants"] as? Int == 0)
    }

    @Test("Deterministic: the same bytes whatever order the results and errors come in")
    func deterministic() throws {
        var shuffled = SampleTestRun.report
        shuffled.results.reverse()
        shuffled.errors.append(InputError(kind: .invalidYAML, file: "a.md", line: nil, message: "bad"))
        var ordered = SampleTestRun.report
        ordered.errors.insert(shuffled.errors[1], at: 0)
        let renderer = TestJSONRenderer()
        #expect(try renderer.render(shuffled) == renderer.render(ordered))
    }
}
