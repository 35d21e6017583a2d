import Foundation
import LocDocChecks
import LocDocIngest
import LocDocModel
import Testing

/// Seven pages locdoc was not built from, written for these tests, in 29 locales, 26 of them not among the seeds'
/// (`Tests/Fixtures/unseen-page`): signing in with Intune in de-DE, fr-FR, ja-JP, ko-KR and pt-BR; a redirect URI
/// (steps, an image, a table, an include) in ar-SA, hi-IN, pl-PL, ru-RU, th-TH, tr-TR and zh-TW; migrating to MSAL
/// (fences in numbered steps, a warning holding a list, a table, quotation marks) in es-MX, it-IT, sv-SE and vi-VN;
/// signing in with the Azure CLI (command lines in code spans, a JSON sample) in de-DE, es-ES, fr-FR and ja-JP;
/// and three with DocFX tabs, code references, `:::image`, reference links, xref autolinks, HTML tables, localised
/// Learn URLs and right-to-left text: acquiring tokens silently (el-GR, fi-FI, he-IL, id-ID, uk-UA, zh-CN), handling
/// errors (bg-BG, da-DK, hu-HU, ja-JP, nb-NO, ro-RO) and shared device mode (he-IL, ko-KR, ms-MY, th-TH, uk-UA,
/// zh-CN). The last three once gave 49 false findings (tab links, code references, Korean particles after bold,
/// Hebrew prefixes, a product name ending a heading).
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
    static let silent = (page: "acquire-tokens-silently.md", locales: ["el-GR", "fi-FI", "he-IL", "id-ID", "uk-UA", "zh-CN"])
    static let errors = (page: "handle-errors.md", locales: ["bg-BG", "da-DK", "hu-HU", "ja-JP", "nb-NO", "ro-RO"])
    static let sharedMode = (page: "shared-device-mode.md", locales: ["he-IL", "ko-KR", "ms-MY", "th-TH", "uk-UA", "zh-CN"])

    /// With `api`, the API name checks run too, against the committed index of the reference implementation.
    static func check(_ page: (page: String, locales: [String]), editing edits: [String: [(String, String)]] = [:],
                      api: Bool = false) throws -> CheckReport {
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
        return CheckRunner(referenceAPI: api ? ReferenceAPIFixture.index : nil).run(corpus)
    }

    @Test func aCleanTranslationGivesNoFinding() throws {
        for page in [Self.signIn, Self.redirect, Self.migrate, Self.cliLogin, Self.silent, Self.errors, Self.sharedMode] {
            let findings = try Self.check(page, api: true).findings
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

    @Test func eachDefectOnTheFifthPageIsFoundWhereItWasPut() throws {
        let report = try Self.check(Self.silent, editing: [
            // Line 90: the line range of a DocFX code reference changed.
            "el-GR": [("?range=12-30&", "?range=12-13&")],
            // Line 69: a property translated in the Swift sample.
            "fi-FI": [("silentParameters.forceRefresh = false", "silentParameters.pakotaPäivitys = false")],
            // Line 121: the path translated inside a Learn URL that rightly carries the copy's own locale.
            "id-ID": [("/id-id/entra/msal/objc/token-cache-serialization", "/id-id/entra/msal/objc/serialisasi-cache-token")],
            // Line 29: an xref autolink split by a space, so it shows as text. The link is missing from the section
            // too, but the markup finding quotes it at its line, so the section's start is not reported as well.
            "uk-UA": [("<xref:MSAL.MSALPublicClientApplication>", "<xref:MSAL. MSALPublicClientApplication>")],
        ])
        let found = report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.findingClass.rawValue)" }
        #expect(found == ["el-GR:90 link-target corrupt", "fi-FI:69 code-sample corrupt", "id-ID:121 link-target corrupt",
                          "uk-UA:29 link-markup corrupt"],
                "\(report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.message)" })")
        // The expected target keeps the copy's own locale.
        #expect(report.findings.first { $0.variant == "id-ID" }?.expected
                == "https://learn.microsoft.com/id-id/entra/msal/objc/token-cache-serialization")
    }

    @Test func eachDefectOnTheSixthPageIsFoundWhereItWasPut() throws {
        let report = try Self.check(Self.errors, editing: [
            // Line 90: the alert's keyword translated.
            "hu-HU": [("> [!NOTE]", "> [!MEGJEGYZÉS]")],
            // Line 95: a space between label and target (quoted by the markup finding: no missing link at line 93).
            "ja-JP": [("](acquire-tokens-silently.md#acquire-the-token)", "] (acquire-tokens-silently.md#acquire-the-token)")],
            // Line 23: the reference label translated (no definition), which the markup finding cannot quote as the
            // link's URL, so the link is also missing from the section's start (21); line 27: the error code changed;
            // line 45: an identifier translated in a step that reads as a setting's label.
            "nb-NO": [("[MSALError.h][msalerror]", "[MSALError.h][msalfeil]"), ("| `-50002` |", "| `-50020` |"),
                      ("fra `userInfo`-ordlisten", "fra `brukerInfo`-ordlisten")],
            // Line 64: a header name translated inside `<code>` in the HTML table.
            "ro-RO": [("<code>Retry-After</code>", "<code>Reîncercare-După</code>")],
        ])
        let found = report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.findingClass.rawValue)" }
        #expect(found == ["hu-HU:90 alert-kind corrupt", "ja-JP:95 link-markup corrupt",
                          "nb-NO:21 link-target corrupt", "nb-NO:23 link-markup corrupt", "nb-NO:27 inline-code-text corrupt",
                          "nb-NO:45 inline-code-text corrupt", "ro-RO:64 inline-code-text corrupt"],
                "\(report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.message)" })")
    }

    @Test func eachDefectOnTheSeventhPageIsFoundWhereItWasPut() throws {
        let report = try Self.check(Self.sharedMode, editing: [
            // Line 128: the anchor of a link mistyped.
            "ko-KR": [("(#configure-the-device)", "(#configure-device)")],
            // Line 19: the include's file name translated.
            "th-TH": [("../includes/shared-device-preview.md", "../includes/ตัวอย่าง.md")],
            // Line 40: the key translated; line 44: the image's path translated in a `:::image` directive.
            "ms-MY": [("**Kunci**: `sharedDeviceMode`", "**Kunci**: `modPerantiDikongsi`"),
                      ("source=\"media/shared-device/", "source=\"media/peranti-dikongsi/")],
            // Line 73: full-width parentheses flipped.
            "zh-CN": [("（在 Objective-C 中为 `MSALDeviceModeDefault`）", "）在 Objective-C 中为 `MSALDeviceModeDefault`（")],
        ])
        let found = report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.findingClass.rawValue)" }
        #expect(found == ["ko-KR:128 link-anchor corrupt", "ko-KR:128 link-target corrupt", "ms-MY:40 config-value corrupt", "ms-MY:44 link-target corrupt",
                          "th-TH:19 include-target corrupt", "zh-CN:73 punctuation-brackets corrupt"],
                "\(report.findings.map { "\($0.variant):\($0.line) \($0.check) \($0.message)" })")
    }
}
