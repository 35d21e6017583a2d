import LocDocIngest
import LocDocModel
import Testing

/// Inlines on a paragraph's continuation lines sit where their source form begins, however far the line is
/// indented: cmark-gfm counts them from the paragraph's own column, which is off by the blanks it stripped (or,
/// on a lazy line, by the indentation the line lacks).
@Suite struct ContinuationLineColumnTests {
    /// Each case: a body, and for each marked inline, the text whose first occurrence on its line is where the
    /// inline must start (`` `code` `` for a code span, `*x*` for emphasis), found in the test by plain search.
    static let cases: [(String, [(String, String)])] = [
        ("First line of text\n   second `code` line x)\n", [("second ", "second "), ("code", "`code`"), (" line x)", " line x)")]),
        ("> quoted first\n>   quoted `second` y)\n", [("quoted ", "quoted "), ("second", "`second`"), (" y)", " y)")]),
        ("1. Configure it.\n\n    Set the options\n})\n", [("})", "})")]),
        ("- item\n  next *stressed* part\n      deeper [link](a.md) end\n", [("next ", "next "), ("deeper ", "deeper "), ("link", "[link]")]),
        ("Text\n      *lead* then\n", [("lead", "*lead*"), (" then", " then")]),
        ("Text\n   &amp; more\n", [("& more", "&amp;")]),
        ("中文第一行\n   第二行 `代码` 结束\n", [("第二行 ", "第二行 "), ("代码", "`代码`")]),
        // A code span first on its line: cmark-gfm puts it at its content, after the backticks.
        ("Text\n`code` x\n", [("code", "`code`"), (" x", " x")]),
        ("Text\n   `code` x\n", [("code", "`code`"), (" x", " x")]),
        ("Text\n   `` c `` d\n", [("c", "`` c ``"), (" d", " d")]),
        // An autolink first (the extension leaves an empty text before it), then text and a code span.
        ("Text\n   https://example.com and `c`\n", [(" and ", " and "), ("c", "`c`")]),
        // A lazy line whose text happens to match at cmark-gfm's column one letter later.
        ("- item\nsister act\n", [("sister act", "sister act")]),
        // Lazy lines inside a block quote, after its marker.
        ("> - item\n> lazy line\n", [("lazy line", "lazy line")]),
        ("> foo\n>bar\n", [("bar", "bar")]),
        // Lazy lines with some blanks no container takes: cmark-gfm counts them from the paragraph's column plus those.
        ("- item\n continued `c`\n", [("continued ", "continued "), ("c", "`c`")]),
        ("1. item\n  b `c`\n", [("b ", "b "), ("c", "`c`")]),
        ("> > a\n>   b `c`\n", [("b ", "b "), ("c", "`c`")]),
        // An entity first on the line (`&copy;` is `©`), and inside the first text.
        ("Text\n   &copy; 2020 `x`\n", [("x", "`x`")]),
        ("Text\n   foo&nbsp;bar `c`\n", [("c", "`c`")]),
        // A tag that goes on to the next line.
        ("Text\n   <a\n   href=\"x\">link</a> z\n", [("<a\nhref=\"x\">", "<a")]),
        // Emphasis first on a lazy line: decided by its text, not by its one marker byte.
        ("- item\n*a* *b*\n", [("a", "*a*"), (" ", " *b*")]),
        ("1. item\n**x** y\n", [("x", "**x**"), (" y", " y")]),
        // After a backslash hard break, which cmark-gfm 0.29 does not count as a line (a two-space break it does).
        ("a\nb\\\nc `d`\ne  \nf `g`\nh\n", [("c ", "c "), ("d", "`d`"), ("e", "e"), ("f ", "f "), ("g", "`g`"), ("h", "h")]),
        ("Text\n*a\\\nb* c\n", [("b", "b"), (" c", " c")]),
        // A code span alone on its line: at its backtick, not one column on where its content also matches.
        ("- item\n   `code`\n", [("code", "`code`")]),
        // A span in two backticks first on a lazy line (placed at the space it strips), and an escape first.
        ("> q\n   `` a`b `` x\n", [("a`b", "`` a`b ``"), (" x", " x")]),
        ("- > q\n   \\*esc\n", [("*esc", "\\*esc")]),
        // One word that also occurs a column later must not move the line (all its nodes decide, not the first).
        ("> - [l](u) www.b.com\nword word\n", [("word word", "word word")]),
    ]

    @Test(arguments: cases)
    func inlinesStartWhereTheirSourceDoes(body: String, expected: [(String, String)]) throws {
        let page = TestPage.frontMatter + body
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let inlines = TestPage.inlines(of: try TestPage.parse(page))
        for (literal, source) in expected {
            // The inline by its literal (or, for a container, its first child's: the container comes first), past
            // line 5, the body's first line (a paragraph's first line is placed by cmark-gfm itself).
            let inline = try #require(inlines.first { ($0.literal == literal || $0.children.first?.literal == literal) && ($0.range?.start.line ?? 0) > 5 },
                                      "no inline `\(literal)` in \(inlines.map(\.literal))")
            let range = try #require(inline.range)
            let line = lines[range.start.line - 1]
            let offset = try #require(line.range(of: source), "`\(source)` not on line \(range.start.line)")
            // Columns count code points.
            let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: offset.lowerBound) + 1
            #expect(range.start.column == column, "`\(literal)` on line \(range.start.line): `\(line)`")
        }
    }
}
