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
    /// Files that could not be read or parsed and were skipped.
    public var inputErrors: Int

    public init(_ report: CheckReport) {
        self.init(CheckReportIndex(report))
    }

    init(_ index: CheckReportIndex) {
        let findings = index.findings
        self.findings = findings.count
        bySeverity = Self.counts(Severity.allCases.map(\.rawValue), findings.map(\.severity.rawValue))
        byClass = Self.counts(FindingClass.allCases.map(\.rawValue), findings.map(\.findingClass.rawValue))
        byCategory = Self.counts(Category.allCases.map(\.rawValue), findings.map(\.category.rawValue))
        byCheck = Self.counts(index.checks.map(\.id), findings.map(\.check))
        let grouped = Dictionary(grouping: findings, by: \.variant)
        byVariant = Dictionary(uniqueKeysWithValues: index.variants.map { variant in
            let severities = (grouped[variant] ?? []).map(\.severity)
            return (variant, VariantCounts(findings: severities.count, error: severities.count { $0 == .error },
                                           warning: severities.count { $0 == .warning }, note: severities.count { $0 == .note }))
        })
        checkedFiles = index.files.count
        checkedVariants = index.variants.count
        inputErrors = index.errors.count
    }

    /// How many findings have this severity.
    public func count(_ severity: Severity) -> Int { bySeverity[severity.rawValue] ?? 0 }

    /// How many findings are at or above a severity (what `--fail-on` compares against).
    public func count(atLeast severity: Severity) -> Int {
        Severity.allCases.filter { $0 >= severity }.reduce(0) { $0 + count($1) }
    }

    private static func counts(_ keys: [String], _ values: [String]) -> [String: Int] {
        var result = Dictionary(keys.map { ($0, 0) }, uniquingKeysWith: { first, _ in first })
        for value in values { result[value, default: 0] += 1 }
        return result
    }
}
