import LocDocModel

/// Finds configuration settings by structure alone.
///
/// A list is a *settings list* when at least two of its items, and at least half, are `label: value` pairs
/// (`SettingItem`), or when every item is a group: a pair with no value whose nested list is a settings list or
/// a list of values. A *value list* is a list whose every item is a single code span, link or URL. The topmost
/// settings lists become configuration trees; nothing here knows a word of any language.
enum ConfigurationExtractor {
    static func trees(in document: MarkdownNode, source: SourceText, index: SectionIndex) -> [ConfigurationTree] {
        var trees: [ConfigurationTree] = []
        var ordinals = OrdinalCounter<Int>()
        var read = ReadLists()
        collect(document, source: source, read: &read) { list, entries in
            let (key, section) = index.section(forLine: list.startLine)
            trees.append(ConfigurationTree(sectionKey: key, ordinal: ordinals.next(section), range: source.range(list), entries: entries))
        }
        return trees
    }

    /// Visits lists top-down; a settings list is reported and not searched further.
    private static func collect(_ node: MarkdownNode, source: SourceText, read: inout ReadLists,
                                _ found: (MarkdownNode, [ConfigEntry]) -> Void) {
        if case .list = node.kind, let entries = settings(node, source: source, read: &read) {
            found(node, entries)
            return
        }
        for child in node.children where !child.isInline { collect(child, source: source, read: &read, found) }
    }

    /// What `settings` made of each list already read: a list nested in a list that is not a settings list is
    /// read once as part of its parent's items and once more when the search goes down into it.
    private struct ReadLists {
        var entries: [ObjectIdentifier: [ConfigEntry]?] = [:]
    }

    private struct ItemReading {
        var item: MarkdownNode
        var pair: SettingItem?
        var children: [ConfigEntry]?
        var values: [ConfigListValue]?

        var isGroup: Bool { pair.map { $0.value.isEmpty } == true && (children != nil || values != nil) }
    }

    private static func settings(_ list: MarkdownNode, source: SourceText, read known: inout ReadLists) -> [ConfigEntry]? {
        if let entries = known.entries[ObjectIdentifier(list)] { return entries }
        let items = list.children.filter { $0.kind == .item }
        guard !items.isEmpty else { return nil }
        let readings = items.map { read($0, source: source, read: &known) }
        let pairs = readings.filter { $0.pair != nil }.count
        let isSettings = (pairs >= 2 && pairs * 2 >= items.count) || readings.allSatisfy(\.isGroup)
        let entries = isSettings ? readings.map { entry(for: $0, source: source) } : nil
        known.entries[ObjectIdentifier(list)] = .some(entries)
        return entries
    }

    private static func read(_ item: MarkdownNode, source: SourceText, read known: inout ReadLists) -> ItemReading {
        let paragraph = item.children.first { $0.kind == .paragraph }
        let pair = paragraph.flatMap { SettingItem(paragraph: $0, source: source) }
        var reading = ItemReading(item: item, pair: pair)
        if let nested = item.children.first(where: { if case .list = $0.kind { true } else { false } }) {
            if let entries = settings(nested, source: source, read: &known) {
                reading.children = entries
            } else {
                reading.values = values(nested, source: source)
            }
        }
        return reading
    }

    private static func entry(for reading: ItemReading, source: SourceText) -> ConfigEntry {
        let children = reading.children ?? []
        let itemRange = source.range(reading.item)
        guard let pair = reading.pair else {
            let paragraph = reading.item.children.first { $0.kind == .paragraph }
            let text = paragraph.map { InlineBuilder.inlines($0.children, in: source).plainText.trimmingSpaces } ?? ""
            let start = paragraph.map { source.range($0) } ?? itemRange
            return ConfigEntry(label: text, labelStyle: .plain, labelRange: start, separator: nil, value: "", valueText: "",
                               valueRange: nil, listValues: reading.values ?? [], children: children, keyTypeValue: nil,
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

    /// A group of exactly three plain settings reads as key, type, value.
    private static func keyTypeValue(_ children: [ConfigEntry]) -> KeyTypeValue? {
        guard children.count == 3, children.allSatisfy({ $0.separator != nil && $0.children.isEmpty && $0.listValues.isEmpty }),
              let key = written(children[0]), let type = written(children[1]), let value = written(children[2]) else { return nil }
        return KeyTypeValue(key: key, type: type, value: value)
    }

    private static func written(_ entry: ConfigEntry) -> WrittenValue? {
        entry.valueRange.map { WrittenValue(text: entry.value, range: $0) }
    }

    /// The values of a list whose every item is one code span, one link or one URL; nil otherwise.
    private static func values(_ list: MarkdownNode, source: SourceText) -> [ConfigListValue]? {
        var values: [ConfigListValue] = []
        for item in list.children where item.kind == .item {
            guard item.children.count == 1, let paragraph = item.children.first, paragraph.kind == .paragraph else { return nil }
            let inlines = paragraph.children.filter { !($0.kind == .text && $0.literal.trimmingSpaces.isEmpty) }
            guard inlines.count == 1, let only = inlines.first, only.hasPosition else { return nil }
            let range = source.range(only)
            switch only.kind {
            case .code:
                values.append(ConfigListValue(text: only.literal, isCode: true, range: range))
            case .link(let destination, _):
                values.append(ConfigListValue(text: destination, isCode: false, range: range))
            case .text where ConfigListValue.looksLikeURL(only.literal.trimmingSpaces):
                values.append(ConfigListValue(text: only.literal.trimmingSpaces, isCode: false, range: range))
            default:
                return nil
            }
        }
        return values.isEmpty ? nil : values
    }
}
