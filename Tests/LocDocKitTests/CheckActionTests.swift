import Foundation
import LocDocChecks
import LocDocKit
import LocDocModel
import Testing

/// `locdoc check` configuration: ids turned off or re-levelled from the command line and from `.locdoc.yml`,
/// unknown ids refused, and the exit code following `--fail-on`.
@Suite struct CheckActionTests {
    /// Two copies of one page; `de-DE` writes the Boolean `True` where `fr-FR` (same revision) writes `true`:
    /// one `config-value` error on de-DE line 9.
    static func corpus(config: String? = nil) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-check-action-\(UUID().uuidString)")
        for (locale, value) in [("de-DE", "True"), ("fr-FR", "true"), ("es-ES", "true")] {
            let folder = root.appendingPathComponent(locale)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let page = CheckExample.page(locale: locale, revision: "aaaa", handoff: "01/02/2021",
                                         body: "- Data:\n  - Key: mode\n  - Type: Boolean\n  - Value: \(value)")
            try Data(page.utf8).write(to: folder.appendingPathComponent("page.md"))
        }
        if let config { try Data(config.utf8).write(to: root.appendingPathComponent(".locdoc.yml")) }
        return root
    }

    @Test func defaultsFailOnTheError() throws {
        let root = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try CheckAction(paths: [root.path]).run()
        #expect(outcome.report.findings.map { "\($0.check)@\($0.variant):\($0.line):\($0.severity.rawValue)" } == ["config-value@de-DE:10:error"])
        #expect(outcome.exitCode == 1)
    }

    /// A reference locale no variant is in is refused (exit 2, saying which locales there are) rather than
    /// silently replaced by each page's newest revision; one that a variant has is accepted in any letter case.
    @Test func aReferenceLocaleNoVariantHasIsAnError() throws {
        let root = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: root) }
        let typo = try CheckAction(paths: [root.path], referenceLocale: "fr-RF").run()
        #expect(typo.exitCode == 2)
        #expect(typo.usageErrors == ["no variant is in the reference locale `fr-RF`; the variants are in de-DE, es-ES, fr-FR"])
        #expect(typo.report.findings.count == 1)
        let known = try CheckAction(paths: [root.path], referenceLocale: "FR-fr").run()
        #expect(known.usageErrors.isEmpty)
        #expect(known.exitCode == 1)
    }

    /// Pages that say no locale (no `ms.contentlocale`, folders not named after one) cannot have a reference locale.
    @Test func aReferenceLocaleWhereNoVariantSaysItsLocale() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-check-action-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["first", "second"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data("---\ntitle: T\nms.openlocfilehash: aaaa\n---\n# <a name=\"a\"></a>A\n".utf8)
                .write(to: root.appendingPathComponent("\(folder)/page.md"))
        }
        let outcome = try CheckAction(paths: [root.path], referenceLocale: "fr-FR").run()
        #expect(outcome.report.variants.count == 2)
        #expect(outcome.usageErrors == ["no variant is in the reference locale `fr-FR`; no variant says its locale"])
        #expect(outcome.exitCode == 2)
    }

    @Test func commandLineDisablesAndRelevels() throws {
        let root = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: root) }
        let disabled = try CheckAction(paths: [root.path], configuration: CheckConfiguration(disabled: ["config-value"])).run()
        #expect(disabled.report.findings.isEmpty)
        #expect(!disabled.report.checks.contains { $0.id == "config-value" })
        #expect(disabled.exitCode == 0)
        let relevelled = try CheckAction(paths: [root.path], configuration: CheckConfiguration(severities: ["config-value": .note])).run()
        #expect(relevelled.report.findings.map(\.severity) == [.note])
        #expect(relevelled.report.checks.first { $0.id == "config-value" }?.defaultSeverity == .note)
        #expect(relevelled.exitCode == 0)
        let strict = try CheckAction(paths: [root.path], failOn: .note,
                                     configuration: CheckConfiguration(severities: ["config-value": .note])).run()
        #expect(strict.exitCode == 1)
    }

    @Test func corpusFileRelevelsAndTheCommandLineWins() throws {
        let root = try Self.corpus(config: "severity:\n  config-value: warning\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let fromFile = try CheckAction(paths: [root.path]).run()
        #expect(fromFile.report.findings.map(\.severity) == [.warning])
        #expect(fromFile.exitCode == 0)
        let overridden = try CheckAction(paths: [root.path], configuration: CheckConfiguration(severities: ["config-value": .error])).run()
        #expect(overridden.report.findings.map(\.severity) == [.error])
    }

    @Test func corpusFileDisables() throws {
        let root = try Self.corpus(config: "disable: [config-value]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CheckAction(paths: [root.path]).run().report.findings.isEmpty)
    }

    /// `class:` in `.locdoc.yml` (one name or a list) keeps the findings of those classes, in the report and the exit
    /// status; `--class` on the command line replaces it.
    @Test func corpusFileChoosesClassesAndTheCommandLineWins() throws {
        let baseline = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: baseline) }
        #expect(try CheckAction(paths: [baseline.path]).run().report.findings.map(\.findingClass) == [.corrupt])
        let staleOnly = try Self.corpus(config: "class: stale\n")
        defer { try? FileManager.default.removeItem(at: staleOnly) }
        let filtered = try CheckAction(paths: [staleOnly.path]).run()
        #expect(filtered.report.findings.isEmpty)
        #expect(filtered.exitCode == 0)
        let overridden = try CheckAction(paths: [staleOnly.path], configuration: CheckConfiguration(classes: [.corrupt])).run()
        #expect(overridden.report.findings.count == 1)
        #expect(overridden.exitCode == 1)
        let list = try Self.corpus(config: "class: [divergent, corrupt]\n")
        defer { try? FileManager.default.removeItem(at: list) }
        #expect(try CheckAction(paths: [list.path]).run().report.findings.count == 1)
    }

    @Test(arguments: [("disable: []\nclass:\n  - corrupt\n  - corupt\n", 4, "unknown class `corupt`; expected corrupt, stale, divergent"),
                      ("class:\n  corrupt: yes\n", 1, "`class` must be a class or a list of classes")])
    func aBadClassInTheFileNamesItsLine(config: String, line: Int, message: String) throws {
        let root = try Self.corpus(config: config)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try CheckAction(paths: [root.path]).run()
        #expect(outcome.exitCode == 2)
        #expect(outcome.configurationErrors.map { "\($0.line ?? 0): \($0.message)" } == ["\(line): \(message)"])
    }

    @Test func unknownIDsAndBadFilesAreUsageErrors() throws {
        let root = try Self.corpus(config: "severity:\n  config-value: loud\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let badFile = try CheckAction(paths: [root.path]).run()
        #expect(badFile.exitCode == 2)
        #expect(badFile.usageErrors.isEmpty)
        #expect(badFile.configurationErrors.map { "\($0.file.hasSuffix("/.locdoc.yml")):\($0.line ?? 0) \($0.kind.rawValue)" } == ["true:2 invalid-configuration"])
        #expect(badFile.configurationErrors.first?.message.contains("config-value") == true)
        let clean = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: clean) }
        let typo = try CheckAction(paths: [clean.path], configuration: CheckConfiguration(disabled: ["config-valeu"])).run()
        #expect(typo.exitCode == 2)
        #expect(typo.usageErrors == ["unknown check id `config-valeu` (see `locdoc checks`)"])
    }

    @Test func invalidYAMLInTheConfigurationNamesItsLine() throws {
        // Line 3 opens a flow sequence that is never closed: the YAML error names a line of the file.
        let root = try Self.corpus(config: "severity:\n  config-value: note\ndisable: [config-value\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try CheckAction(paths: [root.path]).run()
        #expect(outcome.exitCode == 2)
        #expect(outcome.configurationErrors.count == 1)
        // libyaml finds the missing `]` at the end of the file; the error names line 3, where the sequence opens
        // (the line to fix, as for front matter), once, and says what libyaml found.
        #expect(outcome.configurationErrors.first?.description.hasSuffix("/.locdoc.yml:3: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence [invalid-configuration]") == true,
                "\(outcome.configurationErrors)")
    }
}
