import LocDocModel

/// The counts of a `locdoc test` run: the `summary` object of the JSON report, and the text report's last line.
///
/// `byStatus` has every status, zero included, so a consumer never has to tell "absent" from "none".
public struct TestSummary: Hashable, Sendable, Codable {
    /// Results (variant × sample × step) by status: `passed`, `failed`, `compile-error`, `timeout`, `crashed`, `skipped`.
    public var byStatus: [String: Int]
    /// The number of results.
    public var total: Int
    /// Results whose status makes `locdoc test` exit 1 (`failed`, `compile-error`, `timeout`, `crashed`).
    public var failures: Int
    /// The variants with at least one result.
    public var variants: Int
    /// Pages, harnesses or builds that could not be read or used.
    public var inputErrors: Int

    public init(_ report: TestRunReport) {
        self.init(TestReportIndex(report))
    }

    init(_ index: TestReportIndex) {
        var byStatus = Dictionary(uniqueKeysWithValues: TestStatus.allCases.map { ($0.rawValue, 0) })
        for result in index.results { byStatus[result.status.rawValue, default: 0] += 1 }
        self.byStatus = byStatus
        total = index.results.count
        failures = index.results.count { $0.status.isFailure }
        variants = index.variants.count
        inputErrors = index.errors.count
    }

    /// How many results have this status.
    public func count(_ status: TestStatus) -> Int { byStatus[status.rawValue] ?? 0 }
}
