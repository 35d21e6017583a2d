/// A sample's elision (`....` or `...` standing for an expression, e.g.
/// `MSALAccount *account = ... /* account retrieved above */;`) replaced by an expression the host provides.
/// This is the only edit a sample may get; it is recorded so that it can be shown.
struct ElisionRewrite: Equatable, CustomStringConvertible {
    /// 1-based line within the sample.
    let line: Int
    let original: String
    let rewritten: String

    var description: String { "line \(line): `\(original)` → `\(rewritten)`" }
}

enum ElisionFill {
    /// Replaces the one stand-alone run of three or more dots in `code` (a token of its own, between spaces or at a
    /// line's end) by `expression`. Returns nil when the code has no elision; code with two elisions is refused
    /// (nil), since one expression cannot stand for both.
    static func fill(_ code: String, with expression: String) -> (code: String, rewrite: ElisionRewrite)? {
        var lines = code.components(separatedBy: "\n")
        var found: (line: Int, range: Range<String.Index>)?
        for (index, line) in lines.enumerated() {
            for token in dotTokens(in: line) {
                guard found == nil else { return nil }
                found = (index, token)
            }
        }
        guard let (index, range) = found else { return nil }
        let original = lines[index]
        lines[index].replaceSubrange(range, with: expression)
        return (lines.joined(separator: "\n"),
                ElisionRewrite(line: index + 1, original: original, rewritten: lines[index]))
    }

    /// Runs of `.` of length ≥ 3 that stand alone (whitespace or line edge on both sides).
    private static func dotTokens(in line: String) -> [Range<String.Index>] {
        var tokens: [Range<String.Index>] = []
        var index = line.startIndex
        while index < line.endIndex {
            guard line[index] == "." else {
                index = line.index(after: index)
                continue
            }
            let start = index
            while index < line.endIndex, line[index] == "." { index = line.index(after: index) }
            let standsAlone = (start == line.startIndex || line[line.index(before: start)].isWhitespace)
                && (index == line.endIndex || line[index].isWhitespace)
            if line.distance(from: start, to: index) >= 3, standsAlone { tokens.append(start..<index) }
        }
        return tokens
    }
}
