/// A disabling comment that acknowledges no finding: the copy was fixed, or the comment is on the wrong line. Not a
/// finding (it is about locdoc's own markup) and not an error: `locdoc check` notes it on stderr.
public struct IdleSuppression: Hashable, Sendable {
    /// Relative to the corpus root.
    public var file: String
    public var comment: SuppressionComment

    public init(file: String, comment: SuppressionComment) {
        self.file = file
        self.comment = comment
    }

    /// `file:line: \`directive ids\` acknowledges no finding`, the shape editors jump to.
    public var description: String {
        let written = ([comment.directive] + comment.checks).joined(separator: " ")
        return "\(file):\(comment.range.start.line): `\(written)` acknowledges no finding; remove it if the copy was fixed"
    }
}
