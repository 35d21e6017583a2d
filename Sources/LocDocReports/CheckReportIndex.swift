import LocDocModel

/// The lookups every `locdoc check` renderer needs, computed once from a `CheckReport`: findings in report
/// order, the checks to report (with a rule for any check a finding names that the catalogue lacks), the variants
/// in name order, and the findings of each variant grouped by check.
struct CheckReportIndex {
    /// In report order: file, line, column, check, message.
    let findings: [Finding]
    /// `report.checks` in their order, then a synthesised entry per check id that only findings name (by id).
    let checks: [CheckDescription]
    /// Every variant of the report (checked files and findings), sorted by name.
    let variants: [String]
    /// The checked files, sorted by variant then file.
    let files: [CheckReport.VariantInfo]
    /// Each checked file's page.
    private let pages: [String: String]
    /// Sorted by file, line, kind, message.
    let errors: [InputError]
    /// Findings that comments acknowledge, in report order.
    let suppressed: [SuppressedFinding]

    private let checkPositions: [String: Int]
    private let locales: [String: String]
    /// Positions in `findings`, by variant then check: grouping the findings themselves would copy every one.
    private let byVariant: [String: [String: [Int]]]

    init(_ report: CheckReport) {
        findings = Finding.sortedInReportOrder(report.findings)
        files = report.variants.sorted { ($0.variant, $0.file) < ($1.variant, $1.file) }
        pages = Dictionary(report.variants.map { ($0.file, $0.page) }, uniquingKeysWith: { first, _ in first })
        errors = report.errors.sorted(by: InputError.reportOrder)
        suppressed = report.suppressed

        var checks = report.checks
        var positions: [String: Int] = [:]
        for (position, check) in checks.enumerated() where positions[check.id] == nil { positions[check.id] = position }
        // Findings are read by position throughout: iterating them would copy each one, retaining all its strings.
        var unknown: [String: (category: Category, severity: Severity)] = [:]
        for position in findings.indices where positions[findings[position].check] == nil {
            let id = findings[position].check, severity = findings[position].severity
            if let seen = unknown[id] { unknown[id]?.severity = max(seen.severity, severity) }
            else { unknown[id] = (findings[position].category, severity) }
        }
        for id in unknown.keys.sorted() {
            let named = unknown[id]!
            positions[id] = checks.count
            checks.append(CheckDescription(id: id, category: named.category, defaultSeverity: named.severity,
                                           summary: "\(id) (not in the catalogue)", rationale: "", passing: [], failing: []))
        }
        self.checks = checks
        checkPositions = positions

        var locales: [String: String] = [:]
        for file in files { if locales[file.variant] == nil, let locale = file.locale { locales[file.variant] = locale } }
        var variants = Set(files.map(\.variant))
        for position in findings.indices {
            let variant = findings[position].variant
            variants.insert(variant)
            if locales[variant] == nil, let locale = findings[position].locale { locales[variant] = locale }
        }
        self.locales = locales
        self.variants = variants.sorted()
        var byVariant: [String: [String: [Int]]] = [:]
        for position in findings.indices {
            byVariant[findings[position].variant, default: [:]][findings[position].check, default: []].append(position)
        }
        self.byVariant = byVariant
    }

    /// The position of a check in `checks` (its SARIF `ruleIndex`).
    func position(ofCheck id: String) -> Int? { checkPositions[id] }

    /// The variant's locale: from its first checked file that has one, else from its findings.
    func locale(ofVariant variant: String) -> String? { locales[variant] }

    /// The findings of one check in one variant, in report order.
    func findings(variant: String, check: String) -> [Finding] { (byVariant[variant]?[check] ?? []).map { findings[$0] } }

    /// Whether one check has findings in one variant, without gathering them.
    func hasFindings(variant: String, check: String) -> Bool { !(byVariant[variant]?[check]?.isEmpty ?? true) }

    /// The checked files of one variant.
    func files(ofVariant variant: String) -> [CheckReport.VariantInfo] { files.filter { $0.variant == variant } }

    /// The page a checked file holds (`VariantInfo.page`); for a file not checked, its path after its variant's folder.
    func page(ofFile file: String, variant: String) -> String {
        pages[file] ?? CheckReport.VariantInfo(variant: variant, locale: nil, file: file, revision: nil, translationType: nil).page
    }
}
