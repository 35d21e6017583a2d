import LocDocModel

/// The lines of a page as code points (model columns count code points), to read what a range covers.
struct WrittenSource {
    let lines: [[Unicode.Scalar]]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
    }

    /// The source a one-line range covers; "" when it reaches outside its line; nil for no range or several lines.
    func text(_ range: SourceRange?) -> String? {
        guard let range, range.start.line == range.end.line, lines.indices.contains(range.start.line - 1) else { return nil }
        let line = lines[range.start.line - 1]
        guard range.start.column >= 1, range.end.column >= range.start.column, range.end.column <= line.count else { return "" }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: line[(range.start.column - 1)..<range.end.column])
        return String(view)
    }

    /// The whole line a range starts on.
    func line(of range: SourceRange) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: lines[range.start.line - 1])
        return String(view)
    }
}
