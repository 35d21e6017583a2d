import LocDocModel

/// DocFX tab headings (`# [Swift](#tab/swift)`): found by the shape of the heading, so that `SectionExtractor`
/// leaves them out of the section tree, and read into `Tab`s.
enum TabExtractor {
    /// The heading's tab link, when the heading is one: its content is one link to `#tab/…`, beside nothing but
    /// HTML (the `<a name>` a localisation pipeline adds) and white space.
    static func tabLink(ofHeading heading: Int, in tree: MarkdownTree) -> Int? {
        var link: Int?
        for child in tree.children(of: heading) {
            switch tree[child].kind {
            case .htmlInline, .softBreak: continue
            case .text where tree.literal(child).utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }): continue
            case .link where link == nil && Tab.parse(destination: tree.detail(child)) != nil: link = child
            default: return nil
            }
        }
        return link
    }

    /// The tabs of the tab headings `SectionExtractor` set aside.
    static func tabs(_ headings: [(node: Int, link: Int)], in tree: MarkdownTree, inlines builder: InlineBuilder, source: SourceText,
                     index: SectionIndex) -> [Tab] {
        headings.compactMap { heading -> Tab? in
            guard let target = Tab.parse(destination: tree.detail(heading.link)) else { return nil }
            let range = source.range(tree[heading.node])
            let label = builder.inlines(ofBlock: heading.node).first { $0.kind == .link }?.children ?? []
            return Tab(id: target.id, condition: target.condition, title: label.plainText.trimmingSpaces,
                       sectionKey: index.key(forLine: range.start.line), range: range)
        }
    }
}
