import LocDocModel

/// Reads one list item as a setting: `label: value`, where the label is plain text, emphasized or a code span,
/// the separator is `:` or the full-width `：` with any spacing, and the value is the rest of the item's first
/// line. The positions of label, separator and value come from the source bytes at cmark's positions.
struct SettingItem {
    var label: String
    var labelStyle: ConfigEntry.LabelStyle
    var labelStart: (line: Int, column: Int)
    var separator: String
    var value: String
    var valueText: String
    /// (line, first byte column, last byte column) of the value when it is not empty.
    var valueSpan: (line: Int, start: Int, end: Int)?

    private static let asciiColon = Array(":".utf8)
    private static let fullWidthColon = Array("：".utf8)
    private static let boldMarkers = [Array("**".utf8), Array("__".utf8)]

    /// nil when the paragraph does not start with a label and a separator.
    init?(paragraph: Int, in tree: MarkdownTree, source: SourceText) {
        guard tree[paragraph].kind == .paragraph, let firstIndex = tree.firstChild(of: paragraph), tree[firstIndex].hasPosition else {
            return nil
        }
        let first = tree[firstIndex]
        let line = first.startLine
        var label: String, style: ConfigEntry.LabelStyle, labelEnd: Int, valueStart: Int
        switch first.kind {
        case .strong, .emphasis, .code:
            guard first.endLine == line else { return nil }
            style = first.kind == .code ? .code : .emphasized
            let inner = (first.kind == .code ? tree.literal(firstIndex)
                : tree.children(of: firstIndex).map { Self.literalText($0, in: tree) }.joined()).trimmingSpaces
            labelEnd = first.endColumn + 1
            if first.kind != .code, inner.hasSuffix(":") || inner.hasSuffix("：") {
                // `**Key:** value`: the colon is inside the emphasis.
                label = String(inner.dropLast()).trimmingSpaces
                valueStart = Self.skipSpaces(source, line: line, from: labelEnd)
            } else {
                label = inner
                let colon = Self.skipSpaces(source, line: line, from: labelEnd)
                guard let length = Self.colonLength(source, line: line, at: colon) else { return nil }
                valueStart = Self.skipSpaces(source, line: line, from: colon + length)
            }
        case .text:
            let textEnd = first.endLine == line ? first.endColumn : Int.max
            guard let colon = Self.firstSeparator(source, line: line, from: first.startColumn, through: textEnd) else { return nil }
            let written = source.text(line: line, fromByteColumn: first.startColumn, toByteColumn: colon.column)
            label = written.trimmingSpaces
            // `Azure AD B2C-szolgáltató. Lásd: [B2C](…)`: a sentence and then "See:" is prose, not a label.
            if SentenceEnd.isInside(label) { return nil }
            style = .plain
            labelEnd = first.startColumn + Self.lengthWithoutTrailingSpaces(written)
            valueStart = Self.skipSpaces(source, line: line, from: colon.column + colon.length)
            // `**URLs:**https://…`: with no space after the closing `**` (and a colon before it), cmark cannot close
            // the bold, and the whole item stays text. The label and value are read as the author meant them; the
            // literal markers are the emphasis check's to report, once, not the value's.
            if let marker = Self.boldMarkers.first(where: { written.utf8.starts(with: $0) }),
               source.has(marker, line: line, atByteColumn: valueStart) {
                label = String(decoding: label.utf8.dropFirst(marker.count), as: UTF8.self).trimmingSpaces
                style = .emphasized
                valueStart = Self.skipSpaces(source, line: line, from: valueStart + marker.count)
            }
        default:
            return nil
        }
        guard !label.isEmpty else { return nil }
        self.init(rest: (line, valueStart), label: label, style: style, labelStart: (line, first.startColumn),
                  separator: source.text(line: line, fromByteColumn: labelEnd, toByteColumn: valueStart),
                  paragraph: paragraph, tree: tree, source: source)
        // `Add the following to AppDelegate.m: Objective-C:`: what follows the colon ends in one itself (as the
        // reader sees it, bold or not), so it introduces what comes next (a sample), as a step of a procedure does;
        // a setting's value does not. A code span that ends in a colon (`msauth:`) is a value.
        if Self.endsWithColon(valueText), value.utf8.last != UInt8(ascii: "`") { return nil }
    }

    /// `:` or the full-width `：` last, compared as bytes.
    private static func endsWithColon(_ text: String) -> Bool {
        text.utf8.last == UInt8(ascii: ":") || text.utf8.reversed().starts(with: fullWidthColon.reversed())
    }

    private init(rest: (line: Int, column: Int), label: String, style: ConfigEntry.LabelStyle, labelStart: (Int, Int),
                 separator: String, paragraph: Int, tree: MarkdownTree, source: SourceText) {
        self.label = label
        self.labelStyle = style
        self.labelStart = labelStart
        self.separator = separator
        // An HTML comment does not render (a `<!-- locdoc-disable-line … -->` note): the value ends where one starts.
        let comment = Self.firstComment(after: rest, in: paragraph, tree: tree)
        let written = comment.map { source.text(line: rest.line, fromByteColumn: rest.column, toByteColumn: $0) }
            ?? source.text(line: rest.line, fromByteColumn: rest.column)
        let trimmed = written.trimmingSpaces
        value = trimmed
        valueSpan = trimmed.isEmpty ? nil : (rest.line, rest.column, rest.column + trimmed.utf8.count - 1)
        valueText = Self.plainText(after: rest, in: paragraph, tree: tree).trimmingSpaces
    }

    /// The byte column of the first inline HTML comment on the value's line, at or after the value's start.
    private static func firstComment(after position: (line: Int, column: Int), in paragraph: Int, tree: MarkdownTree) -> Int? {
        tree.children(of: paragraph).first { child in
            let node = tree[child]
            return node.kind == .htmlInline && node.hasPosition && node.startLine == position.line
                && node.startColumn >= position.column && HTMLComments.isCommentsOnly(tree.literal(child))
        }.map { tree[$0].startColumn }
    }

    /// The reader's text of the paragraph from a source position on: inlines that start at or after it.
    private static func plainText(after position: (line: Int, column: Int), in paragraph: Int, tree: MarkdownTree) -> String {
        var text = ""
        var line = tree[paragraph].startLine
        for child in tree.children(of: paragraph) {
            let node = tree[child]
            if node.kind == .softBreak || node.kind == .lineBreak {
                line += 1
                if line > position.line { text += " " }
                continue
            }
            if node.hasPosition { line = node.startLine }
            let starts = (node.startLine, node.startColumn)
            if starts >= position {
                text += literalText(child, in: tree)
            } else if node.kind == .text, node.endLine == position.line, node.endColumn >= position.column {
                // The value starts inside this text node (a plain `label: value`): take its tail.
                let skip = position.column - node.startColumn
                text += String(decoding: tree.literal(child).utf8.dropFirst(max(0, skip)), as: UTF8.self)
            }
        }
        return text
    }

    private static func literalText(_ node: Int, in tree: MarkdownTree) -> String {
        switch tree[node].kind {
        case .text, .code: tree.literal(node)
        case .softBreak, .lineBreak: " "
        case .htmlInline: ""
        default: tree.children(of: node).map { literalText($0, in: tree) }.joined()
        }
    }

    private static func skipSpaces(_ source: SourceText, line: Int, from column: Int) -> Int {
        var current = column
        while let byte = source.byte(line: line, byteColumn: current), byte == 0x20 || byte == 0x09 { current += 1 }
        return current
    }

    private static func colonLength(_ source: SourceText, line: Int, at column: Int) -> Int? {
        if source.has(asciiColon, line: line, atByteColumn: column) { return asciiColon.count }
        if source.has(fullWidthColon, line: line, atByteColumn: column) { return fullWidthColon.count }
        return nil
    }

    /// The first `:` or `：` of a text node that is not the `://` of a URL, scanning the line's bytes once.
    private static func firstSeparator(_ source: SourceText, line: Int, from start: Int, through end: Int) -> (column: Int, length: Int)? {
        let range = source.lineBytes(line)
        let bytes = source.bytes
        var index = range.lowerBound + start - 1
        let last = min(range.upperBound, end == Int.max ? range.upperBound : range.lowerBound + end)
        while index < last {
            let byte = bytes[index]
            if byte == 0x3A {
                let isURL = index + 2 < range.upperBound && bytes[index + 1] == 0x2F && bytes[index + 2] == 0x2F
                if !isURL { return (index - range.lowerBound + 1, 1) }
            } else if byte == 0xEF, index + 2 < range.upperBound, bytes[index + 1] == 0xBC, bytes[index + 2] == 0x9A {
                return (index - range.lowerBound + 1, 3)
            }
            index += 1
        }
        return nil
    }

    private static func lengthWithoutTrailingSpaces(_ text: String) -> Int {
        var bytes = Array(text.utf8)
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        return bytes.count
    }
}
