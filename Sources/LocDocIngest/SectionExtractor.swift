import LocDocModel

/// Headings become sections keyed by their anchor path; `<a name>` tags anywhere become named anchors. DocFX tab
/// headings (`# [Swift](#tab/swift)`) are tabs of the section they sit in, not sections (`TabExtractor`).
enum SectionExtractor {
    /// The sections in order, and the index that finds a line's section.
    ///
    /// Two headings can have one key path (an anchor repeated under one parent), and subsections are numbered per
    /// key, so each section has an id: the position of the first section with its key. A key is its parent's key
    /// and one segment, so ids are found by the parent's id and the segment, without hashing whole key paths.
    static func sections(in tree: MarkdownTree, inlines builder: InlineBuilder, source: SourceText)
        -> (sections: [Section], index: SectionIndex, tabHeadings: [(node: Int, link: Int)]) {
        var sections: [Section] = []
        var ids: [Int] = []
        var open: [(level: Int, key: SectionKey, id: Int)] = []
        var firstWithKey: [PathStep: Int] = [:]
        var childCounts: [Int: Int] = [:]
        var headings: [Int] = []
        var tabHeadings: [(node: Int, link: Int)] = []
        for node in tree.indices where tree[node].kind == .heading {
            if let link = TabExtractor.tabLink(ofHeading: node, in: tree) { tabHeadings.append((node, link)) } else { headings.append(node) }
        }
        // The page's title: its one level-1 heading, when it comes first. Its anchor is the title's slug, which a
        // reworded title changes ("How to: Configure SSO" became "Configure SSO"); keyed by it, every section of
        // the page would change key with it, in every copy of the other revision. It is keyed by position instead,
        // as the one title of the page.
        let title = headings.first.flatMap { first in
            tree[first].level == 1 && headings.dropFirst().allSatisfy { tree[$0].level > 1 } ? first : nil
        }
        for node in headings {
            let level = tree[node].level
            while let last = open.last, last.level >= level { open.removeLast() }
            let (parent, parentID) = open.last.map { ($0.key, $0.id) } ?? (.root, -1)
            let position = (childCounts[parentID] ?? 0) + 1
            childCounts[parentID] = position
            let anchor = tree.children(of: node).lazy.filter { tree[$0].kind == .htmlInline }
                .flatMap { AnchorTagParser.anchors(in: tree.literal($0)) }.first?.name
            let segment = node == title ? SectionKey.positionSegment(position) : anchor ?? SectionKey.positionSegment(position)
            let key = parent.appending(segment)
            let step = PathStep(parent: parentID, segment: segment)
            let id = firstWithKey[step] ?? sections.count
            if id == sections.count { firstWithKey[step] = id }
            let inlines = builder.inlines(ofBlock: node)
            let title = inlines.plainText.trimmingSpaces
            sections.append(Section(key: key, level: level, title: title, anchor: anchor, range: source.range(tree[node]), inlines: inlines))
            ids.append(id)
            open.append((level, key, id))
        }
        return (sections, SectionIndex(sections: sections, ids: ids), tabHeadings)
    }

    /// A section's key as its parent's id and its own segment.
    private struct PathStep: Hashable {
        var parent: Int
        var segment: String
    }

    static func anchors(in tree: MarkdownTree, source: SourceText, index: SectionIndex) -> [NamedAnchor] {
        var anchors: [NamedAnchor] = []
        for node in tree.indices {
            guard tree[node].kind == .htmlInline || tree[node].kind == .htmlBlock, tree[node].hasPosition else { continue }
            let inHeading = tree[node].inHeading
            let literal = tree.literal(node)
            for anchor in AnchorTagParser.anchors(in: literal) {
                let start = tree[node].position(ofLiteralOffset: anchor.offset, in: literal, source: source)
                anchors.append(NamedAnchor(name: anchor.name, sectionKey: index.key(forLine: start.line), inHeading: inHeading,
                                           range: SourceRange(start: start, end: start)))
            }
        }
        return anchors
    }
}
