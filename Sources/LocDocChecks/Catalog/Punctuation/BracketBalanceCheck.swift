import LocDocModel

/// Brackets and quotes in prose are balanced and in order.
struct BracketBalanceCheck: Check {
    static let description = CheckDescription(
        id: "punctuation-brackets", category: .punctuation, defaultSeverity: .warning,
        summary: "Brackets or quotes in prose are unbalanced, flipped or mismatched",
        rationale: "Machine translation between scripts with different reading orders flips brackets (`iOS) 不需要此字段 (`) or drops one; the sentence then misreads. Code spans are not prose and are skipped.",
        passing: [CheckExample(pages: ["zh-CN": CheckExample.page(locale: "zh-CN", revision: "aaaa", handoff: "01/02/2021", body: "团队 ID：（iOS 不需要此字段）")])],
        failing: [CheckExample(pages: ["zh-CN": CheckExample.page(locale: "zh-CN", revision: "aaaa", handoff: "01/02/2021", body: "团队 ID： iOS) 不需要此字段 (")],
                               expectedVariant: "zh-CN", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        ProseFindings.findings(self, in: page) { BracketBalanceValidator.validate($0) }
    }
}
