/// Line endings as CommonMark (and YAML) define them, and cmark-gfm numbers lines by: a line feed, a carriage
/// return and a line feed, or a carriage return alone. Positions are cmark-gfm's line numbers, so every count of
/// lines in locdoc uses the same three.
enum LineBreak {
    /// Whether the byte at `index` ends a line: an LF, or a CR not followed by an LF (a CR LF ends at its LF).
    static func endsLine<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Bytes.Index) -> Bool {
        switch bytes[index] {
        case 0x0A: return true
        case 0x0D:
            let next = bytes.index(after: index)
            return next == bytes.endIndex || bytes[next] != 0x0A
        default: return false
        }
    }

    /// How many line breaks `bytes` hold, and where the text after the last one starts (nil when there is none).
    static func breaks<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes) -> (count: Int, lastLineStart: Bytes.Index?) {
        var count = 0
        var lastLineStart: Bytes.Index?
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if endsLine(bytes, at: index) {
                count += 1
                lastLineStart = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        return (count, lastLineStart)
    }
}
