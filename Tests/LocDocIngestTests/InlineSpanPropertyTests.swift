import LocDocIngest
import LocDocModel
import Testing

/// Every inline spans its own source form, on pages made of random lines: each line a container prefix (list
/// items, block quotes, indentation, so that lines are continuation and lazy lines too) and random inlines
/// (autolinks of all three kinds, links, emphasis, code spans with one and two backticks, tags, entities, escapes,
/// CJK text). The oracle needs no parser: a text node whose literal is on its line spans exactly that literal; a
/// code span starts and ends with a backtick; emphasis with its marker; a link with `[` or as its `<…>` or bare
/// text; an image with `![`; a tag is its literal.
@Suite struct InlineSpanPropertyTests {
    private static let pieces = [
        "word", "<https://a.org/x>", "www.b.com", "https://c.net/p", "[l](u)", "*em*", "**st**", "`code`", "`` a`b ``",
        "<b>h</b>", "x@y.org", "<m@n.org>", "~~del~~", "über", "中文", "(par)", "end.", "_u_", "![i](p.png)", "a&amp;b",
        "\\*esc", "[www.z.com](http://www.z.com)", "[https://q.io](https://q.io)",
    ]
    private static let prefixes = ["", "- ", "> ", "1. ", "> - ", "- > ", "   ", "  - ", "    - ", "> > "]

    /// SplitMix64: the same page for the same seed on every machine.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    private static func page(seed: UInt64) -> String {
        var random = Generator(state: seed)
        var lines = ["---", "title: T", "ms.contentlocale: fr-FR", "---", ""]
        for _ in 0..<300 {
            let count = 1 + random.next(7)
            lines.append(prefixes[random.next(prefixes.count)] + (0..<count).map { _ in pieces[random.next(pieces.count)] }.joined(separator: " "))
            if random.next(5) < 2 { lines.append("") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: 1...24)
    func inlinesSpanTheirSource(seed: Int) throws {
        let text = Self.page(seed: UInt64(seed))
        let document = try TestPage.parse(text)
        let page = WrittenSource(text)
        var wrong: [String] = []
        var checked = 0
        func visit(_ inline: Inline) {
            defer { inline.children.forEach(visit) }
            guard let range = inline.range, let source = page.text(range) else { return }
            let right: Bool
            switch inline.kind {
            case .text:
                // Escapes and entities make the literal differ from the source: those nodes are left out.
                guard !inline.literal.isEmpty, !source.contains("\\"), !source.contains("&"),
                      page.line(of: range).contains(inline.literal) else { return }
                right = source == inline.literal
            case .code: right = source.hasPrefix("`") && source.hasSuffix("`")
            case .emphasis, .strong: right = ["*", "_"].contains(source.first) && ["*", "_"].contains(source.last)
            case .strikethrough: right = source.hasPrefix("~") && source.hasSuffix("~")
            case .image: right = source.hasPrefix("![") && source.hasSuffix(")")
            case .link:
                let label = inline.children.map(\.literal).joined()
                right = (source.hasPrefix("[") && source.hasSuffix(")")) || source == "<\(label)>" || source == label
            case .html: right = source == inline.literal
            default: return
            }
            checked += 1
            if !right { wrong.append("\(range.start.line):\(range.start.column) \(inline.kind) `\(inline.literal)` spans `\(source)`") }
        }
        document.textBlocks.forEach { $0.inlines.forEach(visit) }
        #expect(checked > 1_500)
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked) misplaced: \(wrong.prefix(5))")
    }
}
