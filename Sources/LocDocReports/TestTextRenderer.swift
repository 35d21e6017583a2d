import LocDocModel

/// `locdoc test --format text`: the results for people.
///
/// Results are grouped by variant (with its locale when that is not the variant's name), in report order within a
/// variant (file, line, step); each is one line with its status, step, `file:line` of the sample, the section's
/// anchor path and the duration. Beneath a result that did not pass, indented, its message (a compiler's
/// diagnostics, the failed expectation, the reason for a skip) and every location involved:
///
/// ```
/// zh-CN
///   passed        compile   zh-CN/msal.md:108 #…/detect-shared-device-mode/swift (790 ms)
///   failed        scenario  zh-CN/msal.md:108 #…/detect-shared-device-mode/swift (1.31 s)
///       expected the device to be in shared mode, but it is in default mode
///       at zh-CN/msal.md:108
///       at zh-CN/msal.md:63
/// ```
///
/// Statuses and steps are padded to the widest of the report, so the columns line up. Text from the run is shown
/// as it is, line breaks kept, control characters escaped (`Quoting.lines`). Input errors follow, then a one-line
/// summary with the counts per status and, when given, the wall time. ANSI colour only when asked.
public struct TestTextRenderer: Sendable {
    /// Emphasise with ANSI escape codes (the CLI passes whether standard output is a terminal).
    public var colour: Bool

    public init(colour: Bool = false) {
        self.colour = colour
    }

    /// - Parameter wallTimeMilliseconds: how long the whole run took, for the summary line; the results' durations
    ///   do not add up to it (samples are compiled together, scenarios run in parallel).
    public func render(_ report: TestRunReport, wallTimeMilliseconds: Int? = nil) -> String {
        let index = TestReportIndex(report)
        let style = TextStyle(colour: colour)
        let statusWidth = index.results.map(\.status.rawValue.count).max() ?? 0
        let stepWidth = index.results.map(\.step.rawValue.count).max() ?? 0
        var lines: [String] = []
        for variant in index.variants {
            if !lines.isEmpty { lines.append("") }
            lines.append(style.bold(variant.name) + (variant.locale == variant.name ? "" : " (\(variant.locale))"))
            for result in variant.results {
                let status = style.status(result.status) + Self.padding(result.status.rawValue, statusWidth)
                let step = result.step.rawValue + Self.padding(result.step.rawValue, stepWidth)
                let duration = result.status == .skipped ? "" : " (\(Self.duration(result.durationMilliseconds)))"
                lines.append("  \(status)  \(step)  \(style.bold(result.sample.location)) "
                    + style.dim("#" + result.sample.anchorPath) + duration)
                if result.status != .passed { lines += result.detailLines.map { "      " + $0 } }
            }
        }
        lines += TextReportLines.inputErrors(index.errors, after: lines, style: style)
        if !lines.isEmpty { lines.append("") }
        lines.append(style.bold(summaryLine(TestSummary(index), wallTimeMilliseconds)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `9 results in 3 variants: 4 passed, 1 failed, 1 compile-error, 1 timeout, 1 crashed, 1 skipped; 1 input error;
    /// wall time 4.52 s`. Only the statuses that occur are counted; no results at all is `no results`.
    private func summaryLine(_ summary: TestSummary, _ wallTimeMilliseconds: Int?) -> String {
        var parts: [String] = []
        if summary.total == 0 {
            parts.append("no results")
        } else {
            let counts = TestStatus.allCases.filter { summary.count($0) > 0 }.map { "\(summary.count($0)) \($0.rawValue)" }
            parts.append("\(TextReportLines.count(summary.total, "result")) in \(TextReportLines.count(summary.variants, "variant")): "
                + counts.joined(separator: ", "))
        }
        if summary.inputErrors > 0 { parts.append(TextReportLines.count(summary.inputErrors, "input error")) }
        if let wallTimeMilliseconds { parts.append("wall time " + Self.duration(wallTimeMilliseconds)) }
        return parts.joined(separator: "; ")
    }

    /// `840 ms` under a second, else seconds with two decimals, rounded half up: `1.21 s`, `12.00 s`.
    static func duration(_ milliseconds: Int) -> String {
        let milliseconds = max(0, milliseconds)
        guard milliseconds >= 1000 else { return "\(milliseconds) ms" }
        let hundredths = (milliseconds + 5) / 10
        return "\(hundredths / 100)." + String(String(hundredths % 100 + 100).dropFirst()) + " s"
    }

    private static func padding(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count))
    }
}
