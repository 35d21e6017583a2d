import Foundation
import LocDocChecks
import LocDocIngest
import LocDocModel
import LocDocReports

/// `locdoc check`, testable without argument parsing: read the corpus, run the catalogue, render the report.
public struct CheckAction: Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, sarif, junit
    }

    public var paths: [String]
    public var format: Format
    public var referenceLocale: String?
    public var failOn: Severity
    /// From the command line; wins over `.locdoc.yml`.
    public var configuration: CheckConfiguration
    public var colour: Bool
    /// For the checks that judge API names; read once per run, and only when one of them is on.
    public var referenceAPI: ReferenceAPI

    public init(paths: [String], format: Format = .text, referenceLocale: String? = nil, failOn: Severity = .error,
                configuration: CheckConfiguration = CheckConfiguration(), colour: Bool = false,
                referenceAPI: ReferenceAPI = .locate) {
        self.paths = paths
        self.format = format
        self.referenceLocale = referenceLocale
        self.failOn = failOn
        self.configuration = configuration
        self.colour = colour
        self.referenceAPI = referenceAPI
    }

    public struct Outcome: Sendable {
        public var output: Data
        public var report: CheckReport
        /// 0 clean, 1 findings at or above `failOn`, 2 input or usage errors.
        public var exitCode: Int32
        /// Problems with the invocation itself (unknown check ids, a reference locale no variant is in).
        public var usageErrors: [String]
        /// A `.locdoc.yml` that cannot be read, named by file and line like any input error (and, like a usage
        /// error, fatal: the run exits 2).
        public var configurationErrors: [InputError] = []
        /// What the user should know but is neither a finding nor a failure (checks that could not run).
        public var notes: [String] = []
    }

    public func run() throws -> Outcome {
        var output = Data()
        var outcome = try run { output.append($0) }
        outcome.output = output
        return outcome
    }

    /// Hands the report to `write` in chunks as it is rendered (the CLI passes stdout), so a large JSON report is
    /// never held whole; the outcome's `output` is then empty.
    public func run(writingTo write: (Data) -> Void) throws -> Outcome {
        let inputs = paths.isEmpty ? [DefaultCorpus.path] : paths
        var usage: [String] = []
        var configurationErrors: [InputError] = []
        var fileConfiguration = CheckConfiguration()
        for directory in inputs where (try? FileManager.default.attributesOfItem(atPath: directory)[.type] as? FileAttributeType) == .typeDirectory {
            do throws(InputError) {
                fileConfiguration = fileConfiguration.overridden(by: try CheckConfigurationFile.load(from: directory))
            } catch {
                var located = error
                located.file = "\(directory)/\(error.file)"
                configurationErrors.append(located)
            }
        }
        let effective = fileConfiguration.overridden(by: configuration)
        usage += effective.unknownIDs(in: CheckCatalog.descriptions).map { "unknown check id `\($0)` (see `locdoc checks`)" }
        var runner = CheckRunner(configuration: effective, referenceLocale: referenceLocale)
        var notes: [String] = []
        let apiChecks = CheckCatalog.referenceAPICheckIDs.filter { !effective.disabled.contains($0) }
        if !apiChecks.isEmpty {
            switch referenceAPI.load() {
            case .success(let index): runner.referenceAPI = index
            case .failure(let unavailable): notes.append("\(apiChecks.joined(separator: ", ")) did not run: \(unavailable)")
            }
        }
        var report = Self.check(inputs, with: runner)
        report.findings.removeAll { !effective.reports($0.findingClass) }
        if let referenceLocale, let unmatched = Self.unmatched(referenceLocale: referenceLocale, in: report) { usage.append(unmatched) }
        notes += report.idleSuppressions.map(\.description)
        switch format {
        case .text: write(Data(CheckTextRenderer(colour: colour).render(report).utf8))
        case .json: try CheckJSONRenderer().render(report, to: write)
        case .sarif: write(try SARIFRenderer().render(report))
        case .junit: write(try JUnitRenderer().render(report))
        }
        let failing = report.findings.contains { $0.severity >= failOn }
        let exitCode: Int32 = !usage.isEmpty || !configurationErrors.isEmpty || !report.errors.isEmpty ? 2 : (failing ? 1 : 0)
        return Outcome(output: Data(), report: report, exitCode: exitCode, usageErrors: usage,
                       configurationErrors: configurationErrors, notes: notes)
    }

    /// `--reference-locale` names a locale none of the variants is in (a typo, a folder left out, or pages that say
    /// no locale): every page would silently fall back to its newest revision, which is not what was asked. nil
    /// when some variant has it (a page without one falls back on its own, as documented), or when nothing was read.
    static func unmatched(referenceLocale: String, in report: CheckReport) -> String? {
        guard !report.variants.isEmpty else { return nil }
        let locales = Set(report.variants.compactMap(\.locale))
        guard !locales.contains(where: { $0.lowercased() == referenceLocale.lowercased() }) else { return nil }
        let known = locales.isEmpty ? "no variant says its locale" : "the variants are in \(locales.sorted().joined(separator: ", "))"
        return "no variant is in the reference locale `\(referenceLocale)`; \(known)"
    }

    /// With many pages, the corpus is read a page at a time and each page checked as soon as its copies are parsed
    /// (`CorpusPages`): memory holds the pages in work and the findings, not the corpus. With few, the whole corpus
    /// is read first and the checks of each page share the cores. The report is the same either way.
    static func check(_ inputs: [String], with runner: CheckRunner) -> CheckReport {
        let pages = CorpusPages(inputs)
        guard pages.pageCount >= CheckRunner.pagesPerCoreWork else { return runner.run(pages.whole()) }
        let checks = runner.activeChecks
        let outcome = pages.map { page, documents in
            (findings: runner.findings(page: page, documents: documents, checks: checks),
             variants: documents.map { (page: page, info: CheckRunner.variantInfo($0)) })
        }
        // As `Corpus` orders documents: by variant, then page.
        let variants = outcome.results.flatMap(\.variants).sorted { ($0.info.variant, $0.page) < ($1.info.variant, $1.page) }
        return runner.report(CheckRunner.Outcome(joining: outcome.results.map(\.findings)), variants: variants.map(\.info), errors: outcome.errors)
    }
}
