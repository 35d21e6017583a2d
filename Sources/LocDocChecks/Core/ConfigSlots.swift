import LocDocModel

/// Every configuration entry of a page copy with an alignment key and its structural role.
///
/// Trees align by section and ordinal, entries by their index path in the tree (`<section>|tree1|4/0`). The
/// role comes from shape only: the three children of a key/type/value group are key, type and value.
struct ConfigSlot {
    enum Role: String {
        case plain, key, type, value
    }

    var key: String
    var entry: ConfigEntry
    var role: Role
}

enum ConfigSlots {
    static func slots(of document: Document) -> [ConfigSlot] {
        var result: [ConfigSlot] = []
        for tree in document.configuration {
            let prefix = "\(tree.sectionKey)|tree\(tree.ordinal)|"
            visit(tree.entries, path: "", prefix: prefix, roles: nil, into: &result)
        }
        return result
    }

    private static func visit(_ entries: [ConfigEntry], path: String, prefix: String, roles: [ConfigSlot.Role]?,
                              into result: inout [ConfigSlot]) {
        for (index, entry) in entries.enumerated() {
            let here = path.isEmpty ? "\(index)" : "\(path)/\(index)"
            result.append(ConfigSlot(key: prefix + here, entry: entry, role: roles?[index] ?? .plain))
            let childRoles: [ConfigSlot.Role]? = entry.keyTypeValue != nil ? [.key, .type, .value] : nil
            visit(entry.children, path: here, prefix: prefix, roles: childRoles, into: &result)
        }
    }

    /// The place of a key/type/value group's value, from its type's place (`…|4/1` → `…|4/2`): the group's children
    /// are key, type and value, in that order (`visit`).
    static func valuePlace(ofTypePlace key: String) -> String? {
        key.hasSuffix("/1") ? String(key.dropLast()) + "2" : nil
    }

    /// A value worth comparing across locales: the same non-empty text in copies of at least two languages, a third
    /// or more of the languages that have a value there. Values that differ everywhere are translated prose, which
    /// only the copies' own language can judge. Copies in one language (`zh-HK`, `zh-TW`) may share one translation,
    /// and so may close languages (`Nama pengguna.` in `id-ID` and `ms-MY`, on a page in 44 locales): two of many
    /// agreeing do not make a value literal; identifiers, keys and console names are kept by most copies.
    static func literalKeys(_ documents: [Document], _ slots: [[ConfigSlot]]) -> Set<String> {
        // Each copy's language as a number (a copy without a locale is a language of its own).
        var numbers: [Substring: Int] = [:]
        let language = documents.indices.map { document -> Int in
            guard let tag = documents[document].locale?.language else { return -1 - document }
            if let number = numbers[tag] { return number }
            numbers[tag] = numbers.count
            return numbers.count - 1
        }
        // Per place and value, the languages of the copies that write it (repeated when copies share a language).
        var holders: [String: [String: [Int]]] = [:]
        for (document, copySlots) in slots.enumerated() {
            for slot in copySlots where !slot.entry.value.isEmpty {
                holders[slot.key, default: [:]][slot.entry.value, default: []].append(language[document])
            }
        }
        return Set(holders.compactMap { key, values -> String? in
            let agreeing = values.values.lazy.filter { $0.count >= 2 }.map { Set($0).count }.max() ?? 0
            guard agreeing >= 2 else { return nil }
            let languages = Set(values.values.joined()).count
            return agreeing * 3 >= languages ? key : nil
        })
    }
}
