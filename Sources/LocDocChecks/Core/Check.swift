import LocDocModel

/// A check: its catalogue entry and what it finds on one page across its variants. Checks report with their
/// default severity; the runner applies the user's overrides.
public protocol Check: Sendable {
    static var description: CheckDescription { get }
    func findings(in page: PageSet) -> [Finding]
}

extension Check {
    public var description: CheckDescription { Self.description }

    /// A finding that no other copy supports (an intrinsic one): no related locations.
    func finding(_ page: PageSet, _ document: Int, at range: SourceRange, findingClass: FindingClass, message: String,
                 evidence: String, expected: String?, severity: Severity? = nil) -> Finding {
        finding(page, document, at: range, findingClass: findingClass, message: message, evidence: evidence,
                expected: expected, supporters: [], lines: { _ in nil }, severity: severity)
    }

    /// A finding of this check on copy `document` of the page, at `range`, with a related location in each of
    /// the other `supporters` at the line `lines` gives for it. A check says where the supported value is in each
    /// copy: the line of `range` is a line of this copy's file, not of theirs. A copy whose line is not known
    /// (nil) is pointed at as a whole, at line 1.
    func finding(_ page: PageSet, _ document: Int, at range: SourceRange, findingClass: FindingClass, message: String,
                 evidence: String, expected: String?, supporters: [Int], lines: (Int) -> Int?,
                 severity: Severity? = nil) -> Finding {
        let related = supporters.filter { $0 != document }.map { index in
            RelatedLocation(variant: page.documents[index].variant, file: page.documents[index].file,
                            line: lines(index) ?? 1)
        }
        return Finding(check: Self.description.id, category: Self.description.category,
                       severity: severity ?? Self.description.defaultSeverity, findingClass: findingClass,
                       locale: page.documents[document].locale?.tag, variant: page.documents[document].variant,
                       file: page.documents[document].file, line: range.start.line,
                       column: range.start.column, message: message, evidence: evidence, expected: expected, related: related)
    }
}
