import LocDocModel

/// Which of a copy's code spans are settings' values, which the configuration checks read (`config-value`,
/// `config-url-list`), and which are prose: spans outside settings, and spans in a label written as prose (`Read the
/// OAuth details from the `userInfo` dictionary:`). A label written as code is a key, and the key checks read it.
struct SettingSpans {
    private let lines: SettingsLines
    /// Where settings' labels are prose: the label's line, from its start to its value (or the line's end).
    private let labels: [(line: Int, columns: Range<Int>)]

    init(_ document: Document, lines: SettingsLines? = nil) {
        self.lines = lines ?? SettingsLines(document)
        var labels: [(line: Int, columns: Range<Int>)] = []
        func visit(_ entries: [ConfigEntry]) {
            for entry in entries {
                if entry.labelStyle != .code {
                    let start = entry.labelRange.start
                    let end = entry.valueRange.flatMap { $0.start.line == start.line ? $0.start.column : nil } ?? Int.max
                    if end > start.column { labels.append((start.line, start.column..<end)) }
                }
                visit(entry.children)
            }
        }
        for tree in document.configuration { visit(tree.entries) }
        self.labels = labels
    }

    /// Whether the span belongs to a setting rather than to prose.
    func isSetting(_ span: InlineCode) -> Bool {
        let start = span.range.start
        return lines.contains(start.line) && !labels.contains { $0.line == start.line && $0.columns.contains(start.column) }
    }
}
