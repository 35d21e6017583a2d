import LocDocModel

/// A configuration value the reader types in (identifier, key, Boolean, URL) is valid and the same in every copy.
struct ConfigValueCheck: Check {
    static let description = CheckDescription(
        id: "config-value", category: .configValue, defaultSeverity: .error,
        summary: "A configuration value is invalid or differs from what the other variants agree on",
        rationale: "Readers copy configuration values verbatim into an admin console: a space after a dot in an extension identifier, a label glued into a key or a capitalised Boolean makes the setting silently fail. Values are compared where copies of two languages or more, a third of the languages or more, write them alike (translated prose is left to the copies' own language; copies in one language, or close ones, may share a translation); invalid values are corrupt even in a single copy (an identifier split by spaces, a URL with a space, a Boolean setting whose value is a translated word such as `Verdadeiro`), differences explained by an older source revision are stale.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- **Type** : Rediriger\n- **ID** : com.example.sso"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "- **Typ**: Umleiten\n- **ID**: com.example.sso"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- **Type** : Rediriger\n- **ID** : com.example.sso"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "- **Typ**: Umleiten\n- **ID**: com.example.sso"),
            "th-TH": CheckExample.page(locale: "th-TH", revision: "aaaa", handoff: "01/04/2021", body: "- **ประเภท**: เปลี่ยนเส้นทาง\n- **ID**: com. example. sso"),
        ], expectedVariant: "th-TH", expectedLine: 8),
        // A key written as a code span is judged by its code: split by a space in one copy.
        CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "- Données :\n  - Clé : `ssoEnabled`\n  - Type : Boolean\n  - Valeur : `true`"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "- Daten:\n  - Schlüssel: `sso Enabled`\n  - Typ: Boolean\n  - Wert: `true`"),
        ], expectedVariant: "de-DE", expectedLine: 8)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let slots = page.configSlots
        let literal = page.literalConfigKeys
        let roles = Dictionary(slots.flatMap { $0.map { ($0.key, $0.role) } }, uniquingKeysWith: { first, _ in first })
        var findings: [Finding] = []
        // The copies mostly write the same values (identifiers and keys are not translated): each distinct value is
        // judged once per page.
        var judged = Judgements()
        // Each copy's entry per place, for judging the one a verdict is about.
        var entries = [[String: ConfigEntry]](repeating: [:], count: page.documents.count)
        let booleans = Self.booleanPlaces(slots)
        func issue(_ entry: ConfigEntry, _ role: ConfigSlot.Role, at place: String) -> ValidatorIssue? {
            judged.issue(entry, role: role) ?? (booleans.contains(place) ? Self.booleanIssue(entry) : nil)
        }
        // A setting one copy lacks is the structure's business; its value is judged among the copies that have it.
        let differences = SlotComparison.compare(page, presentOnly: true, slots: { index, _ in
            return slots[index].compactMap { slot -> Slot? in
                guard slot.role != .type, let range = slot.entry.valueRange, slot.entry.children.isEmpty else { return nil }
                let issue = issue(slot.entry, slot.role, at: slot.key)
                guard literal.contains(slot.key) || issue != nil else { return nil }
                if entries[index][slot.key] == nil { entries[index][slot.key] = slot.entry }
                return Slot(key: slot.key, value: slot.entry.value, range: range, evidence: slot.entry.value, isValid: issue == nil)
            }
        }, fallback: { document, _ in SlotComparison.sectionStart(document, .root) })
        var translated = TranslatedIdentifierPart(page: page)
        for difference in differences {
            guard let slot = difference.slot else { continue }
            var verdict = difference.verdict
            let issue = entries[verdict.document][difference.key].flatMap { issue($0, roles[difference.key] ?? .plain, at: difference.key) }
            let expected = verdict.expected ?? issue?.suggestion
            // With nothing expected (the copies disagree, or the newest lacks the place), an invalid value's fix is
            // its own repair, supported by the copies that write the repaired value.
            let supporters = verdict.expected == nil && issue != nil
                ? expected.map { repaired in difference.slots.indices.filter { difference.slots[$0]?.value == repaired } } ?? []
                : verdict.supporters
            var message = issue.map { "\($0.message)" } ?? "Value differs from the other variants"
            // A revision does not explain an identifier that took a word from the translation around it.
            if issue == nil, verdict.findingClass != .corrupt, let value = slot.value, let expected = verdict.expected,
               let word = translated.word(in: value, expected: expected, copy: verdict.document) {
                verdict.findingClass = .corrupt
                message = "`\(word)` in the value is a word of this variant's own text: the identifier was translated"
            }
            if let expected, !supporters.isEmpty {
                // A value that is a code span already shows its backticks.
                let shown = ConfigEntry.isOneCodeSpan(expected) ? expected : "`\(expected)`"
                message += "; \(SlotComparison.names(page, supporters)) write \(shown)"
            }
            findings.append(finding(page, verdict.document, at: difference.range, findingClass: verdict.findingClass, message: message,
                                    evidence: slot.evidence, expected: expected, supporters: supporters,
                                    lines: difference.line(in:)))
        }
        return findings
    }

    /// The value places of key/type/value settings whose type is `Boolean`: two copies or more write that type name
    /// there (the console's name, which most copies keep; a copy that translates it is `config-type-name`'s).
    static func booleanPlaces(_ slots: [[ConfigSlot]]) -> Set<String> {
        var named: [String: Int] = [:]
        for copy in slots {
            for slot in copy where slot.role == .type {
                let text = slot.entry.isWrittenAsCode ? slot.entry.valueText : slot.entry.value
                if text.trimmingSpaces.lowercased() == "boolean" { named[slot.key, default: 0] += 1 }
            }
        }
        return Set(named.filter { $0.value >= 2 }.keys.compactMap(ConfigSlots.valuePlace(ofTypePlace:)))
    }

    /// A Boolean setting's value that is no Boolean at all: a translated word (`Verdadeiro`, `prawda`) is corrupt on its
    /// own. A case variant (`True`) is a spelling of one, left to the comparison with the other copies.
    static func booleanIssue(_ entry: ConfigEntry) -> ValidatorIssue? {
        let text = entry.isWrittenAsCode ? entry.valueText.trimmingSpaces : entry.value
        guard var issue = BooleanValueValidator.validate(text), issue.kind == .notAValue else { return nil }
        issue.evidence = entry.value
        return issue
    }

    /// What is intrinsically wrong with a value, judged by its own shape: an identifier meant as reverse DNS, a
    /// key, a Boolean (a case variant such as `True` is accepted as a spelling here and left to consensus), a URL.
    static func issue(_ value: String, role: ConfigSlot.Role) -> ValidatorIssue? {
        if ReverseDNSValidator.looksLikeReverseDNS(value) { return ReverseDNSValidator.validate(value) }
        if isBoolean(value) { return nil }
        if containsScheme(value) { return URLValidator.validate(value) }
        if role == .key { return ConfigurationKeyValidator.validate(value) }
        return nil
    }

    /// `issue(_:role:)` of each value and role asked for, kept. Values are told apart by their bytes: the
    /// validators work on scalars, and two spellings of one letter are not the same value to them.
    private struct Judgements {
        private struct Question: Hashable {
            var value: [UInt8]
            var role: ConfigSlot.Role
        }

        private var answers: [Question: ValidatorIssue?] = [:]

        /// The entry's value judged as the reader types it: a value written as one code span (`` `sharedDeviceMode` ``)
        /// by its code, as the evidence shows it, with a suggested fix in backticks; otherwise as written. (Judged
        /// with its backticks, every copy's key would be invalid, and none of them compared.)
        mutating func issue(_ entry: ConfigEntry, role: ConfigSlot.Role) -> ValidatorIssue? {
            guard entry.isWrittenAsCode else {
                // A URL only in link markup (`[Authenticator app](https://…)`) is a destination the reader follows, not
                // text they copy: such a value is judged as the reader sees it, and the link checks judge the link.
                if !ConfigValueCheck.containsScheme(entry.valueText), ConfigValueCheck.containsScheme(entry.value) {
                    return issue(entry.valueText, role: role)
                }
                return issue(entry.value, role: role)
            }
            guard var issue = issue(entry.valueText.trimmingSpaces, role: role) else { return nil }
            issue.evidence = entry.value
            issue.suggestion = issue.suggestion.map { "`\($0)`" }
            return issue
        }

        private mutating func issue(_ value: String, role: ConfigSlot.Role) -> ValidatorIssue? {
            let question = Question(value: Array(value.utf8), role: role)
            if let answer = answers[question] { return answer }
            let answer = ConfigValueCheck.issue(value, role: role)
            answers[question] = .some(answer)
            return answer
        }
    }

    /// `value.lowercased()` is `true` or `false`; on the bytes of an ASCII value (every value is checked, in
    /// every copy).
    private static func isBoolean(_ value: String) -> Bool {
        guard value.utf8.allSatisfy({ $0 < 0x80 }) else { return value.lowercased() == "true" || value.lowercased() == "false" }
        let lower = value.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return lower.elementsEqual("true".utf8) || lower.elementsEqual("false".utf8)
    }

    /// Whether the value holds `://`.
    static func containsScheme(_ value: String) -> Bool { ASCIISearch.contains(value, "://") }
}
