import LocDocModel

/// Source-language text left in a translation, or glued beside it, found from the text's shape alone (no word
/// lists, so a locale locdoc has never seen is treated the same way).
///
/// (a) `duplicatedHeading`: DocFX anchors are the slug of the English heading. A heading whose trailing text
/// slugifies to the section's own anchor (`…dispositivi iOSShared device mode for iOS devices` under
/// `shared-device-mode-for-ios-devices`) carries the English heading after its translation. The longest such
/// suffix is reported; it must start a word, hold at least two words, and follow text with letters, and the
/// anchor must have at least two parts, so a heading that is only `Swift` or `Objective-C` is not reported. A
/// one-word anchor's heading is reported only glued to the translation (`개요Overview`, `ÜbersichtOverview`): an
/// upper-case letter right after a lower-case or caseless letter of a script written with spaces.
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
/// one of these tests. Two sides that are both largely in scripts written without spaces (six such letters each)
/// are one text: Japanese and Chinese put no space after `。`. Last, the two sides must not read as one language:
/// two sentences of one language share their small lower-case words (`the`, `of`, `di`, `la`…), a sentence and its
/// translation share at most a loanword, so more than a fifth of the shorter side's distinct lower-case words in
/// common means one language (a lost space, but not untranslated text) and nothing is reported. This compares the
/// two sides with each other, so it needs no word list. Headings are left to (a).
///
/// (c) `gluedAmpersands`: `&` with a space on one side and a letter on the other (`zařízení &ho rozšíření`) is
/// a translation that ate a space or a word; `R&D` and `A & B` are fine.
public enum GluedLanguageDetector {
    private static let ampersand = ScalarSet(["&"])

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
        guard text.count > 1, DocFXSlug.mayEnd(text, like: anchor) else { return nil }
        let target = DocFXSlug.Anchor(anchor)
        guard text.count > 1 else { return nil }
        // Suffix slugs from the end, stopping once a suffix has more letters and digits than the anchor (`-`
        // normalisation never changes those), so the work is bounded by the anchor, not the heading.
        // The suffixes' slugs share one buffer, written backwards: the slug of the suffix at `start` is
        // `reversed[0..<slugLengths[start - lowest]]` read backwards. Each comparison costs the anchor's length.
        let anchorWordScalars = target.wordScalars
        var reversed: [Unicode.Scalar] = []
        var slugLengths: [Int] = []
        var wordScalars = 0
        for index in stride(from: text.count - 1, through: 1, by: -1) {
            let before = reversed.count
            DocFXSlug.appendPieceReversed(text[index], to: &reversed)
            let added = reversed.count - before
            if !(added == 1 && (reversed[before] == "-" || reversed[before] == "_")) { wordScalars += added }
            if wordScalars > anchorWordScalars { break }
            slugLengths.append(reversed.count)
        }
        let lowest = text.count - slugLengths.count
        for start in lowest..<text.count where ScalarClass.isLetter(text[start]) || ScalarClass.isDigit(text[start]) {
            guard target.matches(reversed: reversed, count: slugLengths[text.count - 1 - start]) else { continue }
            let prefix = text.string(0..<start).trimmedWhitespace
            let suffix = text.string(start..<text.count).trimmedWhitespace
            // Two words or more of a two-part anchor; or, for a one-word heading, the word glued to the translation
            // (`개요Overview`, `ÜbersichtOverview`), which a heading that merely ends in a name (`Utiliser Swift`) is not.
            let twoWords = target.hasTwoParts && suffix.unicodeScalars.contains(where: ScalarClass.isWhitespace)
            guard prefix.unicodeScalars.contains(where: ScalarClass.isLetter), twoWords || gluedWord(at: start, in: text),
                  !isGloss(prefix: prefix, suffix: suffix) else { continue }
            return ValidatorIssue(kind: .duplicatedSource,
                                  message: "heading repeats its source text after the translation (`\(suffix)` is the anchor's heading)",
                                  offset: start, position: text.position(at: start), evidence: suffix, suggestion: prefix)
        }
        return nil
    }

    /// The source term given in brackets after the translation on purpose (`Kontenerowe sondy (ang. Container
    /// probes)`, `容器探针（Container probes）`): a bracket of the family that closes the heading (the families
    /// `punctuation-brackets` pairs) is open in the translation.
    private static func isGloss(prefix: String, suffix: String) -> Bool {
        guard let last = suffix.unicodeScalars.last, let family = BracketBalanceValidator.family(closing: last) else { return false }
        var depth = 0
        for scalar in prefix.unicodeScalars {
            if BracketBalanceValidator.family(opening: scalar) == family { depth += 1 }
            else if BracketBalanceValidator.family(closing: scalar) == family { depth = max(0, depth - 1) }
        }
        return depth > 0
    }

    /// An upper-case letter right after a letter that is not one, in a script written with spaces: a word glued to
    /// the one before it. (Chinese or Japanese run into a Latin name without a space, and are not counted.)
    private static func gluedWord(at start: Int, in text: ProseText) -> Bool {
        guard start > 0, text.isText(start - 1), ScalarClass.isUppercase(text[start]) else { return false }
        let before = text[start - 1]
        return ScalarClass.isLetter(before) && ScalarClass.scriptUsesSpaces(before) && !ScalarClass.isUppercase(before)
    }

    // MARK: (c)

    public static func gluedAmpersands(in text: ProseText) -> [ValidatorIssue] {
        guard text.containsProse(ampersand) else { return [] }
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
