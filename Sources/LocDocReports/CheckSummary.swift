import LocDocModel

/// The counts of a `locdoc check` run: the `summary` object of the JSON report, and the text report's last line.
///
/// Every count map has all its keys, zero included, so a consumer never has to tell "absent" from "none":
/// `bySeverity` has `error`, `warning`, `note`; `byClass` has `corrupt`, `stale`, `divergent`; `byCategory` has the
/// ten categories; `byCheck` has every check that ran (and any check a finding names); `byVariant` has every variant.
public struct CheckSummary: Hashable, Sendable, Codable {
    /// Findings of one variant, by severity.
    public struct VariantCounts: Hashable, Sendable, Codable {
        public var findings: Int
        public var error: Int
        public var warning: Int
        public var note: Int

        public init(findings: Int, error: Int, warning: Int, note: Int) {
            self.findings = findings
            self.error = error
            self.warning = warning
            self.note = note
        }

        mutating func add(_ severity: Severity) {
            findings += 1
            switch severity {
            case .error: error += 1
            case .warning: warning += 1
            case .note: note += 1
            }
        }
    }

    /// The number of findings.
    public var findings: Int
    public var bySeverity: [String: Int]
    public var byClass: [String: Int]
    public var byCategory: [String: Int]
    public var byCheck: [String: Int]
    public var byVariant: [String: VariantCounts]
    /// The files checked (`variants` entries of the report).
    public var checkedFiles: Int
    /// The variants checked or named by a finding.
    public var checkedVariants: Int
    /// Input errors: files that could not be read or parsed and were skipped, and comments locdoc could not follow.
    public var inputErrors: Int
    /// Findings that `<!-- locdoc-… -->` comments acknowledge: not in `findings` and not counted above.
    public var suppressed: Int

    public init(_ report: CheckReport) {
        self.init(CheckReportIndex(report))
    }

    init(_ index: CheckReportIndex) {
        let findings = index.findings
        self.findings = findings.count
        // One pass, reading each finding in place (a copy would retain every string it holds).
        var bySeverity = Self.zeros(Severity.allCases.map(\.rawValue))
        var byClass = Self.zeros(FindingClass.allCases.map(\.rawValue))
        var byCategory = Self.zeros(Category.allCases.map(\.rawValue))
        var byCheck = Self.zeros(index.checks.map(\.id))
        var byVariant = Dictionary(uniqueKeysWithValues: index.variants.map { ($0, VariantCounts(findings: 0, error: 0, warning: 0, note: 0)) })
        for position in findings.indices {
            bySeverity[findings[position].severity.rawValue, default: 0] += 1
            byClass[findings[position].findingClass.rawValue, default: 0] += 1
            byCategory[findings[position].category.rawValue, default: 0] += 1
            byCheck[findings[position].check, default: 0] += 1
            byVariant[findings[position].variant]?.add(findings[position].severity)
        }
        self.bySeverity = bySeverity
        self.byClass = byClass
        self.byCategory = byCategory
        self.byCheck = byCheck
        self.byVariant = byVariant
        checkedFiles = index.files.count
        checkedVariants = index.variants.count
        inputErrors = index.errors.count
        suppressed = index.suppressed.count
    }

    /// How many findings have this severity.
    public func count(_ severity: Severity) -> Int { bySeverity[severity.rawValue] ?? 0 }

    /// How many findings are at or above a severity (what `--fail-on` compares against).
    public func count(atLeast severity: Severity) -> Int {
        Severity.allCases.filter { $0 >= severity }.reduce(0) { $0 + count($1) }
    }

    private static func zeros(_ keys: [String]) -> [String: Int] {
        Dictionary(keys.map { ($0, 0) }, uniquingKeysWith: { first, _ in first })
    }
}
