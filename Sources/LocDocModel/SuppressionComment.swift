/// An HTML comment whose first word starts with `locdoc-` (`<!-- locdoc-disable-next-line config-value -->`), as
/// written: a docs team's note, in the file a finding is about, that the finding is acknowledged.
///
/// HTML comments do not render, so the page reads the same. The ingest only reads the comments (from raw HTML
/// blocks and inline HTML, never from code); what the directive means and whether its check ids exist is the check
/// runner's question, since it knows the catalogue (`Suppressions` in LocDocChecks).
public struct SuppressionComment: Hashable, Sendable, Codable {
    /// The first word (`locdoc-disable-next-line`); one locdoc does not know is kept, so it can be reported.
    public var directive: String
    /// The check ids named after the directive, in order; empty for every check.
    public var checks: [String]
    /// Text after a `;` (`locdoc-disable-line config-value; the brand is localised`): why, for the reader and for
    /// SARIF's `justification`.
    public var justification: String?
    /// From the comment's `<!--` to its `-->`.
    public var range: SourceRange

    public init(directive: String, checks: [String], justification: String?, range: SourceRange) {
        self.directive = directive
        self.checks = checks
        self.justification = justification
        self.range = range
    }

    /// The prefix that makes an HTML comment one of locdoc's.
    public static let prefix = "locdoc-"

    /// Reads a comment's text (between `<!--` and `-->`): nil when its first word is not one of locdoc's.
    /// Ids are separated by white space or commas; a `;` ends them, and what follows is the justification.
    public static func parse(_ text: Substring, range: SourceRange) -> SuppressionComment? {
        let trimmed = text.drop { $0.isWhitespace }
        guard trimmed.hasPrefix(prefix) else { return nil }
        let reason = trimmed.firstIndex(of: ";")
        let words = trimmed[..<(reason ?? trimmed.endIndex)].split { $0.isWhitespace || $0 == "," }.map(String.init)
        guard let directive = words.first else { return nil }
        let justification = reason.map { trimmed[trimmed.index(after: $0)...].trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        return SuppressionComment(directive: directive, checks: Array(words.dropFirst()), justification: justification, range: range)
    }
}

private extension Substring {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
