import LocDocModel

/// A name the other copies write identically (a product or brand name) is not split or re-cased in this one.
///
/// No word list: the names are the capitalised Latin-letter words (five letters or more) that most copies of
/// a section write identically, which in translated prose are the names left untranslated. In each copy, the
/// same letters split by a space (`micro soft`, `Enter PRISE`) or with other inner capitals (`InTune`) are
/// reported, unless the copy writes the name itself as many times as the others do (then the words are its own), or
/// the words are the name split at an inner capital and written in lower case (`virtual service` for
/// `VirtualService`, as writers name a type in prose).
struct SplitTermCheck: Check {
    static let description = CheckDescription(
        id: "punctuation-split-name", category: .punctuation, defaultSeverity: .warning,
        summary: "A name the other variants write identically is split by a space or re-cased",
        rationale: "Machine translation tokenisers split product names they do not know (`micro soft`, `Enter PRISE`) or re-case them (`InTune`). Readers search for and type these names; the other copies show how the page spells them.",
        passing: [CheckExample(pages: [
            "nl-NL": CheckExample.page(locale: "nl-NL", revision: "aaaa", handoff: "01/02/2021", body: "De Microsoft Authenticator-app beheert het apparaat."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "Die Microsoft Authenticator-App verwaltet das Gerät."),
        ]), CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021", body: "Apply a virtual service to route the traffic."),
            "uk-UA": CheckExample.page(locale: "uk-UA", revision: "aaaa", handoff: "01/03/2021", body: "Застосуйте VirtualService для маршрутизації."),
            "zh-CN": CheckExample.page(locale: "zh-CN", revision: "aaaa", handoff: "01/04/2021", body: "应用 VirtualService 来路由流量。"),
        ]), CheckExample(pages: [
            "zh-TW": CheckExample.page(locale: "zh-TW", revision: "aaaa", handoff: "01/02/2021", body: "在 macOS 上安裝。"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "Unter MacOS installieren."),
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/04/2021", body: "Installer sur MacOS."),
        ])],
        failing: [CheckExample(pages: [
            "nl-NL": CheckExample.page(locale: "nl-NL", revision: "aaaa", handoff: "01/02/2021", body: "De micro soft Authenticator-app beheert het apparaat."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "Die Microsoft Authenticator-App verwaltet das Gerät."),
            "es-ES": CheckExample.page(locale: "es-ES", revision: "aaaa", handoff: "01/04/2021", body: "La aplicación Microsoft Authenticator administra el dispositivo."),
        ], expectedVariant: "nl-NL", expectedLine: 7)]
    )

    /// A run of prose text in a text node, with the file position of its first character. Scalars, because
    /// columns count code points and the classification below is ASCII only.
    private struct Run {
        var text: ArraySlice<Unicode.Scalar>
        var start: SourcePosition
    }

    func findings(in page: PageSet) -> [Finding] {
        // Settings are left to the configuration checks, which report a split value once, as a value.
        let blocks = page.documents.indices.map { copy in
            page.documents[copy].textBlocks.indices.filter { !page.settingsLines[copy].contains(page.documents[copy].textBlocks[$0].range.start.line) }
        }
        // Sections are numbered in order once, and each copy's runs of text are listed per section number. A copy's
        // blocks come section by section, so a block's key is hashed only when it differs from the block before.
        var numbering = Numbering<SectionKey>()
        let blockSections = page.documents.indices.map { copy in
            var last: (key: SectionKey, number: Int)?
            return blocks[copy].map { block -> Int in
                let key = page.documents[copy].textBlocks[block].sectionKey
                if let last, last.key == key { return last.number }
                let number = numbering.number(key)
                last = (key, number)
                return number
            }
        }
        let keys = numbering.keys
        let sections = keys.indices.sorted { keys[$0] < keys[$1] }
        var rank = [Int](repeating: 0, count: keys.count)
        for (position, number) in sections.enumerated() { rank[number] = position }
        let runs = page.documents.indices.map { copy in
            var bySection = [[Run]](repeating: [], count: sections.count)
            for (block, number) in zip(blocks[copy], blockSections[copy]) {
                page.prose[copy][block].forEachTextNode { bySection[rank[number]].append(Run(text: $0, start: $1)) }
            }
            return bySection
        }
        var findings: [Finding] = []
        for section in sections.indices {
            // The copies that write each name, in copy order, with the line where each first writes it and how many
            // times it does: copies are read in order, so a copy is added once, when it is not the last one added.
            var holders: [String: [(copy: Int, line: Int, count: Int)]] = [:]
            for copy in page.documents.indices {
                for run in runs[copy][section] {
                    Self.names(in: run.text) { name in Self.note(&holders[name, default: []], copy: copy, line: run.start.line) }
                }
            }
            let shared = holders.filter { $0.value.count >= 2 && $0.value.count * 2 > page.documents.count }.keys.sorted()
            guard !shared.isEmpty else { continue }
            let wanted = Wanted(shared)
            for index in page.documents.indices {
                for run in runs[index][section] {
                    for (name, offset, written) in Self.mangled(wanted, in: run.text) {
                        let holding = holders[name] ?? []
                        let supporters = holding.map(\.copy).filter { $0 != index }
                        // A copy that writes the name as many times as the others (the median of theirs) has every
                        // occurrence intact: the words are a phrase of its own (`Android Account Manager` in an
                        // image's description, beside `AccountManager` where the others write it), not the name.
                        let theirs = holding.filter { $0.copy != index }.map(\.count).sorted()
                        if let own = holding.first(where: { $0.copy == index })?.count, own >= theirs[(theirs.count - 1) / 2] { continue }
                        let start = SourcePosition(line: run.start.line, column: run.start.column + offset)
                        findings.append(finding(page, index, at: SourceRange(start: start, end: start), findingClass: .corrupt,
                                                message: "`\(written)` should be `\(name)`, as \(SlotComparison.names(page, supporters)) write it",
                                                evidence: written, expected: name, supporters: supporters,
                                                lines: { copy in holding.first { $0.copy == copy }?.line }))
                    }
                }
            }
        }
        return findings
    }

    /// One more occurrence of a name in a copy: the copy's entry is the last one when the copy has one.
    private static func note(_ entries: inout [(copy: Int, line: Int, count: Int)], copy: Int, line: Int) {
        if entries.last?.copy == copy { entries[entries.count - 1].count += 1 } else { entries.append((copy, line, 1)) }
    }

    /// Hands over the capitalised words of five or more Latin letters. Over the scalars' buffer: every copy's prose
    /// goes through here.
    private static func names(in text: ArraySlice<Unicode.Scalar>, _ body: (String) -> Void) {
        text.withUnsafeBufferPointer { text in
            var index = 0
            while index < text.count {
                guard ScalarClass.isASCIILetter(text[index]) else { index += 1; continue }
                let first = index
                while index < text.count, ScalarClass.isASCIILetter(text[index]) { index += 1 }
                guard index - first >= 5, ScalarClass.isUppercase(text[first]) else { continue }
                // ASCII letters: one byte each, written straight into the string's storage.
                body(String(unsafeUninitializedCapacity: index - first) { bytes in
                    for offset in 0..<(index - first) { bytes[offset] = UInt8(truncatingIfNeeded: text[first + offset].value) }
                    return index - first
                })
            }
        }
    }

    /// The shared names of a section, looked up by their first letter (names are capitalised Latin words).
    private struct Wanted {
        var names: [String]
        /// Each name as written and in capitals, as scalars (names are ASCII letters).
        var written: [(name: [Unicode.Scalar], capitals: [Unicode.Scalar])]
        var letters: [[Unicode.Scalar]]
        /// Indices into `names`, by the first letter lower-cased minus `a`.
        var byFirstLetter = [[Int]](repeating: [], count: 26)
        /// Bit `n` set when a name starts with the letter `a` + n.
        var firstLetters: UInt32 = 0

        init(_ names: [String]) {
            self.names = names
            written = names.map { (Array($0.unicodeScalars), Array($0.uppercased().unicodeScalars)) }
            letters = names.map { $0.unicodeScalars.map(ScalarClass.asciiLowercased) }
            for (index, word) in letters.enumerated() {
                byFirstLetter[Int(word[0].value) - 0x61].append(index)
                firstLetters |= 1 << (word[0].value - 0x61)
            }
        }
    }

    /// Where the names' letters appear, case-insensitively, as a word with one inner space or other inner capitals:
    /// by name (in `wanted`'s order), then by offset. One pass over the text for all names: each word start is
    /// tried against the names that begin with its letter.
    private static func mangled(_ wanted: Wanted, in text: ArraySlice<Unicode.Scalar>) -> [(name: String, offset: Int, written: String)] {
        var found: [(name: Int, offset: Int, written: String)] = []
        text.withUnsafeBufferPointer { text in
            var start = 0
            // Word starts only: a match starts a word.
            while start < text.count {
                guard ScalarClass.isASCIILetter(text[start]) else { start += 1; continue }
                let first = ScalarClass.asciiLowercased(text[start]).value
                if wanted.firstLetters & (1 << (first - 0x61)) != 0 {
                    for index in wanted.byFirstLetter[Int(first) - 0x61] {
                        if let written = mangled(wanted.written[index], letters: wanted.letters[index], at: start, in: text) {
                            found.append((index, start, written))
                        }
                    }
                }
                while start < text.count, ScalarClass.isASCIILetter(text[start]) { start += 1 }
            }
        }
        found.sort { ($0.name, $0.offset) < ($1.name, $1.offset) }
        return found.map { (wanted.names[$0.name], $0.offset, $0.written) }
    }

    /// `name` written at `start` split by one space or with other inner capitals, as written; nil otherwise. A
    /// name written without a space (the usual case) is compared scalar by scalar, without making a string.
    private static func mangled(_ name: (name: [Unicode.Scalar], capitals: [Unicode.Scalar]), letters: [Unicode.Scalar],
                                at start: Int, in text: UnsafeBufferPointer<Unicode.Scalar>) -> String? {
        var position = start, matched = 0, spaces = 0, spaceBefore = 0
        while matched < letters.count, position < text.count {
            if ScalarClass.asciiLowercased(text[position]) == letters[matched] { matched += 1; position += 1 }
            else if text[position] == " ", matched > 0, spaces == 0 { spaces += 1; spaceBefore = matched; position += 1 }
            else { break }
        }
        guard matched == letters.count, position == text.count || !ScalarClass.isASCIILetter(text[position]) else { return nil }
        let written = text[start..<position]
        if spaces == 1, ScalarClass.isUppercase(name.name[spaceBefore]), !written.contains(where: ScalarClass.isUppercase) {
            // Split where the name has an inner capital, in lower case: the words a writer uses for a type
            // (`virtual service` for `VirtualService`), not a name broken by a tokeniser.
            return nil
        }
        if spaces == 0 {
            // Other inner capitals: a capital after the first letter, and neither the name nor its capitals. The
            // name's own inner capitals with only its first letter lowered (`macOS` for `MacOS`, `webSecurity` for
            // `WebSecurity`) is a spelling the brand or the API uses, not a re-cased name.
            guard written.dropFirst().contains(where: ScalarClass.isUppercase), !written.elementsEqual(name.name),
                  !written.elementsEqual(name.capitals), !written.dropFirst().elementsEqual(name.name.dropFirst()) else { return nil }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: written)
        return String(view)
    }
}
