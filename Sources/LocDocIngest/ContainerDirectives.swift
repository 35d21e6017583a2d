import LocDocModel

/// Admonitions written as container directives: `:::note` … `:::` (Docusaurus, Starlight, remark-directive, with an
/// optional `[Title]` or `{attributes}`), `::: tip Title` … `:::` (VitePress, VuePress), and `/// tip | Title` … `///`
/// (Python-Markdown's blocks, as FastAPI's MkDocs pages write them). They are what DocFX writes as `> [!NOTE]`: a kind
/// and a body.
///
/// CommonMark has no such block, so cmark-gfm leaves the marker lines in paragraphs (the body's blocks are parsed as
/// usual, so its code samples and lists are still found). The markers are read from the lines of paragraph nodes, never
/// from code blocks: a line that, after its indentation, is three or more colons (or slashes) and a name opens a
/// directive, and one of colons (slashes) only closes the innermost open directive of the same character with no more
/// of it than it has. A directive never closed
/// runs to the end of the page, as the renderers run it.
///
/// DocFX's own triple-colon syntax is not an admonition and is left alone: one-line directives ending in `:::`
/// (`:::image … :::`, `:::row:::`), and pairs closed by `:::name-end` (`:::zone pivot="x"` … `::: zone-end`).
enum ContainerDirectives {
    /// A marker line: how many colons, and the name for an opening marker (nil for a closing one).
    private struct Marker {
        var line: Int
        /// 1-based byte column of the first colon.
        var column: Int
        var colons: Int
        /// `:` or `/`.
        var fence: UInt8
        var name: String?
    }

    /// A directive found: its kind as written, and the lines of its opening and closing markers (the closing one nil
    /// when it is never closed), with the byte columns where they start and end.
    struct Directive {
        var kind: String
        /// `:::` or `///` (or an indented admonition's, `IndentedAdmonitions`).
        var syntax: Alert.Syntax
        var open: (line: Int, column: Int)
        var close: (line: Int, endColumn: Int)?
        /// The closing line is the body's last rather than a marker of its own.
        var closeIsBody = false
    }

    static func directives(in tree: MarkdownTree, source: SourceText) -> [Directive] {
        var markers: [Marker] = []
        for node in tree.indices where tree[node].kind == .paragraph && tree[node].hasPosition {
            for line in tree[node].startLine...max(tree[node].startLine, tree[node].endLine) {
                if let marker = marker(on: line, in: source) { markers.append(marker) }
            }
        }
        guard !markers.isEmpty else { return [] }
        // DocFX pairs: a name closed by `name-end` anywhere in the page.
        let endNames = Set(markers.compactMap { $0.fence == UInt8(ascii: ":") && $0.name?.hasSuffix("-end") == true ? String($0.name!.dropLast(4)) : nil })
        var open: [Marker] = []
        var found: [Directive] = []
        var skipped: Set<Int> = []
        func add(_ marker: Marker, closedBy close: Marker?) {
            guard !skipped.contains(marker.line) else { return }
            let end = close.map { (line: $0.line, endColumn: $0.column + $0.colons - 1) }
            found.append(Directive(kind: marker.name ?? "", syntax: marker.fence == UInt8(ascii: ":") ? .directive : .block, open: (marker.line, marker.column), close: end))
        }
        // Python-Markdown's blocks other than admonitions (`/// tab`, `/// html`, …) are not alerts.
        let nonAdmonitions: Set<String> = ["tab", "html", "definition", "caption"]
        for marker in markers {
            if let name = marker.name {
                if marker.fence == UInt8(ascii: "/"), nonAdmonitions.contains(name) { open.append(marker); skipped.insert(marker.line); continue }
                guard marker.fence != UInt8(ascii: ":") || (!name.hasSuffix("-end") && !endNames.contains(name)) else { continue }
                open.append(marker)
            } else if let innermost = open.lastIndex(where: { $0.fence == marker.fence }), open[innermost].colons <= marker.colons {
                add(open.remove(at: innermost), closedBy: marker)
            }
        }
        for marker in open { add(marker, closedBy: nil) }
        return found.sorted { ($0.open.line, $0.open.column) < ($1.open.line, $1.open.column) }
    }

    /// The marker a line holds. A name starts with a letter of any script (a translated `:::совет` is still the
    /// directive, under the wrong name) and runs over letters, digits, `-` and `_`; what follows it is a title or
    /// attributes. A line whose text ends in `:::` after the name is a one-line DocFX directive, not a marker.
    private static func marker(on line: Int, in source: SourceText) -> Marker? {
        let bytes = source.lineBytes(line)
        var index = bytes.lowerBound
        while index < bytes.upperBound, source.bytes[index] == 0x20 || source.bytes[index] == 0x09 { index += 1 }
        let first = index
        guard index < bytes.upperBound, source.bytes[index] == UInt8(ascii: ":") || source.bytes[index] == UInt8(ascii: "/") else { return nil }
        let fence = source.bytes[index]
        while index < bytes.upperBound, source.bytes[index] == fence { index += 1 }
        let colons = index - first
        guard colons >= 3 else { return nil }
        let column = first - bytes.lowerBound + 1
        var end = bytes.upperBound
        while end > index, source.bytes[end - 1] == 0x20 || source.bytes[end - 1] == 0x09 { end -= 1 }
        guard end > index else { return Marker(line: line, column: column, colons: colons, fence: fence, name: nil) }
        // `///` opens a block with a space before its name; `///x` is text.
        guard fence == UInt8(ascii: ":") || source.bytes[index] == 0x20 || source.bytes[index] == 0x09 else { return nil }
        while index < end, source.bytes[index] == 0x20 || source.bytes[index] == 0x09 { index += 1 }
        let rest = String(decoding: source.bytes[index..<end], as: UTF8.self)
        guard fence != UInt8(ascii: ":") || !rest.hasSuffix(":::"), let name = name(startingWith: rest) else { return nil }
        return Marker(line: line, column: column, colons: colons, fence: fence, name: name)
    }

    /// The admonition name `text` starts with: a letter of any script (a translated `:::совет` or `!!! Dica` is still
    /// the admonition, under the wrong name), then letters, digits, `-` and `_`; nil when it starts with no letter.
    static func name(startingWith text: String) -> String? {
        guard let start = text.unicodeScalars.first, start.properties.isAlphabetic else { return nil }
        let name = text.unicodeScalars.prefix { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" || $0 == "_" }
        return String(String.UnicodeScalarView(name))
    }
}
