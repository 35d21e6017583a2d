import LocDocModel

/// The bytes of one file with a line index: validates what cmark-gfm would silently accept (NUL bytes,
/// invalid UTF-8, absurdly long lines) and converts cmark's byte columns to code-point columns.
struct SourceText: Sendable {
    /// Lines longer than this are rejected: no Markdown page has them, and they make every later step slow.
    static let maximumLineLength = 1 << 20

    let bytes: [UInt8]
    /// Byte offset where each line starts; line N (1-based) starts at `lineStarts[N - 1]`.
    let lineStarts: [Int]
    /// For each block of `blockSize` bytes, how many characters (code points) of its line come before its first
    /// byte: a column is counted from there, so finding one never reads more than a block, however long the line.
    private let blockColumns: [Int32]
    private static let blockSize = 64

    /// Validates and indexes. `file` is used in errors only.
    init(bytes: [UInt8], file: String) throws(InputError) {
        self.bytes = bytes
        let index = bytes.withUnsafeBufferPointer(Self.index)
        if let problem = index.problem {
            switch problem {
            case .nul(let offset):
                throw InputError(kind: .nulByte, file: file, line: index.lineStarts.count,
                                 message: "NUL byte at column \(offset - index.lineStarts.last! + 1): this is a binary file, not Markdown")
            case .tooLong(let length):
                throw Self.tooLong(file: file, line: index.lineStarts.count, length: length)
            }
        }
        if let bad = index.invalidUTF8 {
            let line = Self.lineNumber(ofOffset: bad, lineStarts: index.lineStarts)
            throw InputError(kind: .notUTF8, file: file, line: line,
                             message: "not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at column \(bad - index.lineStarts[line - 1] + 1)); save the file as UTF-8")
        }
        lineStarts = index.lineStarts
        blockColumns = bytes.withUnsafeBytes { Self.blockColumns($0, lineStarts: index.lineStarts) }
    }

    private enum Problem {
        /// A NUL byte at this offset.
        case nul(Int)
        /// The line being read is this many bytes long.
        case tooLong(Int)
    }

    /// One pass without bounds checks: where lines start, and the first NUL byte or overlong line, whichever comes
    /// first (with the line starts up to it); when there is neither, the offset of the first byte that is not valid
    /// UTF-8, if any.
    private static func index(_ input: UnsafeBufferPointer<UInt8>) -> (lineStarts: [Int], problem: Problem?, invalidUTF8: Int?) {
        var starts = [0]
        var invalid: Int?
        starts.reserveCapacity(input.count / 40 + 1)
        var lineStart = 0
        var index = 0
        let raw = UnsafeRawBufferPointer(input)
        while index < input.count {
            // Eight ASCII bytes at a time when none of them is below 0x0E (no NUL, no line feed, no carriage return).
            if index + 8 <= input.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
                if word & highs == 0, (word &- ones &* 0x0E) & ~word & highs == 0 {
                    index += 8
                    continue
                }
            }
            let byte = input[index]
            if byte >= 0x80 {
                // A valid sequence is passed over whole (its bytes are neither NUL nor a line feed); after the first
                // invalid byte, only NUL bytes and line lengths are still looked for.
                if invalid == nil {
                    if let length = UTF8Validation.sequenceLength(at: index, in: input) { index += length; continue }
                    invalid = index
                }
                index += 1
                continue
            }
            defer { index += 1 }
            guard byte <= 0x0D else { continue }
            // A line ends at an LF, or at a CR alone (a CR LF ends at its LF), as cmark-gfm counts lines.
            if byte == 0x0A || (byte == 0x0D && (index + 1 == input.count || input[index + 1] != 0x0A)) {
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
    func lineNumber(ofOffset offset: Int) -> Int { Self.lineNumber(ofOffset: offset, lineStarts: lineStarts) }

    private static func lineNumber(ofOffset offset: Int, lineStarts: [Int]) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The byte range of a line without its line terminator (`\n`, `\r\n` or `\r`).
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
        if wanted < range.upperBound { return SourcePosition(line: line, column: characters(range.lowerBound...wanted)) }
        let lineColumns = characters(range.lowerBound..<range.upperBound)
        return SourcePosition(line: line, column: max(1, lineColumns + wanted - range.upperBound + 1))
    }

    /// How many characters (code points) of a line start in `bytes` (which begins at the line's start): counted
    /// when asked, since a column is read for a node's two ends, not for every byte, from the nearest block start.
    private func characters<Bytes: RangeExpression<Int>>(_ bytes: Bytes) -> Int {
        let range = bytes.relative(to: self.bytes)
        guard !range.isEmpty else { return 0 }
        let block = (range.upperBound - 1) / Self.blockSize
        let blockStart = block * Self.blockSize
        return self.bytes.withUnsafeBytes { raw in
            blockStart > range.lowerBound
                ? Int(blockColumns[block]) + Self.characters(raw, blockStart..<range.upperBound)
                : Self.characters(raw, range)
        }
    }

    /// The bytes that are not continuation bytes, eight at a time.
    private static func characters(_ raw: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int {
        var count = 0, index = range.lowerBound
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= range.upperBound {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A continuation byte is 10xxxxxx: its high bit set and the next bit (shifted up into the high bit's
            // place) clear.
            count += 8 - (word & ~(word << 1) & highs).nonzeroBitCount
            index += 8
        }
        while index < range.upperBound {
            if raw[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// `blockColumns`: one pass over the bytes, a block at a time, carrying the count on while the line goes on.
    private static func blockColumns(_ raw: UnsafeRawBufferPointer, lineStarts: [Int]) -> [Int32] {
        var columns: [Int32] = []
        columns.reserveCapacity(raw.count / blockSize + 1)
        var line = 0
        var previous = (start: 0, count: 0)
        for blockStart in stride(from: 0, to: raw.count, by: blockSize) {
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= blockStart { line += 1 }
            let lineStart = lineStarts[line]
            let count = lineStart <= previous.start && blockStart > 0
                ? previous.count + characters(raw, previous.start..<blockStart)
                : characters(raw, lineStart..<blockStart)
            columns.append(Int32(truncatingIfNeeded: count))
            previous = (blockStart, count)
        }
        return columns
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
