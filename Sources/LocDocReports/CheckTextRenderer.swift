import LocDocModel

/// `locdoc check --format text`: the report for people.
///
/// Findings are grouped by page (the path inside the variant folder), then by variant (with its locale when that is
/// not the variant's name, and how many findings of each class it has on the page), in report order within a variant:
///
/// ```
/// msal.md
///   ja-jp--a (ja-JP): 1 finding (1 stale)
///     ja-jp--a/msal.md:30:3: error: Key differs from newer revisions [config-value-mismatch]
///       stale: "isSharedDevice"
///       expected "sharedDeviceMode" (es-ES:31, zh-CN:31)
/// ```
///
/// The first line of a finding is `file:line:column: severity: message [check-id]` (the shape editors jump to); the
/// second is its class and the offending text; the third, when known, the expected value and the variants that
/// support it (`variant:line`), or `see …` with those variants when no single value is expected. Text from the page
/// is quoted and escaped (`Quoting`). Input errors follow, then a one-line summary. ANSI colour only when asked.
public struct CheckTextRenderer: Sendable {
    /// Emphasise with ANSI escape codes (the CLI passes whether standard output is a terminal).
    public var colour: Bool

    public init(colour: Bool = false) {
        self.colour = colour
    }

    public func render(_ report: CheckReport) -> String {
        let index = CheckReportIndex(report)
        let style = TextStyle(colour: colour)
        var lines: [String] = []
        let byPage = Dictionary(grouping: index.findings) { index.page(ofFile: $0.file, variant: $0.variant) }
        for page in byPage.keys.sorted() {
            if !lines.isEmpty { lines.append("") }
            lines.append(style.heading(page))
            let byVariant = Dictionary(grouping: byPage[page]!, by: \.variant)
            for variant in byVariant.keys.sorted() {
                let locale = index.locale(ofVariant: variant).flatMap { $0 == variant ? nil : $0 }
                let findings = byVariant[variant]!
                lines.append("  " + style.bold(variant) + (locale.map { " (\($0))" } ?? "") + ": " + Self.counts(findings))
                for finding in findings { lines += render(finding, style).map { "    " + $0 } }
            }
        }
        lines += TextReportLines.inputErrors(index.errors, after: lines, style: style)
        if !lines.isEmpty { lines.append("") }
        lines.append(style.bold(summaryLine(CheckSummary(index))))
        return lines.joined(separator: "\n") + "\n"
    }

    private func render(_ finding: Finding, _ style: TextStyle) -> [String] {
        var lines = ["\(style.bold("\(finding.file):\(finding.line):\(finding.column):")) \(style.severity(finding.severity)): "
            + "\(finding.message) \(style.dim("[\(finding.check)]"))"]
        lines.append("  " + style.label("\(finding.findingClass.rawValue):") + " " + Quoting.quoted(finding.evidence))
        let support = finding.related.map { "\($0.variant):\($0.line)" }.joined(separator: ", ")
        if let expected = finding.expected {
            lines.append("  expected " + style.expected(Quoting.quoted(expected)) + (support.isEmpty ? "" : " (\(support))"))
        } else if !support.isEmpty {
            lines.append("  see " + support)
        }
        return lines
    }

    /// `7 findings (2 corrupt, 5 stale)`: a variant's heading, so that a reader can tell a page years behind its source
    /// (tens of stale findings) from one that damages what readers copy, before reading a line of either.
    static func counts(_ findings: [Finding]) -> String {
        let classes = classCounts { findingClass in findings.lazy.filter { $0.findingClass == findingClass }.count }
        return "\(TextReportLines.count(findings.count, "finding")) (\(classes))"
    }

    /// `3 corrupt, 1 stale`: the classes that have findings, in the catalogue's order.
    private static func classCounts(_ count: (FindingClass) -> Int) -> String {
        FindingClass.allCases.compactMap { findingClass in
            let number = count(findingClass)
            return number == 0 ? nil : "\(number) \(findingClass.rawValue)"
        }.joined(separator: ", ")
    }

    /// `5 findings: 3 errors, 1 warning, 1 note (3 corrupt, 1 stale, 1 divergent); 3 files in 3 variants checked;
    /// 2 suppressed by comments; 1 input error`.
    private func summaryLine(_ summary: CheckSummary) -> String {
        var parts: [String] = []
        if summary.findings == 0 {
            parts.append("no findings")
        } else {
            let severities = Severity.allCases.reversed().map { TextReportLines.count(summary.count($0), $0.rawValue) }.joined(separator: ", ")
            let classes = Self.classCounts { summary.byClass[$0.rawValue] ?? 0 }
            parts.append("\(TextReportLines.count(summary.findings, "finding")): \(severities) (\(classes))")
        }
        parts.append("\(TextReportLines.count(summary.checkedFiles, "file")) in \(TextReportLines.count(summary.checkedVariants, "variant")) checked")
        if summary.suppressed > 0 { parts.append(summary.suppressed == 1 ? "1 suppressed by a comment" : "\(summary.suppressed) suppressed by comments") }
        if summary.inputErrors > 0 { parts.append(TextReportLines.count(summary.inputErrors, "input error")) }
        return parts.joined(separator: "; ")
    }
}
