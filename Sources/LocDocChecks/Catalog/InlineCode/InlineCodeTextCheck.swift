import LocDocModel

/// A code span that the other copies of a section write one way is not re-cased or split in this one.
///
/// No word list: code is not translated, so where copies of a section share a span (`true`, `com.contoso.myapp`)
/// and one copy lacks it (or writes it fewer times than most of its holders do) and has a span found in no other copy that differs from it only in letter case, spaces, hyphens
/// or underscores (`True`, `com. contoso. myapp`, `--use-device code`), that is the same span, damaged; so is the one span a copy has in letters outside
/// ASCII where the one span it lacks is code (`phạm vi` for `scopes`), the one option it has where it lacks
/// another (`--inquilino` for `--tenant`), and code in place of code of the same shape, when the shape is the only
/// one of its kind on both sides (`-50020` for `-50002`, `brukerInfo` for `userInfo`). Copies holding neither spelling are not judged
/// (a translation may reword around its spans), and spans in settings' values are left to `config-value`. Revisions decide
/// corrupt against stale, as for every other aligned value, except for white space put into a span the others write
/// without it, which no source revision writes: that is corrupt.
struct InlineCodeTextCheck: Check {
    static let description = CheckDescription(
        id: "inline-code-text", category: .inlineCode, defaultSeverity: .warning,
        summary: "A code span is re-cased, split, translated or changed where the other variants write it identically",
        rationale: "Readers copy code spans into consoles, property lists and code: a capitalised `True`, a re-cased identifier, a space inside it (`com. contoso`), a translated identifier or option (`phạm vi` for `scopes`, `--inquilino` for `--tenant`) or a changed one (`-50020` for `-50002`) no longer works. Code is not translated, so the other copies of the section show how the span is written; a UI label in a code span (`Save`), which a translation may localise, is not taken for code. White space put into a span (`Array.prototype. push`, ` webSecurity`) is corrupt even where the copies record no revision.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "Définissez `allowPublicClient` sur `true`."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "Setzen Sie `allowPublicClient` auf `true`."),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "Définissez `allowPublicClient` sur `true`."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "Setzen Sie `allowPublicClient` auf `true`."),
            "tr-TR": CheckExample.page(locale: "tr-TR", revision: "aaaa", handoff: "01/04/2021", body: "`allowPublicClient` değerini `True` olarak ayarlayın."),
        ], expectedVariant: "tr-TR", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        // Each copy's spans outside settings, by section.
        var spans: [SectionKey: [[InlineCode]]] = [:]
        for (copy, document) in page.documents.enumerated() {
            let settings = SettingSpans(document, lines: page.settingsLines[copy])
            for span in document.inlineCode where !settings.isSetting(span) {
                spans[span.sectionKey, default: Array(repeating: [], count: page.documents.count)][copy].append(span)
            }
        }
        var findings: [Finding] = []
        for section in spans.keys.sorted() {
            findings += sectionFindings(page, spans: spans[section]!)
        }
        return findings
    }

    private func sectionFindings(_ page: PageSet, spans: [[InlineCode]]) -> [Finding] {
        var holders: [String: [Int]] = [:]
        for (copy, copySpans) in spans.enumerated() {
            for text in Set(copySpans.map(\.text)) { holders[text, default: []].append(copy) }
        }
        let shared = holders.filter { $0.value.count >= 2 }.keys.sorted()
        guard !shared.isEmpty else { return [] }
        // How often each copy writes each span, and how often most of its holders do: a copy that writes `true` once
        // where the others write it twice may have re-cased the other one (`True` in a table beside `true` in prose).
        // Counted only for a section where some copy has a span no other copy has (most sections have none).
        var counts: [[String: Int]] = [], usual: [String: Int] = [:]
        if spans.contains(where: { $0.contains { holders[$0.text]?.count == 1 } }) {
            counts = spans.map { copySpans in Dictionary(copySpans.map { ($0.text, 1) }, uniquingKeysWith: +) }
            usual = Dictionary(uniqueKeysWithValues: shared.map { text in (text, Self.usualCount(holders[text]!.map { counts[$0][text]! })) })
        }
        // A copy's span that no other copy has, read as the one shared span it differs from only in case or spaces.
        var written: [String: [Int: InlineCode]] = [:]
        for (copy, copySpans) in spans.enumerated() {
            let missing = shared.filter { !(holders[$0]?.contains(copy) ?? true) }
            let short = counts.isEmpty ? [] : shared.filter { counts[copy][$0, default: 0] < usual[$0]! }
            var unpaired: [InlineCode] = []
            for span in copySpans where holders[span.text]?.count == 1 {
                let alike = short.filter { Self.sameCode(span.text, $0) }
                guard alike.count == 1, written[alike[0]]?[copy] == nil else { unpaired.append(span); continue }
                written[alike[0], default: [:]][copy] = span
            }
            // Translated: the one span of the section this copy lacks is code, and the one it has instead reads as its
            // translation (`phạm vi` for `scopes`, `--inquilino` for `--tenant`).
            let unclaimed = missing.filter { written[$0]?[copy] == nil }
            var seen: Set<String> = []
            unpaired = unpaired.filter { seen.insert($0.text).inserted }
            if unpaired.count == 1, unclaimed.count == 1, Self.looksLikeCode(unclaimed[0]),
               Self.readsAsTranslation(unpaired[0].text, of: unclaimed[0]) {
                written[unclaimed[0], default: [:]][copy] = unpaired[0]
                continue
            }
            // Changed: code in place of code of the same shape (`-50020` for `-50002`, `brukerInfo` for `userInfo`),
            // each the only one of its shape on its side, so the pairing is not a guess.
            for span in unpaired where Self.looksLikeCode(span.text) {
                let shape = Self.shape(span.text)
                let theirs = unclaimed.filter { Self.looksLikeCode($0) && Self.shape($0) == shape }
                guard theirs.count == 1, unpaired.filter({ Self.shape($0.text) == shape }).count == 1 else { continue }
                written[theirs[0], default: [:]][copy] = span
            }
        }
        var findings: [Finding] = []
        for (text, changed) in written.sorted(by: { $0.key < $1.key }) {
            // Where each copy writes the span: its changed one, or its span of that text nearest in the section's order
            // to the first changed one (the table row's `true`, not the paragraph's, when the table's was re-cased).
            var place: [Int: InlineCode] = changed
            let ordinal = changed.keys.min().flatMap { changed[$0]?.ordinal } ?? 0
            for copy in holders[text] ?? [] where place[copy] == nil {
                place[copy] = spans[copy].filter { $0.text == text }.min { abs($0.ordinal - ordinal) < abs($1.ordinal - ordinal) }
            }
            // White space put into a span the others write without it (`Array.prototype. push`, ` webSecurity`) is
            // damage whatever the revisions say: no source writes an identifier with a space in it.
            let observations = place.keys.sorted().map { copy in
                Consensus.Observation(document: copy, value: place[copy]!.text,
                                      isValid: changed[copy] == nil || !Self.insertsWhiteSpace(place[copy]!.text, into: text))
            }
            for verdict in Consensus(observations, in: page).verdicts {
                guard let span = place[verdict.document], let expected = verdict.expected else { continue }
                let holders = SlotComparison.names(page, verdict.supporters)
                findings.append(finding(page, verdict.document, at: span.range, findingClass: verdict.findingClass,
                                        message: "`\(span.text)` is written `\(expected)` in \(holders)",
                                        evidence: "`\(span.text)`", expected: "`\(expected)`", supporters: verdict.supporters,
                                        lines: { place[$0]?.range.start.line }))
            }
        }
        return findings
    }

    /// The count most holders write a span with (the smaller on a tie).
    static func usualCount(_ counts: [Int]) -> Int {
        let tally = Dictionary(counts.map { ($0, 1) }, uniquingKeysWith: +)
        return tally.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 0
    }

    /// An identifier, not a label: ASCII, no white space, and in lower case first, or with a capital inside, or with
    /// code's punctuation (`scopes`, `allowPublicClient`, `Foo.bar()`), where `Save` may be a UI label a translation
    /// localises.
    static func looksLikeCode(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, scalars.allSatisfy({ $0.isASCII && !ScalarClass.isWhitespace($0) }) else { return false }
        return ScalarClass.isLowercase(first) || scalars.dropFirst().contains(where: ScalarClass.isUppercase)
            || scalars.contains { "._()/:-[]<>$@#=".unicodeScalars.contains($0) }
    }

    /// Runs of lower-case letters, capitals and digits as one `a`, `A` or `9` each, other scalars as themselves:
    /// `userInfo` and `brukerInfo` are `aAa`, `-50002` is `-9`, `com.contoso.app` is `a.a.a`.
    static func shape(_ text: String) -> String {
        var shape = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let kind: Unicode.Scalar = ScalarClass.isDigit(scalar) ? "9"
                : ScalarClass.isUppercase(scalar) ? "A" : ScalarClass.isLetter(scalar) ? "a" : scalar
            if kind == "a" || kind == "A" || kind == "9", shape.last == kind { continue }
            shape.append(kind)
        }
        return String(shape)
    }

    /// A span written instead of code that reads as its translation: letters outside ASCII (`phạm vi` for `scopes`),
    /// or a command-line option in place of another (`--inquilino` for `--tenant`), since option names are never
    /// translated. An ASCII word for an ASCII word (`Save`, `Guardar`) may be a localised label, and is not judged.
    private static func readsAsTranslation(_ text: String, of code: String) -> Bool {
        text.unicodeScalars.contains { !$0.isASCII && ScalarClass.isLetter($0) } || (isOption(text) && isOption(code))
    }

    /// A command-line option: one or two hyphens, a letter, then letters, digits and hyphens (`-v`, `--tenant`,
    /// `--use-device-code`).
    private static func isOption(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        guard scalars.first == "-" else { return false }
        scalars = scalars.dropFirst()
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        guard let first = scalars.first, ScalarClass.isASCIILetter(first) else { return false }
        return scalars.allSatisfy { ScalarClass.isASCIILetter($0) || ScalarClass.isASCIIDigit($0) || $0 == "-" }
    }

    /// `written` is `shared` with white space added and nothing else changed (`. spec.os.name` for `.spec.os.name`).
    static func insertsWhiteSpace(_ written: String, into shared: String) -> Bool {
        let kept = written.unicodeScalars.filter { !ScalarClass.isWhitespace($0) }
        return kept.count < written.unicodeScalars.count && !shared.unicodeScalars.contains(where: ScalarClass.isWhitespace)
            && kept.elementsEqual(shared.unicodeScalars)
    }

    /// Two spellings of one span: different, but the same letters once case, spaces, hyphens and underscores are
    /// set aside (`--use-device code` for `--use-device-code`), and more than a letter or two (`x` against `X` may
    /// be two variables).
    static func sameCode(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs != rhs else { return false }
        func kept(_ scalar: Unicode.Scalar) -> Bool { !ScalarClass.isWhitespace(scalar) && scalar != "-" && scalar != "_" }
        let left = lhs.unicodeScalars.filter(kept), right = rhs.unicodeScalars.filter(kept)
        guard left.count >= 3, left.count == right.count else { return false }
        return String(String.UnicodeScalarView(left)).lowercased() == String(String.UnicodeScalarView(right)).lowercased()
    }
}
