import LocDocAPI
import LocDocModel

/// Runs the catalogue over every page of a corpus and collects a report.
public struct CheckRunner: Sendable {
    public var configuration: CheckConfiguration
    public var referenceLocale: String?
    /// The reference implementation's API, for the checks that judge names against it; without it they do not run.
    public var referenceAPI: APIIndex?

    public init(configuration: CheckConfiguration = CheckConfiguration(), referenceLocale: String? = nil,
                referenceAPI: APIIndex? = nil) {
        self.configuration = configuration
        self.referenceLocale = referenceLocale
        self.referenceAPI = referenceAPI
    }

    /// The checks that run, with their effective default severities.
    public var activeChecks: [any Check] {
        CheckCatalog.all.filter { !configuration.disabled.contains(type(of: $0).description.id) }.compactMap { check in
            guard let needsAPI = check as? any ReferenceAPICheck else { return check }
            return referenceAPI.map { needsAPI.using($0) }
        }
    }

    public func run(_ corpus: Corpus) -> CheckReport {
        let active = activeChecks
        let sections = Self.reportsSections(active)
        let pages = ParallelWork.map(PageSet.groups(of: corpus)) {
            PageSet(page: $0.page, documents: $0.documents, referenceLocale: referenceLocale, sectionsReported: sections)
        }
        // Every check on every page is independent: they run on all cores, and their findings are joined in page
        // order, then catalogue order, as one after the other would give them. With many pages each core takes
        // whole pages (the checks of a page share its data, and sharing reference counts across cores costs); with
        // few, each check of each page is a piece of work.
        let found: [[Finding]]
        if pages.count >= Self.pagesPerCoreWork {
            found = ParallelWork.map(pages) { page in active.flatMap { $0.findings(in: page) } }
        } else {
            found = ParallelWork.map(Array(0..<(pages.count * active.count))) { item in
                active[item % active.count].findings(in: pages[item / active.count])
            }
        }
        let page = outcome(Array(found.joined()), documents: corpus.documents)
        return report(page, variants: corpus.documents.map(Self.variantInfo), errors: corpus.errors)
    }

    /// Whether `section-missing` is among the checks (see `PageSet.sectionsReported`).
    static func reportsSections(_ checks: [any Check]) -> Bool {
        checks.contains { $0 is SectionPresenceCheck }
    }

    /// From this many pages on, a core takes whole pages (and a corpus can be read a page at a time,
    /// `CorpusPages`); below it, the checks of a page share the cores.
    public static let pagesPerCoreWork = 16

    /// What the checks found on some pages: the findings reported, those the pages' comments acknowledge, and the
    /// comments locdoc could not follow.
    public struct Outcome: Sendable {
        public var findings: [Finding]
        public var suppressed: [SuppressedFinding]
        public var problems: [InputError]
        /// Disabling comments that acknowledged nothing.
        public var idle: [IdleSuppression]

        /// Several pages' outcomes as one, in the order given.
        public init(joining pages: [Outcome]) {
            findings = pages.flatMap(\.findings)
            suppressed = pages.flatMap(\.suppressed)
            problems = pages.flatMap(\.problems)
            idle = pages.flatMap(\.idle)
        }

        init(findings: [Finding], suppressed: [SuppressedFinding], problems: [InputError], idle: [IdleSuppression]) {
            self.findings = findings
            self.suppressed = suppressed
            self.problems = problems
            self.idle = idle
        }
    }

    /// The findings of every active check on one page's copies, in catalogue order, less those the copies'
    /// comments acknowledge: one piece of `run`, for a caller that reads the corpus a page at a time.
    public func findings(page: String, documents: [Document], checks: [any Check]) -> Outcome {
        let set = PageSet(page: page, documents: documents, referenceLocale: referenceLocale, sectionsReported: Self.reportsSections(checks))
        return outcome(checks.flatMap { $0.findings(in: set) }, documents: set.documents)
    }

    /// The checks' findings on some pages, less those another finding explains at its own line, split by the
    /// pages' comments.
    private func outcome(_ findings: [Finding], documents: [Document]) -> Outcome {
        let findings = ExplainedFindings.withoutExplained(findings, documents: documents)
        let split = Suppressions.apply(to: findings, documents: documents, knownChecks: Self.knownChecks, inactive: inactiveChecks)
        return Outcome(findings: split.reported, suppressed: split.suppressed, problems: split.problems, idle: split.idle)
    }

    /// Every id of the catalogue: a comment may name a check that is turned off.
    private static let knownChecks = Set(CheckCatalog.descriptions.map(\.id))

    /// The catalogue's checks that do not run (turned off, or without the reference API they need).
    private var inactiveChecks: Set<String> {
        Self.knownChecks.subtracting(activeChecks.map { type(of: $0).description.id })
    }

    /// The report of pages' outcomes joined in page order (then catalogue order), with the variants' documents
    /// sorted by variant and page, as `run` makes it.
    public func report(_ outcome: consuming Outcome, variants: [CheckReport.VariantInfo], errors: [InputError]) -> CheckReport {
        // Handed on, not copied: the report sorts the array where it is when nothing else holds it.
        var findings = outcome.findings
        var suppressed = outcome.suppressed
        if !configuration.severities.isEmpty {
            findings = findings.map(applySeverity)
            suppressed = suppressed.map { SuppressedFinding(finding: applySeverity($0.finding), comment: $0.comment) }
        }
        let checks = activeChecks.map { check -> CheckDescription in
            var description = type(of: check).description
            description.defaultSeverity = configuration.severities[description.id] ?? description.defaultSeverity
            return description
        }
        return CheckReport(variants: variants, findings: findings, checks: checks,
                           errors: (errors + outcome.problems).sorted(by: InputError.reportOrder), suppressed: suppressed,
                           idleSuppressions: outcome.idle.sorted { ($0.file, $0.comment.range.start) < ($1.file, $1.comment.range.start) })
    }

    public static func variantInfo(_ document: Document) -> CheckReport.VariantInfo {
        CheckReport.VariantInfo(variant: document.variant, locale: document.locale?.tag, file: document.file,
                                revision: document.frontMatter.sourceRevision, translationType: document.frontMatter.translationType?.code,
                                page: document.page)
    }

    private func applySeverity(_ finding: Finding) -> Finding {
        guard let severity = configuration.severities[finding.check] else { return finding }
        var changed = finding
        changed.severity = severity
        return changed
    }
}
