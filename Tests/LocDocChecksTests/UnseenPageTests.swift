import Foundation
import LocDocChecks
import LocDocIngest
import LocDocModel
import Testing

/// A page locdoc was not built from (signing in with Intune, written for these tests), in five locales the seeds do
/// not have: de-DE, fr-FR, ja-JP, ko-KR, pt-BR (`Tests/Fixtures/unseen-page`). Translated cleanly, it must give no
/// finding at all; it once gave six (Korean particles read as lost spaces, and five translations of a type name
/// judged against the smallest of them). With one defect per copy put in, each is found where it was put.
@Suite struct UnseenPageTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/unseen-page")
    static let page = "configure-sign-in.md"

    static func check(editing edits: [String: [(String, String)]] = [:]) throws -> CheckReport {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-unseen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for locale in ["de-DE", "fr-FR", "ja-JP", "ko-KR", "pt-BR"] {
            var text = try String(contentsOf: folder.appendingPathComponent("\(locale)/\(page)"), encoding: .utf8)
            for (old, new) in edits[locale] ?? [] {
                #expect(text.contains(old), "\(locale) has no `\(old)` to damage")
                text = text.replacingOccurrences(of: old, with: new)
            }
            try FileManager.default.createDirectory(at: root.appendingPathComponent(locale), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: root.appendingPathComponent("\(locale)/\(page)"))
        }
        let corpus = CorpusLoader().load([root.path])
        #expect(corpus.errors.isEmpty, "\(corpus.errors)")
        return CheckRunner().run(corpus)
    }

    @Test func aCleanTranslationGivesNoFinding() throws {
        let findings = try Self.check().findings
        #expect(findings.isEmpty, "\(findings.map { "\($0.variant):\($0.line) \($0.check) \($0.message)" })")
    }

    @Test func eachDefectIsFoundWhereItWasPut() throws {
        let report = try Self.check(editing: [
            // Line 14: the product name split; line 32: the key split inside its code span.
            "de-DE": [("mit Microsoft Intune konfigurieren", "mit Micro soft Intune konfigurieren"), ("`ssoEnabled`", "`sso Enabled`")],
            // Line 29: spaces after the identifier's dots; line 34: the Boolean translated.
            "fr-FR": [("com.contoso.myapp.sso", "com. contoso. myapp. sso"), ("**Valeur**: `true`", "**Valeur**: `vrai`")],
            // Line 42: an argument label translated in the sample.
            "ja-JP": [("application.acquireToken(with: parameters)", "application.acquireToken(avec: parameters)")],
            // Line 23: the link target mistyped.
            "pt-BR": [("(../quickstart-register-app.md)", "(../quickstart-register-ap.md)")],
        ])
        let found = report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.findingClass.rawValue)" }
        #expect(found == ["de-DE:14 punctuation-split-name corrupt", "de-DE:32 config-value corrupt", "fr-FR:29 config-value corrupt",
                          "fr-FR:34 config-value corrupt", "ja-JP:42 code-sample corrupt", "pt-BR:23 link-target corrupt"],
                "\(report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.message)" })")
    }
}
