import LocDocIngest
import LocDocModel
import Testing

/// A named anchor is placed at its own `<a`, wherever it is written: cmark-gfm hands over an HTML block's lines
/// without what containers took from them, so a tag on a later line of a block in a list item or block quote was
/// once placed at its column in the stripped line.
@Suite struct AnchorPositionTests {
    static let bodies = [
        "- Punkt\n\n  <div>\n  <a name=\"inner\"></a>\n  </div>\n",
        "> <div>\n> <a name=\"quoted\"></a>\n> </div>\n",
        "> - item\n>\n>   <div>\n>   x <a name=\"deep\"></a>\n>   </div>\n",
        "- 中文\n\n  <p>\n  中文 <a name=\"cjk\"></a>\n  </p>\n",
        "<a name=\"top\"></a>\n## Titre <a name=\"heading\"></a>\n",
        "- <a name=\"item\"></a>Texte\n",
        "<div>\n<a name=\"first\"></a> <a name=\"second\"></a>\n</div>\n",
    ]

    @Test(arguments: bodies)
    func anchorsSitOnTheirTags(body: String) throws {
        let page = TestPage.frontMatter + body
        let document = try TestPage.parse(page)
        let source = WrittenSource(page)
        let names = body.components(separatedBy: "<a name=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(document.anchors.map(\.name) == names)
        for anchor in document.anchors {
            let from = SourceRange(start: anchor.range.start, end: SourcePosition(line: anchor.range.start.line, column: anchor.range.start.column + 9 + anchor.name.count))
            #expect(source.text(from) == "<a name=\"\(anchor.name)\"", "\(anchor.name) at \(anchor.range.start)")
        }
    }
}
