import Foundation
import LocDocChecks
import LocDocKit
import LocDocModel
import Testing

/// The API name checks inside `locdoc check`: run with the index the action reads once, reporting unresolved names
/// at their line, nothing on the bundled corpus, and nothing but a note when the reference build is missing.
@Suite struct APINameCheckTests {
    static func check(_ path: String, _ api: ReferenceAPI? = nil) throws -> CheckAction.Outcome {
        try CheckAction(paths: [path], format: .json, referenceAPI: api ?? .index(ReferenceIndex.liveIndex())).run()
    }

    static func apiFindings(_ outcome: CheckAction.Outcome) -> [Finding] {
        outcome.report.findings.filter { CheckCatalog.referenceAPICheckIDs.contains($0.check) }
    }

    /// A corpus of two copies of one page, `body` per locale, in a temporary folder.
    static func corpus(_ bodies: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-api-check-\(UUID().uuidString)")
        for (locale, body) in bodies {
            let folder = root.appendingPathComponent(locale)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(CheckExample.page(locale: locale, revision: "aaaa", handoff: "01/02/2021", body: body).utf8)
                .write(to: folder.appendingPathComponent("page.md"))
        }
        return root
    }

    @Test func aMisspeltSelectorInProseIsAnErrorAtItsLine() throws {
        let outcome = try Self.check(ReferenceIndex.fixtures.appendingPathComponent("unresolved").path)
        let findings = Self.apiFindings(outcome)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.check == "inline-code-api-name" && finding.category == .inlineCode)
        #expect("\(finding.file):\(finding.line):\(finding.column)" == "de-DE/page.md:10:23")
        #expect(finding.severity == .error && finding.findingClass == .corrupt)
        #expect(finding.evidence == "getCurrentAccountWithParameter:completionBlock:")
        #expect(finding.expected == "getCurrentAccountWithParameters:completionBlock:")
        #expect(finding.related.map { "\($0.variant):\($0.line)" } == ["en-US:10"])
        #expect(outcome.exitCode == 1)
        #expect(outcome.notes.isEmpty)
    }

    @Test func theBundledCorpusHasNoUnresolvedName() throws {
        let outcome = try Self.check(ReferenceIndex.corpus)
        #expect(Self.apiFindings(outcome).isEmpty, "\(Self.apiFindings(outcome).map { "\($0.file):\($0.line) \($0.message)" })")
        #expect(Set(outcome.report.checks.map(\.id)).isSuperset(of: CheckCatalog.referenceAPICheckIDs))
        let without = try Self.check(ReferenceIndex.corpus, .unavailable("no build"))
        #expect(without.report.findings == outcome.report.findings)
    }

    @Test func aWrongMemberInASampleIsACodeSampleFinding() throws {
        let sample = { (member: String) in "```swift\nlet parameters = MSALSignoutParameters(webviewParameters: webview)\nparameters.\(member) = true\n```" }
        let root = try Self.corpus(["en-US": sample("signoutFromBrowser"), "fr-FR": sample("signOutFromBrowser")])
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = Self.apiFindings(try Self.check(root.path))
        #expect(findings.map { "\($0.check) \($0.category.rawValue) \($0.file):\($0.line) \($0.severity.rawValue)" }
                == ["code-sample-api-name code-sample fr-FR/page.md:9 error"])
        #expect(findings.first?.expected == "signoutFromBrowser")
        #expect(findings.first?.related.map(\.variant) == ["en-US"])
    }

    /// A real error-handling page: `if …, let code = MSALError(rawValue: error.code)` with `{` on the next line was
    /// read as a call with a trailing closure, which no initialiser takes. In a statement's condition, the brace
    /// opens the body; elsewhere a brace after the call is still a trailing closure.
    @Test(arguments: [
        ("if error.domain == MSALErrorDomain, let code = MSALError(rawValue: error.code)\n{\n    print(code)\n}", false),
        ("guard let code = MSALError(rawValue: error.code) else { return }", false),
        ("while let code = MSALError(rawValue: next()) {\n    print(code)\n}", false),
        ("let code = MSALError(rawValue: error.code) {\n    print(1)\n}", true),
        ("if ready {\n    let code = MSALError(rawValue: 1) { print(1) }\n}", true),
    ])
    func aBraceAfterACallInAConditionOpensTheBody(code: String, reported: Bool) throws {
        let body = "```swift\n\(code)\n```"
        let root = try Self.corpus(["en-US": body, "fr-FR": body])
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = Self.apiFindings(try Self.check(root.path))
        #expect(findings.isEmpty == !reported, "\(findings.map(\.message))")
    }

    @Test func aNameEveryCopyWritesIsOnlyAWarning() throws {
        let body = "Call `getCurrentAccountWithParameter:completionBlock:` first."
        let root = try Self.corpus(["en-US": body, "fr-FR": body])
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = Self.apiFindings(try Self.check(root.path))
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.severity == .warning && $0.message.hasSuffix("every copy of the page names it") })
    }

    @Test func withoutTheReferenceBuildTheChecksDoNotRunAndANoteSaysSo() throws {
        let outcome = try Self.check(ReferenceIndex.fixtures.appendingPathComponent("unresolved").path, .unavailable("no build"))
        #expect(Self.apiFindings(outcome).isEmpty)
        #expect(!outcome.report.checks.contains { CheckCatalog.referenceAPICheckIDs.contains($0.id) })
        #expect(outcome.notes == ["code-sample-api-name, inline-code-api-name did not run: no build"])
        #expect(outcome.exitCode == 0)
        #expect(outcome.usageErrors.isEmpty)
    }
}
