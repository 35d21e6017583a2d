import Foundation
import LocDocChecks
import LocDocIngest
import LocDocModel
import Testing

/// Corpora written for these tests, for what the seed pages do not exercise. Each starts from one page (in
/// English, with sections, settings, a sample and an anchor link) and changes one thing in one variant; the
/// files are written to a temporary folder and read through the real loader.
@Suite struct FixtureCorpusTests {
    static func page(locale: String, revision: String = "1111", handoff: String = "05/01/2021", edit: (String) -> String = { $0 }) -> String {
        edit("""
        ---
        title: Shared mode
        ms.contentlocale: \(locale)
        ms.openlocfilehash: \(revision)
        ms.lasthandoff: \(handoff)
        ---
        # <a name="shared-mode"></a>Shared mode

        See [the setup](#set-up) and [the roles](../roles/admin.md).

        ## <a name="set-up"></a>Set up

        - **Type**: Redirect
        - **Extension ID**: com.example.authenticator.ssoextension
        - **Additional data**:
          - Key: sharedDeviceMode
          - Type: Boolean
          - Value: true

        ## <a name="detect"></a>Detect

        ```swift
        application.getDeviceInformation(with: nil) { info, error in
            let shared = info?.deviceMode == .shared
        }
        ```
        """)
    }

    static func check(_ pages: [String: String], reference: String? = nil,
                      configuration: CheckConfiguration = CheckConfiguration()) throws -> CheckReport {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (variant, text) in pages {
            let folder = root.appendingPathComponent(variant)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("shared-mode.md"))
        }
        let corpus = CorpusLoader().load([root.path])
        #expect(corpus.errors.isEmpty, "\(corpus.errors)")
        return CheckRunner(configuration: configuration, referenceLocale: reference).run(corpus)
    }

    static let base = ["de-DE": page(locale: "de-DE"), "fr-FR": page(locale: "fr-FR"), "es-ES": page(locale: "es-ES")]

    @Test func identicalCopiesGiveNoFindings() throws {
        #expect(try Self.check(Self.base).findings.isEmpty)
    }

    @Test func aLocaleNoWordListKnows() throws {
        var pages = Self.base
        pages["ka-GE"] = Self.page(locale: "ka-GE") {
            $0.replacingOccurrences(of: "**Extension ID**: com.example.authenticator.ssoextension", with: "**გაფართოების ID**: com. example. authenticator. ssoextension")
                .replacingOccurrences(of: "- Key:", with: "- გასაღები:").replacingOccurrences(of: "- Value:", with: "- მნიშვნელობა:")
        }
        let findings = try Self.check(pages).findings.filter { $0.variant == "ka-GE" }
        #expect(findings.map { "\($0.check)@\($0.line)" } == ["config-value@14"])
        #expect(findings.first?.findingClass == .corrupt)
        #expect(findings.first?.expected == "com.example.authenticator.ssoextension")
    }

    @Test func aPageMissingASection() throws {
        var pages = Self.base
        pages["fr-FR"] = Self.page(locale: "fr-FR") { String($0[..<$0.range(of: "## <a name=\"detect\"></a>Detect")!.lowerBound]) }
        let report = try Self.check(pages)
        #expect(report.findings.contains { $0.check == "section-missing" && $0.variant == "fr-FR" && $0.message.contains("`detect`") })
        // The section's samples are the section's: one defect, one finding (`MissingSectionContentTests`).
        #expect(!report.findings.contains { $0.check == "code-fence" && $0.variant == "fr-FR" })
    }

    @Test func anExtraCodeFence() throws {
        var pages = Self.base
        pages["es-ES"] = Self.page(locale: "es-ES") { $0 + "\n\n```swift\nprint(1)\n```\n" }
        let extra = try Self.check(pages).findings.filter { $0.check == "code-fence" }
        #expect(extra.map { "\($0.variant):\($0.line)" } == ["es-ES:28"])
    }

    @Test func aTranslatedKey() throws {
        var pages = Self.base
        pages["fr-FR"] = Self.page(locale: "fr-FR") { $0.replacingOccurrences(of: "Key: sharedDeviceMode", with: "Key: modeAppareilPartage") }
        let findings = try Self.check(pages).findings.filter { $0.check == "config-value" }
        #expect(findings.map { "\($0.variant):\($0.line):\($0.findingClass.rawValue)" } == ["fr-FR:16:corrupt"])
        #expect(findings.first?.expected == "sharedDeviceMode")
        #expect(findings.first?.related.map(\.variant) == ["de-DE", "es-ES"])
    }

    @Test func aChangedCodeToken() throws {
        var pages = Self.base
        pages["de-DE"] = Self.page(locale: "de-DE") { $0.replacingOccurrences(of: "deviceMode == .shared", with: "deviceMode == .geteilt") }
        let findings = try Self.check(pages).findings.filter { $0.check == "code-sample" }
        #expect(findings.map { "\($0.variant):\($0.line)" } == ["de-DE:24"])
        #expect(findings.first?.evidence == "geteilt")
        #expect(findings.first?.expected == "shared")
    }

    /// A DocFX `:::code` directive's source is compared like a link's target: a translated path is found.
    @Test func aTranslatedCodeDirectiveSource() throws {
        let directive = "\n\n:::code language=\"swift\" source=\"~/samples/shared-mode/Detect.swift\" range=\"3-9\":::\n"
        var pages = Self.base.mapValues { $0 + directive }
        #expect(try Self.check(pages).findings.isEmpty)
        pages["fr-FR"] = Self.page(locale: "fr-FR") { $0 + directive.replacingOccurrences(of: "Detect.swift", with: "Detecter.swift") }
        let findings = try Self.check(pages).findings
        #expect(findings.map { "\($0.variant):\($0.line):\($0.column) \($0.check)" } == ["fr-FR:28:34 link-target"])
        #expect(findings.first?.expected == "~/samples/shared-mode/Detect.swift")
    }

    @Test func aBrokenAnchorLink() throws {
        var pages = Self.base
        pages["es-ES"] = Self.page(locale: "es-ES") { $0.replacingOccurrences(of: "(#set-up)", with: "(#configuracion)") }
        let report = try Self.check(pages)
        #expect(report.findings.contains { $0.check == "link-anchor" && $0.variant == "es-ES" && $0.line == 9 })
        #expect(report.findings.contains { $0.check == "link-target" && $0.variant == "es-ES" && $0.line == 9 && $0.findingClass == .corrupt })
    }

    @Test func theSamePageTwiceForOneLocale() throws {
        var pages = Self.base
        pages["ja-jp--a"] = Self.page(locale: "ja-JP")
        pages["ja-jp--b"] = Self.page(locale: "ja-JP") { $0.replacingOccurrences(of: "Value: true", with: "Value: True") }
        let report = try Self.check(pages)
        #expect(report.variants.filter { $0.locale == "ja-JP" }.map(\.variant) == ["ja-jp--a", "ja-jp--b"])
        let findings = report.findings.filter { $0.check == "config-value" }
        #expect(findings.map { "\($0.variant):\($0.line)" } == ["ja-jp--b:18"])
        #expect(findings.first?.locale == "ja-JP")
    }

    @Test func aReferenceLocaleOfANewerRevision() throws {
        var pages = Self.base
        pages["en-US"] = Self.page(locale: "en-US", revision: "2222", handoff: "09/01/2022") {
            $0.replacingOccurrences(of: "../roles/admin.md", with: "../identity/roles/admin.md")
        }
        let withReference = try Self.check(pages, reference: "en-US").findings.filter { $0.check == "link-target" }
        #expect(Set(withReference.map(\.variant)) == ["de-DE", "es-ES", "fr-FR"])
        #expect(withReference.allSatisfy { $0.findingClass == .stale && $0.expected == "../identity/roles/admin.md" })
        // Compared with the reference, an older copy is stale for the whole page.
        #expect(try Self.check(pages, reference: "en-US").findings.filter { $0.check == "stale-revision" }.count == 3)
    }

    /// Copies without `ms.openlocfilehash`, `ms.lasthandoff` or `ms.date` (most open-source translations) say
    /// nothing of the source they were made from: each is its own revision and nothing orders them, so none is
    /// stale (once, the one whose variant name sorts first was) and none corrupt by disagreeing with the others
    /// (once, all were taken as one revision, and MDN's older translations were "corrupt" section by section). The
    /// difference is reported as divergent, with what the others have; damage a copy shows on its own is corrupt.
    @Test func copiesWithoutRevisionMetadataAreUnorderedRevisions() throws {
        let pages = Self.base.mapValues(Self.withoutRevision)
        #expect(try Self.check(pages).findings.isEmpty)
        var changed = pages
        changed["fr-FR"] = changed["fr-FR"]!.replacingOccurrences(of: "../roles/admin.md", with: "../roles/admn.md")
        let findings = try Self.check(changed).findings
        #expect(findings.map { "\($0.variant) \($0.check) \($0.findingClass.rawValue)" } == ["fr-FR link-target divergent"])
        #expect(findings.first?.expected == "../roles/admin.md")
        changed["de-DE"] = changed["de-DE"]!.replacingOccurrences(of: "com.example.authenticator", with: "com. example.authenticator")
        #expect(try Self.check(changed).findings.filter { $0.variant == "de-DE" }.map(\.findingClass) == [.corrupt])
    }

    /// MDN marks a translation with `translation_of:` (older pages) or names its source commit under `l10n:`. Beside
    /// such copies, the one copy that says neither is the authored source: newer than all of them.
    @Test func anMDNTranslationBesideItsSourceIsStale() throws {
        var pages = Self.base.mapValues(Self.withoutRevision)
        pages["en-US"] = Self.withoutRevision(Self.page(locale: "en-US") {
            $0.replacingOccurrences(of: "../roles/admin.md", with: "../identity/roles/admin.md")
        })
        pages["de-DE"] = pages["de-DE"]!.replacingOccurrences(of: "title:", with: "translation_of: Web/Shared\ntitle:")
        pages["es-ES"] = pages["es-ES"]!.replacingOccurrences(of: "title:", with: "l10n:\n  sourceCommit: f1b0423\ntitle:")
        pages["fr-FR"] = pages["fr-FR"]!.replacingOccurrences(of: "title:", with: "translation_of: Web/Shared\ntitle:")
        let findings = try Self.check(pages).findings.filter { $0.check == "link-target" }
        #expect(findings.map { "\($0.variant) \($0.findingClass.rawValue)" } == ["de-DE stale", "es-ES stale", "fr-FR stale"])
        // A translation that says nothing, beside them, leaves the source unknown: nothing is stale then.
        pages["it-IT"] = Self.withoutRevision(Self.page(locale: "it-IT"))
        let unknown = try Self.check(pages).findings.filter { $0.check == "link-target" }
        #expect(unknown.allSatisfy { $0.findingClass == .divergent } && !unknown.isEmpty)
    }

    static func withoutRevision(_ page: String) -> String {
        page.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("ms.openlocfilehash") && !$0.hasPrefix("ms.lasthandoff") }.joined(separator: "\n")
    }
}
