import LocDocModel

/// Runs an intrinsic validator over the prose of every copy (paragraphs, headings, table cells) and turns its
/// issues into findings of `check`, at the file position the validator reports.
enum ProseFindings {
    static func findings<C: Check>(_ check: C, in page: PageSet, kinds: Set<TextBlock.Kind> = [.paragraph, .heading, .tableCell],
                                   validate: (ProseText) -> [ValidatorIssue]) -> [Finding] {
        page.documents.indices.flatMap { index in
            zip(page.documents[index].textBlocks, page.prose[index]).filter { kinds.contains($0.0.kind) }.flatMap { block, prose in
                validate(prose).map { issue in
                    let start = issue.position ?? block.range.start
                    return check.finding(page, index, at: SourceRange(start: start, end: start), findingClass: .corrupt,
                                         message: issue.message, evidence: issue.evidence, expected: issue.suggestion)
                }
            }
        }
    }
}
