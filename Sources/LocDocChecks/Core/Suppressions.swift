import LocDocModel

/// What one page's `<!-- locdoc-… -->` comments mean: the lines on which each check's findings are acknowledged
/// (not reported), and the comments locdoc cannot follow.
///
/// The directives, as linters take them (`eslint-disable-next-line`, `markdownlint-disable`):
/// - `locdoc-disable-next-line [id …]`: the line after the comment's `-->`;
/// - `locdoc-disable-line [id …]`: the comment's own lines (a comment inside a paragraph);
/// - `locdoc-disable [id …]` … `locdoc-enable [id …]`: from the disabling comment's line to the enabling comment's
///   line, or to the end of the file. An enable without ids ends every open disable; one with ids ends the disables
///   of those ids (a disable of every check goes on until an enable without ids);
/// - `locdoc-disable-file [id …]`: the whole file, its front matter included (a revision finding is at a front
///   matter line, where no comment can be).
///
/// Without ids, a comment covers every check. A directive or an id locdoc does not know, and an enable that ends
/// nothing, would silently do nothing: each is an `invalid-suppression` input error at the comment's line.
public struct Suppressions: Sendable {
    public enum Directive: String, CaseIterable, Sendable {
        case disable = "locdoc-disable"
        case enable = "locdoc-enable"
        case disableLine = "locdoc-disable-line"
        case disableNextLine = "locdoc-disable-next-line"
        case disableFile = "locdoc-disable-file"
    }

    /// Lines on which the findings of one check (every check when `check` is nil) are acknowledged by `comment`.
    struct Span: Sendable {
        var check: String?
        var lines: ClosedRange<Int>
        var comment: SuppressionComment
    }

    let spans: [Span]
    /// The comments locdoc cannot follow, in file order.
    public let problems: [InputError]

    /// `knownChecks`: every id of the catalogue (a disabled check's id is still a check).
    public init(_ document: Document, knownChecks: Set<String>) {
        var spans: [Span] = []
        var problems: [InputError] = []
        var open: [(check: String?, comment: SuppressionComment)] = []
        func problem(_ comment: SuppressionComment, _ message: String) {
            problems.append(InputError(kind: .invalidSuppression, file: document.file, line: comment.range.start.line, message: message))
        }
        for comment in document.suppressionComments {
            guard let directive = Directive(rawValue: comment.directive) else {
                let known = Directive.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                problem(comment, "`\(comment.directive)` is not a locdoc directive; expected one of \(known)")
                continue
            }
            let unknown = comment.checks.filter { !knownChecks.contains($0) }
            for id in unknown { problem(comment, "`\(directive.rawValue)` names `\(id)`, which is no check (see `locdoc checks`)") }
            let named = comment.checks.filter(knownChecks.contains)
            // A comment whose ids are all unknown covers nothing rather than every check.
            guard unknown.isEmpty || !named.isEmpty else { continue }
            let ids: [String?] = named.isEmpty ? [nil] : named
            let lines = comment.range.start.line...comment.range.end.line
            switch directive {
            case .disableLine:
                spans += ids.map { Span(check: $0, lines: lines, comment: comment) }
            case .disableNextLine:
                spans += ids.map { Span(check: $0, lines: lines.upperBound + 1...lines.upperBound + 1, comment: comment) }
            case .disableFile:
                spans += ids.map { Span(check: $0, lines: 1...max(1, document.lineCount), comment: comment) }
            case .disable:
                open += ids.map { ($0, comment) }
            case .enable:
                let ends = { (check: String?) in named.isEmpty || (check.map(named.contains) ?? false) }
                guard open.contains(where: { ends($0.check) }) else {
                    problem(comment, named.isEmpty ? "`locdoc-enable` ends no `locdoc-disable` above it"
                                                   : "`locdoc-enable` ends no `locdoc-disable` of \(named.map { "`\($0)`" }.joined(separator: ", ")) above it")
                    continue
                }
                spans += open.filter { ends($0.check) }.map {
                    Span(check: $0.check, lines: $0.comment.range.start.line...max($0.comment.range.start.line, lines.lowerBound), comment: $0.comment)
                }
                open.removeAll { ends($0.check) }
            }
        }
        spans += open.map { Span(check: $0.check, lines: $0.comment.range.start.line...max($0.comment.range.start.line, document.lineCount), comment: $0.comment) }
        self.spans = spans
        self.problems = problems
    }

    public var isEmpty: Bool { spans.isEmpty && problems.isEmpty }

    /// The comment that acknowledges a finding of `check` on `line`, if any (the first in file order).
    public func comment(acknowledging check: String, line: Int) -> SuppressionComment? {
        spans.filter { ($0.check == nil || $0.check == check) && $0.lines.contains(line) }
            .min { $0.comment.range.start < $1.comment.range.start }?.comment
    }

    /// The disabling comments that acknowledge none of `acknowledged` (the comments that did), in file order: left
    /// behind once a copy was fixed. A comment that names only checks that did not run (`inactive`) is not idle.
    func idle(acknowledged: Set<SuppressionComment>, inactive: Set<String>) -> [SuppressionComment] {
        var seen = Set<SuppressionComment>()
        return spans.map(\.comment).filter { comment in
            seen.insert(comment).inserted && !acknowledged.contains(comment)
                && (comment.checks.isEmpty || comment.checks.contains { !inactive.contains($0) })
        }.sorted { $0.range.start < $1.range.start }
    }
}

extension Suppressions {
    /// Splits a page's findings into those reported and those its comments acknowledge, and collects the comments
    /// locdoc cannot follow. `documents`: the copies the findings are about (a page's, or a whole corpus's).
    /// `inactive`: the checks that did not run, whose comments are not idle for want of findings.
    public static func apply(to findings: [Finding], documents: [Document], knownChecks: Set<String>,
                             inactive: @autoclosure () -> Set<String> = [])
        -> (reported: [Finding], suppressed: [SuppressedFinding], problems: [InputError], idle: [IdleSuppression]) {
        let commented = documents.filter { !$0.suppressionComments.isEmpty }
        // Most pages have no comment: their findings are handed back as they are.
        guard !commented.isEmpty else { return (findings, [], [], []) }
        let byFile = Dictionary(commented.map { ($0.file, Suppressions($0, knownChecks: knownChecks)) }, uniquingKeysWith: { first, _ in first })
        var reported: [Finding] = [], suppressed: [SuppressedFinding] = []
        for finding in findings {
            if let comment = byFile[finding.file]?.comment(acknowledging: finding.check, line: finding.line) {
                suppressed.append(SuppressedFinding(finding: finding, comment: comment))
            } else {
                reported.append(finding)
            }
        }
        let used = Set(suppressed.map(\.comment))
        let inactive = inactive()
        let idle = byFile.keys.sorted().flatMap { file in
            byFile[file]!.idle(acknowledged: used, inactive: inactive).map { IdleSuppression(file: file, comment: $0) }
        }
        return (reported, suppressed, byFile.keys.sorted().flatMap { byFile[$0]!.problems }, idle)
    }
}
