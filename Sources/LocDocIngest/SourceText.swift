import LocDocModel

/// The bytes of one file with a line index: validates what cmark-gfm would silently accept (NUL bytes,
/// invalid UTF-8, absurdly long lines) and converts cmark's byte columns to code-point columns.
struct SourceText: Sendable {
    /// Lines longer than this are rejected: no Markdown page has them, and they make every later step slow.
    static let maximumLineLength = 1 << 20

    let bytes: [UInt8]
    /// Byte offset where each line starts; line N (1-based) starts at `lineStarts[N - 1]`.
    let lineStarts: [Int]
    /// For every byte, the 1-based code-point column of the character it belongs to, built in the same pass as
    /// the line index so that every position lookup is O(1).
    private let columns: [Int32]

    /// Validates and indexes. `file` is used in errors only.
    init(bytes: [UInt8], file: String) throws(InputError) {
        self.bytes = bytes
        var columns = [Int32](repeating: 0, count: bytes.count)
        let index = bytes.withUnsafeBufferPointer { input in
            columns.withUnsafeMutableBufferPointer { Self.index(input, columns: $0) }
        }
        if let problem = index.problem {
            switch problem {
            case .nul(let offset):
                throw InputError(kind: .nulByte, file: file, line: index.lineStarts.count,
                                 message: "NUL byte at column \(offset - index.lineStarts.last! + 1): this is a binary file, not Markdown")
            case .tooLong(let length):
                throw Self.tooLong(file: file, line: index.lineStarts.count, length: length)
            }
        }
        lineStarts = index.lineStarts
        self.columns = columns
        if let bad = index.invalidUTF8 {
            let line = lineNumber(ofOffset: bad)
            throw InputError(kind: .notUTF8, file: file, line: line,
                             message: "not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at column \(bad - lineStarts[line - 1] + 1)); save the file as UTF-8")
        }
    }

    private enum Problem {
        /// A NUL byte at this offset.
        case nul(Int)
        /// The line being read is this many bytes long.
        case tooLong(Int)
    }

    /// One pass without bounds checks: each byte's code-point column, where lines start, and the first NUL byte or
    /// overlong line, whichever comes first (with the line starts up to it); when there is neither, the offset of
    /// the first byte that is not valid UTF-8, if any.
    private static func index(_ input: UnsafeBufferPointer<UInt8>, columns: UnsafeMutableBufferPointer<Int32>)
        -> (lineStarts: [Int], problem: Problem?, invalidUTF8: Int?) {
        var starts = [0]
        // Validation goes from sequence to sequence: a byte at or past `sequenceEnd` starts the next one.
        var sequenceEnd = 0
        var invalid: Int?
        starts.reserveCapacity(input.count / 40 + 1)
        var lineStart = 0
        var column: Int32 = 0
        var index = 0
        let raw = UnsafeRawBufferPointer(input)
        while index < input.count {
            // Eight ASCII bytes at a time when none of them is below 0x0B (no NUL, no line feed): each is one column.
            if index + 8 <= input.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
                if word & highs == 0, (word &- ones &* 0x0B) & ~word & highs == 0 {
                    for offset in 0..<8 { columns[index + offset] = column + Int32(offset) + 1 }
                    column += 8
                    index += 8
                    continue
                }
            }
            let byte = input[index]
            defer { index += 1 }
            if byte >= 0x80, index >= sequenceEnd, invalid == nil {
                if let length = UTF8Validation.sequenceLength(at: index, in: input) { sequenceEnd = index + length } else { invalid = index }
            }
            if byte & 0xC0 != 0x80 { column += 1 }
            columns[index] = column
            guard byte <= 0x0A else { continue }
            if byte == 0x0A {
                column = 0
                if index - lineStart > maximumLineLength { return (starts, .tooLong(index - lineStart), nil) }
                lineStart = index + 1
                starts.append(lineStart)
            } else if byte == 0x00 {
                return (starts, .nul(index), nil)
            }
        }
        if input.count - lineStart > maximumLineLength { return (starts, .tooLong(input.count - lineStart), nil) }
        return (starts, nil, invalid)
    }

    private static func tooLong(file: String, line: Int, length: Int) -> InputError {
        InputError(kind: .lineTooLong, file: file, line: line,
                   message: "line is \(length) bytes long, more than the \(maximumLineLength) bytes locdoc accepts")
    }

    var lineCount: Int {
        // A final newline does not open another line.
        lineStarts.count - (lineStarts.last == bytes.count && bytes.count > 0 ? 1 : 0)
    }

    /// 1-based line of a byte offset.
    func lineNumber(ofOffset offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The byte range of a line without its line terminator (`\n` or `\r\n`).
    func lineBytes(_ line: Int) -> Range<Int> {
        guard line >= 1, line <= lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<max(start, end)
    }

    /// Code-point column of the character that holds the byte at a 1-based byte column (a lead or a continuation
    /// byte alike), so that start and inclusive end positions both come out right. Past the end of the line,
    /// columns go on one per byte.
    func position(line: Int, byteColumn: Int) -> SourcePosition {
        let range = lineBytes(line)
        let wanted = range.lowerBound + max(byteColumn, 1) - 1
        if wanted < range.upperBound { return SourcePosition(line: line, column: Int(columns[wanted])) }
        let lineColumns = range.isEmpty ? 0 : Int(columns[range.upperBound - 1])
        return SourcePosition(line: line, column: max(1, lineColumns + wanted - range.upperBound + 1))
    }

    func range(_ node: MarkdownTree.Node) -> SourceRange {
        let start = position(line: node.startLine, byteColumn: node.startColumn)
        let endLine = max(node.endLine, node.startLine)
        let end = endLine == node.startLine && node.endColumn < node.startColumn
            ? start : position(line: endLine, byteColumn: node.endColumn)
        return SourceRange(start: start, end: end)
    }

    /// The text of a line between two 1-based byte columns (end exclusive), clamped to the line.
    func text(line: Int, fromByteColumn start: Int, toByteColumn end: Int? = nil) -> String {
        let range = lineBytes(line)
        let lower = min(range.lowerBound + max(start - 1, 0), range.upperBound)
        let upper = end.map { min(range.lowerBound + max($0 - 1, 0), range.upperBound) } ?? range.upperBound
        return String(decoding: bytes[lower..<max(lower, upper)], as: UTF8.self)
    }

    /// The 1-based byte column of the first occurrence of `needle` on `line` at or after `fromByteColumn`.
    func find(_ needle: [UInt8], line: Int, fromByteColumn: Int) -> Int? {
        let range = lineBytes(line)
        guard !needle.isEmpty else { return nil }
        var index = range.lowerBound + max(fromByteColumn - 1, 0)
        while index + needle.count <= range.upperBound {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) {
                return index - range.lowerBound + 1
            }
            index += 1
        }
        return nil
    }

    /// Whether `needle` is on `line` at exactly the 1-based byte column (what `find` answers with `column` for).
    func has(_ needle: [UInt8], line: Int, atByteColumn column: Int) -> Bool {
        let range = lineBytes(line)
        let start = range.lowerBound + column - 1
        guard !needle.isEmpty, column >= 1, start + needle.count <= range.upperBound else { return false }
        return bytes[start..<start + needle.count].elementsEqual(needle)
    }

    func byte(line: Int, byteColumn: Int) -> UInt8? {
        let range = lineBytes(line)
        let index = range.lowerBound + byteColumn - 1
        return range.contains(index) ? bytes[index] : nil
    }
}
