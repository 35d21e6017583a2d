import LocDocModel

/// Finds configuration settings by structure alone.
///
/// A list is a *settings list* when at least two of its items, and at least half, are `label: value` pairs
/// (`SettingItem`), or when every item is a group: a pair with no value whose nested list is a settings list or
/// a list of values. A *value list* is a list whose every item is a single code span, link or URL. The topmost
/// settings lists become configuration trees; nothing here knows a word of any language.
enum ConfigurationExtractor {
    static func trees(in tree: MarkdownTree, inlines: InlineBuilder, source: SourceText, index: SectionIndex) -> [ConfigurationTree] {
        var trees: [ConfigurationTree] = []
        var ordinals = OrdinalCounter<Int>()
        let reader = Reader(tree: tree, inlines: inlines, source: source)
        var read = ReadLists()
        // Lists top-down in document order; a settings list is reported and not searched further. Inlines hold no
        // lists, so the search skips them.
        var node = MarkdownTree.root
        while node < tree.nodes.count {
            if tree[node].kind == .list, case let run = tree.listRun(from: node), let entries = reader.settings(run, read: &read) {
                let (key, section) = index.section(forLine: tree[node].startLine)
                let range = SourceRange(start: source.range(tree[node]).start, end: source.range(tree[run[run.count - 1]]).end)
                trees.append(ConfigurationTree(sectionKey: key, ordinal: ordinals.next(section), range: range, entries: entries))
                node = tree[run[run.count - 1]].end
            } else if tree[node].isInline {
                node = tree[node].end
            } else {
                node += 1
            }
        }
        return trees
    }

    /// What `settings` made of each list already read: a list nested in a list that is not a settings list is
    /// read once as part of its parent's items and once more when the search goes down into it.
    private struct ReadLists {
        var entries: [Int: [ConfigEntry]?] = [:]
    }

    private struct ItemReading {
        var item: Int
        /// The paragraph that names the item, if any.
        var label: Int?
        var pair: SettingItem?
        var children: [ConfigEntry]?
        var values: [ConfigListValue]?

        /// A bulleted item that holds its label and nested lists, and nothing else (no paragraph after the list).
        var isBulletLabelOverLists = false

        /// A pair with no value over a nested settings list or list of values; or, in a bulleted list, any label
        /// over a nested settings list and nothing else: the group's name need not end in a colon
        /// (`Configuration 1.`). A numbered item is a step of a procedure, not a group, unless its label is a pair.
        var isGroup: Bool {
            pair.map { $0.value.isEmpty } == true && (children != nil || values != nil)
                || pair == nil && label != nil && isBulletLabelOverLists && children != nil
        }
    }

    /// One file's tree and what the reading of its lists needs.
    private struct Reader {
        let tree: MarkdownTree
        let inlines: InlineBuilder
        let source: SourceText

        /// `run`: a list and the lists only comments separate from it (`MarkdownTree.listRun`), read as one.
        func settings(_ run: [Int], read known: inout ReadLists) -> [ConfigEntry]? {
            let list = run[0]
            if let entries = known.entries[list] { return entries }
            let items = run.flatMap { tree.children(of: $0).filter { tree[$0].kind == .item } }
            guard !items.isEmpty else { return nil }
            let readings = items.map { read($0, read: &known) }
            let pairs = readings.filter { $0.pair != nil }.count
            let isSettings = (pairs >= 2 && pairs * 2 >= items.count) || readings.allSatisfy(\.isGroup)
            let entries = isSettings ? readings.map { entry(for: $0) } : nil
            known.entries[list] = .some(entries)
            return entries
        }

        private func read(_ item: Int, read known: inout ReadLists) -> ItemReading {
            let children = tree.children(of: item)
            var paragraph = children.first { tree[$0].kind == .paragraph }
            var lists = children.filter { tree[$0].kind == .list }
            // `- 1. Configuration:` over a nested list: a translation put the group's number first, which makes
            // the item's name a one-item numbered list. Its paragraph names the item, and the next list is nested.
            if paragraph == nil, lists.count >= 2, let named = soleParagraph(ofOneItemList: lists[0]) {
                paragraph = named
                lists.removeFirst()
            }
            var pair = paragraph.flatMap { SettingItem(paragraph: $0, in: tree, source: source) }
            // `1. Track an event:` over a code sample: a step that introduces its sample, as a step's `…: Objective-C:`
            // does (`SettingItem`), not a setting with no value.
            if pair?.value.isEmpty == true, children.contains(where: { tree[$0].kind == .codeBlock }) { pair = nil }
            var reading = ItemReading(item: item, label: paragraph, pair: pair)
            reading.isBulletLabelOverLists = !tree[tree[item].parent].isOrderedList && children.allSatisfy { $0 == paragraph || tree[$0].kind == .list }
            if let nested = lists.first.map(tree.listRun) {
                if let entries = settings(nested, read: &known) {
                    reading.children = entries
                } else {
                    reading.values = values(nested)
                }
            }
            return reading
        }

        private func entry(for reading: ItemReading) -> ConfigEntry {
            let children = reading.children ?? []
            let itemRange = source.range(tree[reading.item])
            guard let pair = reading.pair else {
                let paragraph = reading.label
                let text = paragraph.map { inlines.inlines(ofBlock: $0).plainText.trimmingSpaces } ?? ""
                let start = paragraph.map { source.range(tree[$0]) } ?? itemRange
                return ConfigEntry(label: text, labelStyle: .plain, labelRange: start, separator: nil, value: "", valueText: "",
                                   valueRange: nil, listValues: reading.values ?? [], children: children, keyTypeValue: keyTypeValue(children),
                                   range: itemRange)
            }
            let labelStart = source.position(line: pair.labelStart.line, byteColumn: pair.labelStart.column)
            let valueRange = pair.valueSpan.map {
                SourceRange(start: source.position(line: $0.line, byteColumn: $0.start), end: source.position(line: $0.line, byteColumn: $0.end))
            }
            return ConfigEntry(label: pair.label, labelStyle: pair.labelStyle, labelRange: SourceRange(start: labelStart, end: labelStart),
                               separator: pair.separator, value: pair.value, valueText: pair.valueText, valueRange: valueRange,
                               listValues: reading.values ?? [], children: children, keyTypeValue: keyTypeValue(children),
                               range: itemRange)
        }

        /// The paragraph of a list of one item that holds only that paragraph.
        private func soleParagraph(ofOneItemList list: Int) -> Int? {
            let items = Array(tree.children(of: list))
            guard items.count == 1, let paragraph = tree.firstChild(of: items[0]), tree[paragraph].kind == .paragraph,
                  tree[paragraph].end == tree[items[0]].end else { return nil }
            return paragraph
        }

        /// The values of a list whose every item is one code span, one link or one URL; nil otherwise.
        private func values(_ run: [Int]) -> [ConfigListValue]? {
            var values: [ConfigListValue] = []
            for item in run.flatMap(tree.children) where tree[item].kind == .item {
                guard let paragraph = tree.firstChild(of: item), tree[paragraph].end == tree[item].end,
                      tree[paragraph].kind == .paragraph else { return nil }
                let inlines = tree.children(of: paragraph).filter { !(tree[$0].kind == .text && tree.literal($0).trimmingSpaces.isEmpty) }
                guard inlines.count == 1, let only = inlines.first, tree[only].hasPosition else { return nil }
                let range = source.range(tree[only])
                switch tree[only].kind {
                case .code:
                    values.append(ConfigListValue(text: tree.literal(only), isCode: true, range: range))
                case .link:
                    values.append(ConfigListValue(text: tree.detail(only), isCode: false, range: range))
                case .text where ConfigListValue.looksLikeURL(tree.literal(only).trimmingSpaces):
                    values.append(ConfigListValue(text: tree.literal(only).trimmingSpaces, isCode: false, range: range))
                default:
                    return nil
                }
            }
            return values.isEmpty ? nil : values
        }
    }

    /// A group of exactly three plain settings reads as key, type, value.
    private static func keyTypeValue(_ children: [ConfigEntry]) -> KeyTypeValue? {
        guard children.count == 3, children.allSatisfy({ $0.separator != nil && $0.children.isEmpty && $0.listValues.isEmpty }),
              let key = written(children[0]), let type = written(children[1]), let value = written(children[2]) else { return nil }
        return KeyTypeValue(key: key, type: type, value: value)
    }

    private static func written(_ entry: ConfigEntry) -> WrittenValue? {
        entry.valueRange.map { WrittenValue(text: entry.value, range: $0) }
    }
}
