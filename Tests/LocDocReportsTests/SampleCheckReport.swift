import LocDocModel

/// The fixed report every golden file is rendered from: one page in three variants (`es-ES`, `ja-jp--a` for
/// ja-JP on an older revision and machine-translated, `zh-CN` with no revision known), a catalogue of three checks
/// (error, warning, note), five findings of the three severities and the three classes, with and without an expected
/// value and related locations, one of them with markup characters in its message, and one input error.
enum SampleCheckReport {
    static let checks = [
        CheckDescription(id: "config-value-mismatch", category: .configValue, defaultSeverity: .error,
                         summary: "A configuration value differs from the one the other variants agree on",
                         rationale: "Readers copy configuration values into their apps; a changed value breaks them.",
                         passing: [], failing: []),
        CheckDescription(id: "section-missing", category: .structure, defaultSeverity: .warning,
                         summary: "A section of the page is missing in this variant",
                         rationale: "A missing section hides steps the reader needs.", passing: [], failing: []),
        CheckDescription(id: "inline-code-spacing", category: .punctuation, defaultSeverity: .note,
                         summary: "Spaces are missing around an inline code span",
                         rationale: "", passing: [], failing: []),
    ]

    static let variants = [
        CheckReport.VariantInfo(variant: "zh-CN", locale: "zh-CN", file: "zh-CN/msal.md", revision: nil, translationType: nil),
        CheckReport.VariantInfo(variant: "es-ES", locale: "es-ES", file: "es-ES/msal.md", revision: "a1b2c3", translationType: "HT"),
        CheckReport.VariantInfo(variant: "ja-jp--a", locale: "ja-JP", file: "ja-jp--a/msal.md", revision: "9f8e7d", translationType: "MT"),
    ]

    /// Given out of order on purpose: renderers must list them by file, line, column, check.
    static let findings = [
        Finding(check: "config-value-mismatch", category: .configValue, severity: .error, findingClass: .divergent,
                locale: "zh-CN", variant: "zh-CN", file: "zh-CN/msal.md", line: 63, column: 14,
                message: "Boolean value differs from the other variants", evidence: "True", expected: "true",
                related: [RelatedLocation(variant: "ja-jp--a", file: "ja-jp--a/msal.md", line: 61),
                          RelatedLocation(variant: "es-ES", file: "es-ES/msal.md", line: 63)]),
        Finding(check: "config-value-mismatch", category: .configValue, severity: .error, findingClass: .corrupt,
                locale: "es-ES", variant: "es-ES", file: "es-ES/msal.md", line: 62, column: 5,
                message: "Bundle identifier is not a valid reverse-DNS name",
                evidence: "com. Microsoft. azureauthenticator. ssoextension",
                expected: "com.microsoft.azureauthenticator.ssoextension",
                related: [RelatedLocation(variant: "ja-jp--a", file: "ja-jp--a/msal.md", line: 60)]),
        Finding(check: "section-missing", category: .structure, severity: .warning, findingClass: .stale,
                locale: "ja-JP", variant: "ja-jp--a", file: "ja-jp--a/msal.md", line: 18, column: 1,
                message: "Section \"Shared device mode\" (#shared-device-mode) is missing before this heading",
                evidence: "## 前提条件", expected: nil,
                related: [RelatedLocation(variant: "zh-CN", file: "zh-CN/msal.md", line: 20),
                          RelatedLocation(variant: "es-ES", file: "es-ES/msal.md", line: 20)]),
        Finding(check: "inline-code-spacing", category: .punctuation, severity: .note, findingClass: .corrupt,
                locale: "es-ES", variant: "es-ES", file: "es-ES/msal.md", line: 44, column: 9,
                message: "No space before the code span", evidence: "llame a`acquireToken`", expected: nil, related: []),
        Finding(check: "config-value-mismatch", category: .configValue, severity: .error, findingClass: .stale,
                locale: "ja-JP", variant: "ja-jp--a", file: "ja-jp--a/msal.md", line: 30, column: 3,
                message: "Key differs from newer revisions (<key> & value in Info.plist)",
                evidence: "\"isSharedDevice\"", expected: "\"sharedDeviceMode\"",
                related: [RelatedLocation(variant: "zh-CN", file: "zh-CN/msal.md", line: 31),
                          RelatedLocation(variant: "es-ES", file: "es-ES/msal.md", line: 31)]),
    ]

    static let errors = [
        InputError(kind: .invalidYAML, file: "it-IT/msal.md", line: 4,
                   message: "invalid YAML in the front matter: mapping values are not allowed here"),
    ]

    static let report = CheckReport(variants: variants, findings: findings, checks: checks, errors: errors)

    /// The same findings, with es-ES's note on line 44 acknowledged by a comment on line 43 (with a justification).
    static let acknowledged: CheckReport = {
        let note = findings[3]
        let comment = SuppressionComment(directive: "locdoc-disable-next-line", checks: ["inline-code-spacing"],
                                         justification: "the sentence is quoted as written",
                                         range: SourceRange(start: SourcePosition(line: 43, column: 1), end: SourcePosition(line: 43, column: 86)))
        return CheckReport(variants: variants, findings: findings.filter { $0 != note }, checks: checks, errors: errors,
                           suppressed: [SuppressedFinding(finding: note, comment: comment)])
    }()

    /// A report with nothing to say: one clean variant, no findings, no errors.
    static let clean = CheckReport(
        variants: [CheckReport.VariantInfo(variant: "es-ES", locale: "es-ES", file: "es-ES/msal.md", revision: "a1b2c3",
                                           translationType: "HT")],
        findings: [], checks: checks, errors: [])
}
