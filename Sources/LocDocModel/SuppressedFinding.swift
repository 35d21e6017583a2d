/// A finding that a `<!-- locdoc-… -->` comment in its file acknowledges: not reported, not counted toward
/// `--fail-on`, but kept so that reports can say how many there are (and SARIF can list them as suppressed).
public struct SuppressedFinding: Hashable, Sendable {
    public var finding: Finding
    /// The comment that acknowledges it.
    public var comment: SuppressionComment

    public init(finding: Finding, comment: SuppressionComment) {
        self.finding = finding
        self.comment = comment
    }
}
