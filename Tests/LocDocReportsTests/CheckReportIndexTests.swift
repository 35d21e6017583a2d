@testable import LocDocReports
import LocDocModel
import Testing

/// What every check renderer reads from `CheckReportIndex`, beyond the golden files' fixed report.
@Suite struct CheckReportIndexTests {
    static func finding(_ check: String, _ category: LocDocModel.Category, _ severity: Severity, variant: String, locale: String?,
                        line: Int) -> Finding {
        Finding(check: check, category: category, severity: severity, findingClass: .corrupt, locale: locale, variant: variant,
                file: "\(variant)/page.md", line: line, column: 1, message: "m", evidence: "e", expected: nil, related: [])
    }

    @Test func aCheckOnlyFindingsNameGetsARuleFromItsFirstFindingAndItsHighestSeverity() {
        let report = CheckReport(variants: [], findings: [
            Self.finding("x-later", .metadata, .warning, variant: "es-ES", locale: nil, line: 9),
            Self.finding("x-unknown", .metadata, .error, variant: "es-ES", locale: nil, line: 5),
            Self.finding("x-unknown", .link, .note, variant: "es-ES", locale: nil, line: 2),
            Self.finding("section-missing", .structure, .warning, variant: "es-ES", locale: nil, line: 1),
        ], checks: [SampleCheckReport.checks[1]], errors: [])
        let index = CheckReportIndex(report)
        #expect(index.checks.map(\.id) == ["section-missing", "x-later", "x-unknown"])
        let unknown = index.checks[2]
        #expect(unknown.category == .link)
        #expect(unknown.defaultSeverity == .error)
        #expect(unknown.summary == "x-unknown (not in the catalogue)")
        #expect(index.position(ofCheck: "x-unknown") == 2)
    }

    @Test func variantsComeFromFilesAndFindingsAndFindingsAreGroupedByVariantAndCheck() {
        let report = CheckReport(variants: [
            CheckReport.VariantInfo(variant: "nl-NL", locale: nil, file: "nl-NL/page.md", revision: nil, translationType: nil),
        ], findings: [
            Self.finding("section-missing", .structure, .warning, variant: "zh-CN", locale: nil, line: 3),
            Self.finding("section-missing", .structure, .warning, variant: "zh-CN", locale: "zh-CN", line: 1),
            Self.finding("alert-kind", .structure, .warning, variant: "zh-CN", locale: nil, line: 2),
        ], checks: [SampleCheckReport.checks[1]], errors: [])
        let index = CheckReportIndex(report)
        #expect(index.variants == ["nl-NL", "zh-CN"])
        #expect(index.locale(ofVariant: "zh-CN") == "zh-CN")
        #expect(index.locale(ofVariant: "nl-NL") == nil)
        #expect(index.findings(variant: "zh-CN", check: "section-missing").map(\.line) == [1, 3])
        #expect(index.findings(variant: "zh-CN", check: "alert-kind").map(\.line) == [2])
        #expect(index.findings(variant: "nl-NL", check: "section-missing").isEmpty)
    }
}
