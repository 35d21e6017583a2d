import LocDocModel

/// Source-language text left in a translation, or glued beside it, found from the text's shape alone (no word
/// lists, so a locale locdoc has never seen is treated the same way).
///
/// (a) `duplicatedHeading`: DocFX anchors are the slug of the English heading. A heading whose trailing text
/// slugifies to the section's own anchor (`…dispositivi iOSShared device mode for iOS devices` under
/// `shared-device-mode-for-ios-devices`) carries the English heading after its translation. The longest such
/// suffix is reported; it must start a word, hold at least two words, and follow text with letters, and the
/// anchor must have at least two parts, so a heading that is only `Swift` or `Objective-C` is not reported.
///
/// (b) `gluedSentences`: machine translation sometimes emits the translation and the source sentence together
/// with no space: `…collaborano:To create a shared device mode app, developers … work together:`. The heuristic
/// looks for a glue point (a capitalised word, `To`, directly after a lower-case word of three letters or more,
/// which must then be the whole paragraph's translation followed by the whole source, four words each, sharing
/// a name such as `Azure` — camel-case names in running text, `lineNumber`, `matchObj`, do not — or
/// after `:`, `.`, `!`, `?`, `;`, their full-width forms or another script's full stop, with no space) and
/// then asks whether the two sides read as two versions of one sentence: each side has at least three words
/// (six letters in a script without spaces); they end alike (the same final punctuation, full stops of all
/// scripts counting as one, or both in a letter); and their lengths are within a factor of two (an ideograph
/// counting as three letters, a kana or Hangul syllable as two). CamelCase names (`OneDrive for Business`,
/// `dataGridView`), dotted names (`Microsoft.Identity.Client`, `{net.Socket}`, and `multiprocessing.Manager`, since
/// a glue at a full stop must also share a name such as `Intune` between the sides) and labels (`Type:Boolean`) fail
/// one of these tests. Last, the two sides must not read as one language: two sentences of one language share
/// their small lower-case words (`the`, `of`, `di`, `la`…), a sentence and its translation share at most a
/// loanword, so more than a fifth of the shorter side's distinct lower-case words in common means one language
/// (a lost space, but not untranslated text) and nothing is reported. This compares the two sides with each
/// other, so it needs no word list. Headings are left to (a).
///
/// (c) `gluedAmpersands`: `&` with a space on one side and a letter on the other (`zařízení &ho rozšíření`) is
/// a translation that ate a space or a word; `R&D` and `A & B` are fine.
public enum GluedLanguageDetector {
    public static func duplicatedHeading(_ title: String, anchor: String) -> ValidatorIssue? {
        duplicatedHeading(ProseText(title), anchor: anchor)
    }

    public static func duplicatedHeading(_ inlines: [Inline], anchor: String) -> ValidatorIssue? {
        duplicatedHeading(ProseText(inlines), anchor: anchor)
    }

    public static func gluedSentences(in inlines: [Inline]) -> [ValidatorIssue] { gluedSentences(in: ProseText(inlines)) }

    public static func gluedSentences(in text: String) -> [ValidatorIssue] { gluedSentences(in: ProseText(text)) }

    public static func gluedAmpersands(in inlines: [Inline]) -> [ValidatorIssue] { gluedAmpersands(in: ProseText(inlines)) }

    public static func gluedAmpersands(in text: String) -> [ValidatorIssue] { gluedAmpersands(in: ProseText(text)) }

    // MARK: (a)

    public static func duplicatedHeading(_ text: ProseText, anchor: String) -> ValidatorIssue? {
        guard DocFXSlug.normalized(anchor).split(separator: "-").count >= 2, text.count > 1 else { return nil }
        // Suffix slugs from the end, stopping once a suffix has more letters and digits than the anchor (`-`
        // normalisation never changes those), so the work is bounded by the anchor, not the heading.
        let anchorWordScalars = anchor.unicodeScalars.filter { $0 != "-" && $0 != "_" }.count
        var suffixes: [Int: String] = [:]
        var slug = ""
        var wordScalars = 0
        for index in stride(from: text.count - 1, through: 1, by: -1) {
            let piece = DocFXSlug.piece(text[index])
            slug = piece + slug
            if piece != "-" && piece != "_" { wordScalars += piece.unicodeScalars.count }
            if wordScalars > anchorWordScalars { break }
            suffixes[index] = slug
        }
        for start in suffixes.keys.sorted() where ScalarClass.isLetter(text[start]) || ScalarClass.isDigit(text[start]) {
            guard let suffixSlug = suffixes[start], DocFXSlug.equal(slug: suffixSlug, anchor: anchor) else { continue }
            let prefix = text.string(0..<start).trimmedWhitespace
            let suffix = text.string(start..<text.count).trimmedWhitespace
            guard prefix.unicodeScalars.contains(where: ScalarClass.isLetter),
                  suffix.unicodeScalars.contains(where: ScalarClass.isWhitespace) else { continue }
            return ValidatorIssue(kind: .duplicatedSource,
                                  message: "heading repeats its source text after the translation (`\(suffix)` is the anchor's heading)",
                                  offset: start, position: text.position(at: start), evidence: suffix, suggestion: prefix)
        }
        return nil
    }

    // MARK: (b)

    /// Full stops of other scripts: Devanagari danda and double danda, Arabic full stop and question mark,
    /// Armenian full stop, Ethiopic full stop.
    private static let otherFullStops: Set<Unicode.Scalar> = ["\u{0964}", "\u{0965}", "\u{06D4}", "\u{061F}", "\u{0589}", "\u{1362}"]
    private static let sentenceTerminators = Set<Unicode.Scalar>([".", "!", "?", "\u{3002}", "\u{FF01}", "\u{FF1F}"]).union(otherFullStops)
    private static let gluePunctuation = sentenceTerminators.union([":", ";", "\u{FF1A}", "\u{FF1B}"])
    private static let closingMarks = Set(")]}\"'\u{201D}\u{2019}\u{00BB}\u{FF09}\u{300D}".unicodeScalars)

    public static func gluedSentences(in text: ProseText) -> [ValidatorIssue] {
        var issues: [ValidatorIssue] = []
        let scalars = text.scalars
        for index in 1..<max(1, scalars.count) {
            // Cheap rejections first: most capitals follow a space.
            guard ScalarClass.isUppercase(scalars[index]), !ScalarClass.isWhitespace(scalars[index - 1]),
                  isGluePoint(text, index) else { continue }
            let sentenceStart = start(ofSentenceBefore: index - 1, in: text)
            let sentenceEnd = end(ofSentenceFrom: index, in: text)
            let first = text.string(sentenceStart..<index).trimmedWhitespace
            let second = text.string(index..<sentenceEnd).trimmedWhitespace
            guard isSubstantial(first), isSubstantial(second), ending(first) == ending(second) else { continue }
            // Glued to a letter, with no punctuation, the source must be appended to the whole block (the way
            // machine translation appends it) and both sides must be longer, or a camel-case name in running text
            // (`packageSubpath is equal to`) would pass.
            // Glued to a full stop, a dotted name (`multiprocessing.Manager processes`, `ES.Next`) passes every
            // test above; the two versions of one sentence share a name (`Intune`), a module and a class do not.
            if text[index - 1] == ".", names(first).isDisjoint(with: names(second)) { continue }
            if ScalarClass.isLetter(text[index - 1]) {
                guard sentenceStart == 0, sentenceEnd == text.count, isSubstantial(first, words: 4),
                      isSubstantial(second, words: 4), !names(first).isDisjoint(with: names(second)) else { continue }
            }
            let ratio = Double(readingLength(second)) / Double(max(1, readingLength(first)))
            guard ratio >= 0.5 && ratio <= 2, !shareLanguage(first, second) else { continue }
            issues.append(ValidatorIssue(kind: .gluedSentence,
                                         message: "a second version of the sentence, in another language, is glued to it without a space",
                                         offset: index, position: text.position(at: index), evidence: second))
        }
        return issues
    }

    /// A capitalised word (`To`) glued to a lower-case word or to sentence punctuation.
    private static func isGluePoint(_ text: ProseText, _ index: Int) -> Bool {
        guard ScalarClass.isUppercase(text[index]), text.isText(index), text.isText(index - 1),
              let next = text.scalar(at: index + 1), ScalarClass.isLowercase(next) else { return false }
        let previous = text[index - 1]
        if ScalarClass.isLowercase(previous) {
            // A lower-case word glued to a capitalised one, and nothing else in the token (`@userName`, `a.bC`).
            let word = text.word(endingBefore: index)
            let token = text.token(around: index)
            let plainToken = token.allSatisfy { ScalarClass.isWordScalar(text[$0]) || closingMarks.contains(text[$0]) || ",;:.!?".unicodeScalars.contains(text[$0]) }
            return plainToken && word.lowerBound == token.lowerBound && word.count >= 3
                && word.allSatisfy { !ScalarClass.isLetter(text[$0]) || ScalarClass.isLowercase(text[$0]) }
        }
        guard gluePunctuation.contains(previous), let before = text.scalar(at: index - 2),
              ScalarClass.isWordScalar(before) || closingMarks.contains(before) else { return false }
        // The word before the punctuation is not part of a name (`{net.Socket}`, `a.b.C`, `@user.Name`).
        let token = text.token(around: index)
        let word = text.word(endingBefore: index - 1)
        if let joiner = text.scalar(at: word.lowerBound - 1), word.lowerBound > token.lowerBound,
           "{[(<./\\_@#$:`".unicodeScalars.contains(joiner) {
            return false
        }
        let inner = token.dropLast().filter { gluePunctuation.contains(text[$0]) && text.scalar(at: $0 + 1).map(ScalarClass.isLetter) == true }
        return inner.count == 1
    }

    private static func start(ofSentenceBefore index: Int, in text: ProseText) -> Int {
        var cursor = index
        while cursor > 0 {
            if sentenceTerminators.contains(text[cursor - 1]), ScalarClass.isWhitespace(text[cursor]) { return cursor }
            cursor -= 1
        }
        return 0
    }

    private static func end(ofSentenceFrom index: Int, in text: ProseText) -> Int {
        var cursor = index
        while cursor < text.count {
            if sentenceTerminators.contains(text[cursor]), text.scalar(at: cursor + 1).map(ScalarClass.isWhitespace) ?? true {
                return cursor + 1
            }
            cursor += 1
        }
        return text.count
    }

    /// Whether two sentences read as one language: they share lower-case words (of two letters or more), as any
    /// two sentences of one language share its small words, while a sentence and its translation share at most a
    /// loanword (`app`, `cloud`). More than a fifth of the shorter sentence's distinct words in common is one
    /// language. Capitalised words are names and shared by translations, so they are left out.
    private static func shareLanguage(_ first: String, _ second: String) -> Bool {
        func words(_ sentence: String) -> Set<String> {
            Set(sentence.split { !($0.isLetter || $0 == "'" || $0 == "\u{2019}") }.compactMap { word -> String? in
                guard word.count >= 2, word.unicodeScalars.allSatisfy({ !ScalarClass.isUppercase($0) }),
                      word.unicodeScalars.contains(where: ScalarClass.isLowercase) else { return nil }
                return String(word)
            })
        }
        let one = words(first)
        let two = words(second)
        guard let smaller = [one.count, two.count].min(), smaller > 0 else { return false }
        return one.intersection(two).count * 5 > smaller
    }

    /// Words with a capital after the first word: names, numbers and product names a translation keeps
    /// (`Azure`, `Active`, `Directory`), with their punctuation stripped.
    private static func names(_ sentence: String) -> Set<String> {
        Set(sentence.split(whereSeparator: \.isWhitespace).dropFirst().compactMap { token -> String? in
            let word = token.unicodeScalars.filter { ScalarClass.isWordScalar($0) || ScalarClass.isDigit($0) }
            return word.count >= 2 && word.contains(where: ScalarClass.isUppercase) ? String(scalars: word) : nil
        })
    }

    /// Three words or more (or `words`); in a script written without spaces, twice as many letters.
    private static func isSubstantial(_ sentence: String, words minimum: Int = 3) -> Bool {
        let words = sentence.split(whereSeparator: \.isWhitespace).filter { $0.unicodeScalars.contains(where: ScalarClass.isWordScalar) }
        return words.count >= minimum
            || sentence.unicodeScalars.filter { ScalarClass.isLetter($0) && !ScalarClass.scriptUsesSpaces($0) }.count >= 2 * minimum
    }

    /// Length as reading effort: an ideograph carries about what three Latin letters do, a kana or Hangul
    /// syllable about two, so a Chinese sentence and its English source come out of similar length.
    private static func readingLength(_ sentence: String) -> Int {
        sentence.unicodeScalars.reduce(0) { total, scalar in
            if scalar.properties.isIdeographic { return total + 3 }
            if (0x3040...0x30FF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value) { return total + 2 }
            return total + 1
        }
    }

    /// How a sentence ends: its final punctuation (full-width folded to ASCII), or `nil` for a letter or digit.
    private static func ending(_ sentence: String) -> Unicode.Scalar? {
        guard let last = sentence.unicodeScalars.last(where: { !closingMarks.contains($0) }) else { return nil }
        if ScalarClass.isWordScalar(last) || ScalarClass.isDigit(last) { return nil }
        if otherFullStops.contains(last) { return "." }
        let folded: [Unicode.Scalar: Unicode.Scalar] = ["\u{FF1A}": ":", "\u{3002}": ".", "\u{FF01}": "!", "\u{FF1F}": "?", "\u{FF1B}": ";"]
        return folded[last] ?? last
    }

    // MARK: (c)

    public static func gluedAmpersands(in text: ProseText) -> [ValidatorIssue] {
        guard text.containsProse(["&"]) else { return [] }
        var issues: [ValidatorIssue] = []
        for index in 0..<text.count where text.origins[index] == .text && text[index] == "&" {
            let before = text.scalar(at: index - 1)
            let after = text.scalar(at: index + 1)
            let spaceBefore = before.map(ScalarClass.isWhitespace) ?? true
            let spaceAfter = after.map(ScalarClass.isWhitespace) ?? true
            let letterBefore = before.map { ScalarClass.isWordScalar($0) && ScalarClass.scriptUsesSpaces($0) } ?? false
            let letterAfter = after.map { ScalarClass.isWordScalar($0) && ScalarClass.scriptUsesSpaces($0) } ?? false
            guard (spaceBefore && letterAfter) || (letterBefore && spaceAfter) else { continue }
            let token = text.token(around: index)
            let evidence = text.string(token)
            let suggestion = letterAfter
                ? text.string(token.lowerBound..<(index + 1)) + " " + text.string((index + 1)..<token.upperBound)
                : text.string(token.lowerBound..<index) + " " + text.string(index..<token.upperBound)
            issues.append(ValidatorIssue(kind: .gluedAmpersand,
                                         message: "`&` is glued to the word \(letterAfter ? "after" : "before") it",
                                         offset: index, position: text.position(at: index), evidence: evidence,
                                         suggestion: suggestion))
        }
        return issues
    }
}
