import LocDocModel

/// Runs an intrinsic validator over the prose of every copy (paragraphs, headings, table cells) and turns its
/// issues into findings of `check`, at the file position the validator reports.
enum ProseFindings {
    static func findings<C: Check>(_ check: C, in page: PageSet, kinds: Set<TextBlock.Kind> = [.paragraph, .heading, .tableCell],
                                   validate: (ProseText) -> [ValidatorIssue]) -> [Finding] {
        // By index, without copying blocks into tuples: every prose check goes through every block of every copy.
        var findings: [Finding] = []
        let kinds = Array(kinds)
        for index in page.documents.indices {
            let blocks = page.documents[index].textBlocks, prose = page.prose[index]
            for position in blocks.indices where kinds.contains(blocks[position].kind) {
                for issue in validate(prose[position]) {
                    let start = issue.position ?? blocks[position].range.start
                    findings.append(check.finding(page, index, at: SourceRange(start: start, end: start), findingClass: .corrupt,
                                                  message: issue.message, evidence: issue.evidence, expected: issue.suggestion))
                }
            }
        }
        return findings
    }
}
