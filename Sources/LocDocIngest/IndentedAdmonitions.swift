import LocDocModel

/// Admonitions written as Python-Markdown writes them (MkDocs, MkDocs Material): a marker line `!!! note "Title"`
/// (`??? note` and `???+ note` for a collapsible one) and a body indented by four spaces under it.
///
/// CommonMark has no such block: cmark-gfm reads the marker line as a paragraph, the body's first paragraph as its
/// continuation and any later one as indented code. So the markers are read from the lines of paragraph nodes, never
/// from code blocks, and the body is the lines after the marker that are blank or indented four spaces deeper than it,
/// up to the last indented one. A marker without an indented line under it is an admonition with only a title.
enum IndentedAdmonitions {
    static func admonitions(in tree: MarkdownTree, source: SourceText) -> [ContainerDirectives.Directive] {
        var found: [ContainerDirectives.Directive] = []
        for node in tree.indices where tree[node].kind == .paragraph && tree[node].hasPosition {
            for line in tree[node].startLine...max(tree[node].startLine, tree[node].endLine) {
                guard let (column, kind, written) = marker(on: line, in: source) else { continue }
                var last = line, next = line + 1
                while next <= source.lineCount {
                    let indent = indentation(of: next, in: source)
                    if let indent, indent < column - 1 + 4 { break }
                    if indent != nil { last = next }
                    next += 1
                }
                found.append(ContainerDirectives.Directive(kind: kind, syntax: written == "!!!" ? .admonition : .collapsible, open: (line, column),
                                                           close: (last, max(1, source.lineBytes(last).count)), closeIsBody: true))
            }
        }
        return found
    }

    /// The marker a line holds: its 1-based byte column, the type, and the marker as written (`!!!`, `???`, `???+`).
    /// The type is named as a directive's is (`ContainerDirectives.name(startingWith:)`); a title may follow.
    private static func marker(on line: Int, in source: SourceText) -> (column: Int, kind: String, written: String)? {
        let bytes = source.lineBytes(line)
        var index = bytes.lowerBound
        while index < bytes.upperBound, index - bytes.lowerBound < 4, source.bytes[index] == 0x20 { index += 1 }
        let first = index
        guard index < bytes.upperBound, source.bytes[index] == UInt8(ascii: "!") || source.bytes[index] == UInt8(ascii: "?") else { return nil }
        let mark = source.bytes[index]
        while index < bytes.upperBound, source.bytes[index] == mark { index += 1 }
        guard index - first == 3 else { return nil }
        if mark == UInt8(ascii: "?"), index < bytes.upperBound, source.bytes[index] == UInt8(ascii: "+") { index += 1 }
        let written = String(decoding: source.bytes[first..<index], as: UTF8.self)
        guard index < bytes.upperBound, source.bytes[index] == 0x20 else { return nil }
        while index < bytes.upperBound, source.bytes[index] == 0x20 { index += 1 }
        let rest = String(decoding: source.bytes[index..<bytes.upperBound], as: UTF8.self)
        guard let kind = ContainerDirectives.name(startingWith: rest) else { return nil }
        return (first - bytes.lowerBound + 1, kind, written)
    }

    /// How many spaces a line starts with (a tab as four); nil for a blank line.
    private static func indentation(of line: Int, in source: SourceText) -> Int? {
        let bytes = source.lineBytes(line)
        var width = 0
        for index in bytes {
            switch source.bytes[index] {
            case 0x20: width += 1
            case 0x09: width += 4 - width % 4
            case 0x0D, 0x0A: return nil
            default: return width
            }
        }
        return nil
    }
}
