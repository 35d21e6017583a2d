@testable import LocDocIngest
import LocDocModel
import Testing

/// `SourceText` turns cmark's byte columns into code-point columns by counting, from the nearest 64-byte block,
/// the bytes that start a character. Every byte column of lines long and short, in one- to four-byte characters,
/// must give the column that counting the line's scalars one by one gives.
@Suite struct SourceColumnTests {
    /// The expected column of the character holding 1-based byte `column` of `line`; past the line's end, one
    /// column per byte.
    private func columnByScalars(_ line: String, byteColumn column: Int) -> Int {
        var bytes = 0, scalars = 0
        for scalar in line.unicodeScalars {
            scalars += 1
            bytes += String(scalar).utf8.count
            if bytes >= column { return scalars }
        }
        return scalars + column - bytes
    }

    @Test func everyByteColumnOfLinesAcrossBlockBoundaries() throws {
        let pieces = ["a", "é", "中", "🇺", "ab", "\u{301}"]
        var lines: [String] = ["", "x"]
        for length in [63, 64, 65, 255, 256, 257, 300, 700, 1_100] {
            for (number, piece) in pieces.enumerated() {
                var line = ""
                while line.utf8.count < length { line += pieces[(line.unicodeScalars.count + number) % pieces.count] + piece }
                lines.append(line)
            }
        }
        // Lines of every length, ending with LF or CR LF, so block starts fall everywhere within them; then a line
        // that starts exactly at a block start, and a last line without a line break.
        var text = lines.enumerated().map { $0.element + ($0.offset % 3 == 0 ? "\r\n" : "\n") }.joined()
        let padding = String(repeating: "p", count: (64 - (text.utf8.count + 1) % 64) % 64)
        text += padding + "\n"
        #expect(text.utf8.count % 64 == 0)
        lines += [padding, "中é🇺 at a block start" + String(repeating: "中", count: 40), "last 中 line"]
        text += lines[lines.count - 2] + "\n" + lines[lines.count - 1]
        let source = try SourceText(bytes: Array(text.utf8), file: "columns.md")
        for (number, line) in lines.enumerated() {
            for column in 1...(line.utf8.count + 3) {
                let position = source.position(line: number + 1, byteColumn: column)
                #expect(position.column == columnByScalars(line, byteColumn: column), "line \(number + 1), byte column \(column)")
            }
        }
    }
}
