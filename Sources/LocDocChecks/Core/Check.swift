import LocDocModel

/// A check: its catalogue entry and what it finds on one page across its variants. Checks report with their
/// default severity; the runner applies the user's overrides.
public protocol Check: Sendable {
    static var description: CheckDescription { get }
    func findings(in page: PageSet) -> [Finding]
}

extension Check {
    public var description: CheckDescription { Self.description }

    /// A finding of this check on copy `document` of the page, at `range`.
    func finding(_ page: PageSet, _ document: Int, at range: SourceRange, findingClass: FindingClass, message: String,
                 evidence: String, expected: String?, supporters: [Int] = [], lines: (Int) -> Int? = { _ in nil },
                 severity: Severity? = nil) -> Finding {
        let related = supporters.filter { $0 != document }.map { index in
            RelatedLocation(variant: page.documents[index].variant, file: page.documents[index].file,
                            line: lines(index) ?? range.start.line)
        }
        return Finding(check: Self.description.id, category: Self.description.category,
                       severity: severity ?? Self.description.defaultSeverity, findingClass: findingClass,
                       locale: page.documents[document].locale?.tag, variant: page.documents[document].variant,
                       file: page.documents[document].file, line: range.start.line,
                       column: range.start.column, message: message, evidence: evidence, expected: expected, related: related)
    }
}
