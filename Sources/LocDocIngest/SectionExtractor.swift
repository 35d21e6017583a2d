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
        var open: [(level: Int, key: SectionKey, id: Int)] = []
        var firstWithKey: [PathStep: Int] = [:]
        var childCounts: [Int: Int] = [:]
        var headings: [Int] = []
        var tabHeadings: [(node: Int, link: Int)] = []
        // Headings, tab headings (with their link) and thematic breaks, in document order.
        var events: [(node: Int, tabLink: Int?)] = []
        for node in tree.indices where tree[node].kind == .heading || tree[node].kind == .thematicBreak {
            let link = tree[node].kind == .heading ? TabExtractor.tabLink(ofHeading: node, in: tree) : nil
            events.append((node, link))
            if let link { tabHeadings.append((node, link)) } else if tree[node].kind == .heading { headings.append(node) }
        }
        // The page's title: its one level-1 heading, when it comes first. Its anchor is the title's slug, which a
        // reworded title changes ("How to: Configure SSO" became "Configure SSO"); keyed by it, every section of
        // the page would change key with it, in every copy of the other revision. It is keyed by position instead,
        // as the one title of the page.
        let title = headings.first.flatMap { first in
            tree[first].level == 1 && headings.dropFirst().allSatisfy { tree[$0].level > 1 } ? first : nil
        }
        // The index's entries: each section's start, and each return to a tab group's section.
        var lines: [Int] = [], keys: [SectionKey] = [], entryIDs: [Int] = []
        // The open tab group: its tabs' level and the sections open at its first tab. A later tab of the group takes
        // the reader back there, out of any heading inside the tab before it (`### Step 1` in a JavaScript tab is
        // not where the Python tab is); a thematic break or a heading as high as the tabs ends the group, as in DocFX.
        var group: (level: Int, open: [(level: Int, key: SectionKey, id: Int)])?
        for event in events {
            let node = event.node
            guard tree[node].kind == .heading else { group = nil; continue }
            let level = tree[node].level
            if event.tabLink != nil {
                if let current = group, current.level == level {
                    if open.last?.id != current.open.last?.id {
                        open = current.open
                        lines.append(tree[node].startLine)
                        keys.append(open.last?.key ?? .root)
                        entryIDs.append(open.last?.id ?? -1)
                    }
                } else {
                    group = (level, open)
                }
                continue
            }
            if let current = group, level <= current.level { group = nil }
            while let last = open.last, last.level >= level { open.removeLast() }
            let (parent, parentID) = open.last.map { ($0.key, $0.id) } ?? (.root, -1)
            let position = (childCounts[parentID] ?? 0) + 1
            childCounts[parentID] = position
            let anchor = tree.children(of: node).lazy.filter { tree[$0].kind == .htmlInline }
                .flatMap { HTMLTagReader.anchors(in: tree.literal($0)) }.first?.name ?? builder.headingIDs[node]
            let segment = node == title ? SectionKey.positionSegment(position) : anchor ?? SectionKey.positionSegment(position)
            let key = parent.appending(segment)
            let step = PathStep(parent: parentID, segment: segment)
            let id = firstWithKey[step] ?? sections.count
            if id == sections.count { firstWithKey[step] = id }
            let inlines = builder.inlines(ofBlock: node)
            let title = inlines.plainText.trimmingSpaces
            let range = source.range(tree[node])
            sections.append(Section(key: key, level: level, title: title, anchor: anchor, range: range, inlines: inlines))
            lines.append(range.start.line)
            keys.append(key)
            entryIDs.append(id)
            open.append((level, key, id))
        }
        return (sections, SectionIndex(lines: lines, keys: keys, ids: entryIDs), tabHeadings)
    }

    /// A section's key as its parent's id and its own segment.
    private struct PathStep: Hashable {
        var parent: Int
        var segment: String
    }

    /// The page's HTML anchors, and its headings' attribute ids (`## Title {#id}`), in document order.
    static func anchors(in tree: MarkdownTree, inlines builder: InlineBuilder, source: SourceText, index: SectionIndex) -> [NamedAnchor] {
        var anchors: [NamedAnchor] = []
        for node in tree.indices {
            guard tree[node].kind == .htmlInline || tree[node].kind == .htmlBlock, tree[node].hasPosition else { continue }
            let inHeading = tree[node].inHeading
            let literal = tree.literal(node)
            for anchor in HTMLTagReader.anchors(in: literal) {
                let start = tree[node].position(ofLiteralOffset: anchor.offset, in: literal, source: source)
                anchors.append(NamedAnchor(name: anchor.name, sectionKey: index.key(forLine: start.line), inHeading: inHeading,
                                           range: SourceRange(start: start, end: start)))
            }
        }
        guard !builder.headingIDs.isEmpty else { return anchors }
        for (node, id) in builder.headingIDs where tree[node].hasPosition {
            let start = source.range(tree[node]).start
            anchors.append(NamedAnchor(name: id, sectionKey: index.key(forLine: start.line), inHeading: true, range: SourceRange(start: start, end: start)))
        }
        return anchors.sorted { $0.range.start < $1.range.start }
    }
}
