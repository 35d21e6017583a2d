import Foundation
import LocDocChecks
import LocDocIngest
import LocDocModel
import Testing

/// Four pages locdoc was not built from, written for these tests, in 17 locales, 15 of them not among the seeds'
/// (`Tests/Fixtures/unseen-page`): signing in with Intune in de-DE, fr-FR, ja-JP, ko-KR and pt-BR; a redirect URI
/// (steps, an image, a table, an include) in ar-SA, hi-IN, pl-PL, ru-RU, th-TH, tr-TR and zh-TW; migrating to MSAL
/// (fences in numbered steps, a warning holding a list, a table, quotation marks) in es-MX, it-IT, sv-SE and vi-VN;
/// signing in with the Azure CLI (command lines in code spans, a JSON sample) in de-DE, es-ES, fr-FR and ja-JP.
/// Translated cleanly, each must give no finding at all; the first once gave six (Korean particles read as lost
/// spaces, and five translations of a type name judged against the smallest of them). With defects put in, each is
/// found where it was put.
@Suite struct UnseenPageTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/unseen-page")
    static let signIn = (page: "configure-sign-in.md", locales: ["de-DE", "fr-FR", "ja-JP", "ko-KR", "pt-BR"])
    static let redirect = (page: "configure-redirect-uri.md", locales: ["ar-SA", "hi-IN", "pl-PL", "ru-RU", "th-TH", "tr-TR", "zh-TW"])
    static let migrate = (page: "migrate-adal-msal.md", locales: ["es-MX", "it-IT", "sv-SE", "vi-VN"])
    static let cliLogin = (page: "cli-login.md", locales: ["de-DE", "es-ES", "fr-FR", "ja-JP"])

    static func check(_ page: (page: String, locales: [String]), editing edits: [String: [(String, String)]] = [:]) throws -> CheckReport {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-unseen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for locale in page.locales {
            var text = try String(contentsOf: folder.appendingPathComponent("\(locale)/\(page.page)"), encoding: .utf8)
            for (old, new) in edits[locale] ?? [] {
                #expect(text.contains(old), "\(locale) has no `\(old)` to damage")
                text = text.replacingOccurrences(of: old, with: new)
            }
            try FileManager.default.createDirectory(at: root.appendingPathComponent(locale), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: root.appendingPathComponent("\(locale)/\(page.page)"))
        }
        let corpus = CorpusLoader().load([root.path])
        #expect(corpus.errors.isEmpty, "\(corpus.errors)")
        return CheckRunner().run(corpus)
    }

    @Test func aCleanTranslationGivesNoFinding() throws {
        for page in [Self.signIn, Self.redirect, Self.migrate, Self.cliLogin] {
            let findings = try Self.check(page).findings
            #expect(findings.isEmpty, "\(page.page): \(findings.map { "\($0.variant):\($0.line) \($0.check) \($0.message)" })")
        }
    }

    @Test func eachDefectIsFoundWhereItWasPut() throws {
        let report = try Self.check(Self.signIn, editing: [
            // Line 14: the product name split; line 32: the key split inside its code span.
            "de-DE": [("mit Microsoft Intune konfigurieren", "mit Micro soft Intune konfigurieren"), ("`ssoEnabled`", "`sso Enabled`")],
            // Line 29: spaces after the identifier's dots; line 34: the Boolean translated.
            "fr-FR": [("com.contoso.myapp.sso", "com. contoso. myapp. sso"), ("**Valeur**: `true`", "**Valeur**: `vrai`")],
            // Line 42: an argument label translated in the sample.
            "ja-JP": [("application.acquireToken(with: parameters)", "application.acquireToken(avec: parameters)")],
            // Line 23: the link target mistyped.
            "pt-BR": [("(../quickstart-register-app.md)", "(../quickstart-register-ap.md)")],
            // Line 12: the English heading glued after the Korean one.
            "ko-KR": [("</a>개요\n", "</a>개요Overview\n")],
        ])
        let found = report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.findingClass.rawValue)" }
        #expect(found == ["de-DE:14 punctuation-split-name corrupt", "de-DE:32 config-value corrupt", "fr-FR:29 config-value corrupt",
                          "fr-FR:34 config-value corrupt", "ja-JP:42 code-sample corrupt", "ko-KR:12 untranslated-heading corrupt",
                          "pt-BR:23 link-target corrupt"],
                "\(report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.message)" })")
    }

    @Test func eachDefectOnTheSecondPageIsFoundWhereItWasPut() throws {
        let report = try Self.check(Self.redirect, editing: [
            // Line 17: the English sentence glued after the Hindi one.
            "hi-IN": [("साइन इन करें।", "साइन इन करें।Sign in to the Azure portal.")],
            // Line 18: a space inside the closing bold marker.
            "pl-PL": [("**Rejestracje aplikacji**", "**Rejestracje aplikacji **")],
            // Line 29: an identifier re-cased in the table; line 30: the Boolean capitalised.
            "ar-SA": [("| `com.contoso.myapp` |", "| `com.contoso.MyApp` |")],
            "tr-TR": [("| `allowPublicClient` | `true` |", "| `allowPublicClient` | `True` |")],
            // Line 35: an argument label re-cased in the sample.
            "zh-TW": [("clientId: \"0000", "clientID: \"0000")],
            // Line 17: a space between the link's label and target.
            "ru-RU": [("[портал Azure](https", "[портал Azure] (https")],
            // Line 39: the include's folder mistyped.
            "th-TH": [("../includes/footer.md", "../include/footer.md")],
        ])
        let found = report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.findingClass.rawValue)" }
        #expect(found == ["ar-SA:29 inline-code-text corrupt", "hi-IN:17 untranslated-sentence corrupt", "pl-PL:18 punctuation-emphasis corrupt",
                          "ru-RU:17 link-markup corrupt", "th-TH:39 include-target corrupt", "tr-TR:30 inline-code-text corrupt",
                          "zh-TW:35 code-sample corrupt"],
                "\(report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.message)" })")
    }

    @Test func eachDefectOnTheThirdPageIsFoundWhereItWasPut() throws {
        let report = try Self.check(Self.migrate, editing: [
            // Line 11: the parentheses flipped.
            "es-MX": [("(Microsoft Authentication Library)", ")Microsoft Authentication Library(")],
            // Line 24: a space inside a token of the Ruby sample in step 1; line 41: the closing `»` lost.
            "it-IT": [("'~> 1.2'", "'~ > 1.2'"), ("-consent)».", "-consent).")],
            // Line 17: the anchor of the link translated. It is the translated heading's own id, which DocFX gives every
            // heading, so the link still lands (no `link-anchor`); it differs from every other copy's (`link-target`).
            "sv-SE": [("(#differences)", "(#skillnader)")],
            // Line 39: a code span in the table translated.
            "vi-VN": [("| `scopes` |", "| `phạm vi` |")],
        ])
        let found = report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.findingClass.rawValue)" }
        #expect(found == ["es-MX:11 punctuation-brackets corrupt", "it-IT:24 code-sample corrupt", "it-IT:41 punctuation-brackets corrupt",
                          "sv-SE:17 link-target corrupt", "vi-VN:39 inline-code-text corrupt"],
                "\(report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.message)" })")
        // The sample's token is at its own column, inside the numbered step.
        #expect(report.findings.first { $0.check == "code-sample" }?.column == 17)
    }

    @Test func eachDefectOnTheFourthPageIsFoundWhereItWasPut() throws {
        let report = try Self.check(Self.cliLogin, editing: [
            // Line 11: a hyphen of the command's option turned into a space.
            "de-DE": [("`az login --use-device-code`", "`az login --use-device code`")],
            // Line 31: the option's name translated.
            "es-ES": [("`--tenant`", "`--inquilino`")],
            // Line 23: a key of the JSON sample re-cased.
            "fr-FR": [("\"tenantId\": \"1111", "\"tenantID\": \"1111")],
        ])
        let found = report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.findingClass.rawValue)" }
        #expect(found == ["de-DE:11 inline-code-text corrupt", "es-ES:31 inline-code-text corrupt", "fr-FR:23 code-sample corrupt"],
                "\(report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.message)" })")
        // The other copies are pointed at the line where they write the token, not at their fence.
        #expect(report.findings.last?.related.map(\.line) == [23, 23, 23])
    }
}
