import LocDocModel

/// One settings list of one copy of a page, its items matched with the items of the other copies.
///
/// Lists are found the way configuration slots key them (`<section>|tree<n>|<index path>` in `ConfigSlots`): by
/// section and position among the section's lists. Items keep their position when the copy has as many items as
/// most copies have. Otherwise they are matched by shape (a key/type/value group, a list of URLs, a plain value) and
/// by the values copies in different locales share, so one inserted or missing item does not shift every setting
/// after it onto the wrong field.
struct SettingsList {
    let document: Document
    let sectionAnchor: String
    let tree: ConfigurationTree
    /// For each item of the page (0-based), this copy's item, or nil when it lacks it.
    private let ownIndex: [Int?]
    /// This copy's items that match no item of the page.
    let extraItems: [Int]
    /// The number of items most copies have, when this copy has another number.
    let pageCount: Int?
    /// For each item of the page, a copy that has it: `es-ES line 62`.
    private let witnesses: [String?]
    /// Top-level values written the same in copies of at least two locales: literals a reader types, not prose.
    let literals: Set<String>

    enum Located {
        case list(SettingsList)
        /// Why there is no list, and the line of this copy the message is about (nil when the copy lacks the section).
        case missing(String, line: Int?)
    }

    static func locate(section: AnchorPath, list: Int, in document: Document, copies: [Document]) -> Located {
        guard let key = sectionKey(section, in: document) else {
            let elsewhere = copies.lazy.compactMap { copy in
                sectionKey(section, in: copy).flatMap(copy.section)
                    .map { "\(copy.variant) has it at line \($0.range.line)" }
            }.first
            return .missing("The page has no section `\(section)`" + (elsewhere.map { " (\($0))" } ?? ""), line: nil)
        }
        let heading = document.section(key)?.range.line ?? 1
        let lists = document.configuration.filter { $0.sectionKey == key }
        guard let tree = lists.first(where: { $0.ordinal == list }) else {
            let elsewhere = copies.lazy.compactMap { copy in findTree(section, list, in: copy).map { (copy, $0) } }
                .first.map { " (\($0.0.variant) has it at line \($0.1.range.line))" } ?? ""
            let has = lists.isEmpty ? "no settings list" : "\(lists.count) settings list\(lists.count == 1 ? "" : "s")"
            return .missing("Section `\(section)` at line \(heading) has \(has), not a settings list \(list)"
                            + elsewhere, line: heading)
        }
        let others = copies.compactMap { copy in findTree(section, list, in: copy).map { (copy, $0) } }
        return .list(SettingsList(document: document, sectionAnchor: section.description, tree: tree, others: others))
    }

    /// The entry at a 1-based item path, or why there is none.
    func entry(at path: ItemPath) -> Result<ConfigEntry, LookupFailure> {
        let index = path.indexPath
        let line = tree.range.line
        guard let first = index.first else {
            return .failure(LookupFailure(message: "the harness names no item", line: line))
        }
        let own: Int?
        if let pageCount {
            guard first < pageCount else {
                return .failure(LookupFailure(message: "the settings list at line \(line) has no item \(path): most "
                                              + "copies have \(pageCount) items", line: line))
            }
            own = ownIndex[first]
        } else {
            guard first < tree.entries.count else {
                return .failure(LookupFailure(message: "the settings list at line \(line) has \(tree.entries.count) "
                                              + "items, not an item \(path)", line: line))
            }
            own = first
        }
        guard let own else {
            let witness = witnesses[first].map { " (\($0))" } ?? ""
            return .failure(LookupFailure(message: "the settings list at line \(line) lacks item \(first + 1) of the "
                                          + "other copies\(witness)", line: line))
        }
        var entry = tree.entries[own]
        for (depth, nested) in index.dropFirst().enumerated() {
            guard nested < entry.children.count else {
                return .failure(LookupFailure(message: "item \(ItemPath(Array(path.positions.prefix(depth + 1)))) at "
                                              + "line \(entry.range.line) has no nested item \(nested + 1)",
                                              line: entry.range.line))
            }
            entry = entry.children[nested]
        }
        return .success(entry)
    }

    struct LookupFailure: Error {
        var message: String
        var line: Int
    }

    // MARK: - Finding lists

    private static func sectionKey(_ section: AnchorPath, in document: Document) -> SectionKey? {
        document.sections.first { section.names($0.key) }?.key
    }

    private static func findTree(_ section: AnchorPath, _ list: Int, in document: Document) -> ConfigurationTree? {
        guard let key = sectionKey(section, in: document) else { return nil }
        return document.configuration.first { $0.sectionKey == key && $0.ordinal == list }
    }

    // MARK: - Matching items

    private init(document: Document, sectionAnchor: String, tree: ConfigurationTree,
                 others: [(Document, ConfigurationTree)]) {
        self.document = document
        self.sectionAnchor = sectionAnchor
        self.tree = tree
        let literals = Self.literals([(document, tree)] + others)
        self.literals = literals
        let own = tree.entries.count
        var frequency: [Int: Int] = [own: 1]
        for (_, other) in others { frequency[other.entries.count, default: 0] += 1 }
        let most = frequency.values.max() ?? 1
        guard frequency[own] != most, let page = frequency.filter({ $0.value == most }).keys.max() else {
            ownIndex = Array(0..<own)
            extraItems = []
            pageCount = nil
            witnesses = []
            return
        }
        let peers = others.filter { $0.1.entries.count == page }
        let consensus = (0..<page).map { position in
            Self.majority(peers.map { Self.token($0.1.entries[position], literals) })
        }
        witnesses = (0..<page).map { position in
            peers.first { Self.token($0.1.entries[position], literals) == consensus[position] }
                .map { "\($0.0.variant) line \($0.1.entries[position].range.line)" }
        }
        ownIndex = ItemMatching.match(page: consensus, copy: tree.entries.map { Self.token($0, literals) })
        extraItems = Array(Set(0..<own).subtracting(ownIndex.compactMap { $0 })).sorted()
        pageCount = page
    }

    private static func literals(_ lists: [(Document, ConfigurationTree)]) -> Set<String> {
        var locales: [String: Set<String>] = [:]
        for (document, tree) in lists {
            let locale = document.locale?.tag ?? document.variant
            for entry in tree.entries where !SettingShape.readerText(entry).isEmpty {
                locales[SettingShape.readerText(entry), default: []].insert(locale)
            }
        }
        return Set(locales.filter { $0.value.count >= 2 }.keys)
    }

    /// What an item is, for matching: its structure, or the literal it holds.
    private static func token(_ entry: ConfigEntry, _ literals: Set<String>) -> String {
        let text = SettingShape.readerText(entry)
        if entry.keyTypeValue != nil { return "key/type/value" }
        if !entry.children.isEmpty { return "group" }
        if !entry.listValues.isEmpty || ConfigListValue.looksLikeURL(text) { return "list" }
        if literals.contains(text) { return "=" + text }
        return text.isEmpty ? "empty" : "value"
    }

    private static func majority(_ tokens: [String]) -> String {
        var counts: [String: Int] = [:]
        for token in tokens { counts[token, default: 0] += 1 }
        return tokens.first { counts[$0] == counts.values.max() } ?? "value"
    }
}
