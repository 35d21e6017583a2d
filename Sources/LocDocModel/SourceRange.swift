/// A position in a source file: 1-based line and 1-based column.
///
/// Columns count Unicode scalars (code points) from the start of the line, so a column means the same thing
/// for every script (SARIF `columnKind: unicodeCodePoints`). cmark-gfm reports byte columns; the ingest converts.
public struct SourcePosition: Hashable, Comparable, Sendable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// The span an element occupies in its file, start and end inclusive.
public struct SourceRange: Hashable, Sendable, Codable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    public var line: Int { start.line }
    public var column: Int { start.column }
}
