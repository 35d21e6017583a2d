
/// (b) of `GluedLanguageDetector`: a sentence glued to the one before it that reads as its version in another
/// language. The rule and why each test is there are in `GluedLanguageDetector`'s documentation.
extension GluedLanguageDetector {
    // Scalar sets (bit tests for ASCII), since sentence ends are looked for scalar by scalar.
    private static let sentenceTerminators = ScalarClass.sentenceTerminatorSet
    private static let gluePunctuation = ScalarSet(ScalarClass.sentenceTerminators.union([":", ";", "\u{FF1A}", "\u{FF1B}"]))
    private static let closingMarks = ScalarSet(")]}\"'\u{201D}\u{2019}\u{00BB}\u{FF09}\u{300D}".unicodeScalars)

    /// One side of a glue point, trimmed: the prose's own scalars, read in place (splitting a `String` into
    /// `Character`s costs a grapheme-break lookup per scalar).
    private typealias Sentence = ArraySlice<Unicode.Scalar>

    public static func gluedSentences(in text: ProseText) -> [ValidatorIssue] {
        var issues: [ValidatorIssue] = []
        let scalars = text.scalars
        for index in 1..<max(1, scalars.count) {
            // Cheap rejections first: most capitals follow a space.
            guard ScalarClass.isUppercase(scalars[index]), !ScalarClass.isWhitespace(scalars[index - 1]),
                  isGluePoint(text, index) else { continue }
            let sentenceStart = start(ofSentenceBefore: index - 1, in: text)
            let sentenceEnd = end(ofSentenceFrom: index, in: text)
            let gluedToLetter = ScalarClass.isLetter(text[index - 1])
            // Glued to a letter, with no punctuation, the source must be appended to the whole block (the way
            // machine translation appends it), both sides longer and sharing a name (below), or a camel-case name
            // in running text (`packageSubpath is equal to`) would pass.
            if gluedToLetter, sentenceStart != 0 || sentenceEnd != text.count { continue }
            let secondRange = text.trimmedWhitespace(index..<sentenceEnd)
            let first = scalars[text.trimmedWhitespace(sentenceStart..<index)], second = scalars[secondRange]
            // Every test is a condition the glue point must meet, so they are tried cheapest first.
            guard ending(first) == ending(second) else { continue }
            let ratio = Double(readingLength(second)) / Double(max(1, readingLength(first)))
            guard ratio >= 0.5 && ratio <= 2 else { continue }
            let firstSize = Size(first)
            guard firstSize.isSubstantial() else { continue }
            let secondSize = Size(second)
            guard secondSize.isSubstantial() else { continue }
            if gluedToLetter {
                guard firstSize.isSubstantial(words: 4), secondSize.isSubstantial(words: 4),
                      !names(first).isDisjoint(with: names(second)) else { continue }
            }
            // Glued to a full stop, a dotted name (`multiprocessing.Manager processes`, `ES.Next`) passes every
            // other test; the two versions of one sentence share a name (`Intune`), a module and a class do not.
            if text[index - 1] == ".", names(first).isDisjoint(with: names(second)) { continue }
            // Both sides written largely in scripts without spaces: Japanese and Chinese run one sentence into the next
            // after `。`, and their words cannot be compared (a translation glued to its source is in another script).
            guard !(firstSize.isUnspaced && secondSize.isUnspaced), !shareLanguage(first, second) else { continue }
            issues.append(ValidatorIssue(kind: .gluedSentence,
                                         message: "a second version of the sentence, in another language, is glued to it without a space",
                                         offset: index, position: text.position(at: index), evidence: text.string(secondRange)))
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

    /// Whether two sentences read as one language: they share lower-case words (runs of letters and their marks, of
    /// two scalars or more), as any two sentences of one language share its small words, while a sentence and its
    /// translation share at most a loanword (`app`, `cloud`). More than a fifth of the shorter sentence's distinct
    /// words in common is one language. Capitalised words are names and shared by translations, so they are left out.
    private static func shareLanguage(_ first: Sentence, _ second: Sentence) -> Bool {
        func words(_ sentence: Sentence) -> Set<String> {
            Set(sentence.split { !(ScalarClass.isWordScalar($0) || $0 == "'" || $0 == "\u{2019}") }.compactMap { word -> String? in
                guard word.count >= 2, word.allSatisfy({ !ScalarClass.isUppercase($0) }),
                      word.contains(where: ScalarClass.isLowercase) else { return nil }
                return String(scalars: word)
            })
        }
        let one = words(first)
        let two = words(second)
        guard let smaller = [one.count, two.count].min(), smaller > 0 else { return false }
        return one.intersection(two).count * 5 > smaller
    }

    /// Words with a capital after the first word: names, numbers and product names a translation keeps
    /// (`Azure`, `Active`, `Directory`), with their punctuation stripped.
    private static func names(_ sentence: Sentence) -> Set<String> {
        Set(sentence.split(whereSeparator: ScalarClass.isWhitespace).dropFirst().compactMap { token -> String? in
            let word = token.filter { ScalarClass.isWordScalar($0) || ScalarClass.isDigit($0) }
            return word.count >= 2 && word.contains(where: ScalarClass.isUppercase) ? String(scalars: word) : nil
        })
    }

    /// A side's words and letters of scripts written without spaces, counted once for both thresholds.
    private struct Size {
        var words: Int
        var unspacedLetters: Int

        init(_ sentence: Sentence) {
            words = sentence.split(whereSeparator: ScalarClass.isWhitespace).count { $0.contains(where: ScalarClass.isWordScalar) }
            unspacedLetters = sentence.lazy.filter { ScalarClass.isLetter($0) && !ScalarClass.scriptUsesSpaces($0) }.count
        }

        /// Written largely in scripts without spaces: as many of their letters as make a substantial side, however many
        /// Latin names and code spans it holds (`Analytics と Mobile SDK を使い始めた…`). A sentence in a script
        /// with spaces has none.
        var isUnspaced: Bool { unspacedLetters >= 6 }

        /// Three words or more (or `words`); in a script written without spaces, twice as many letters.
        func isSubstantial(words minimum: Int = 3) -> Bool { words >= minimum || unspacedLetters >= 2 * minimum }
    }

    /// Length as reading effort: an ideograph carries about what three Latin letters do, a kana or Hangul
    /// syllable about two, so a Chinese sentence and its English source come out of similar length.
    private static func readingLength(_ sentence: Sentence) -> Int {
        sentence.reduce(0) { total, scalar in
            // No ASCII character is ideographic; the property lookup is for the rest.
            if scalar.value >= 0x80, scalar.properties.isIdeographic { return total + 3 }
            if (0x3040...0x30FF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value) { return total + 2 }
            return total + 1
        }
    }

    /// How a sentence ends: its final punctuation (full-width folded to ASCII), or `nil` for a letter or digit.
    private static func ending(_ sentence: Sentence) -> Unicode.Scalar? {
        guard let last = sentence.last(where: { !closingMarks.contains($0) }) else { return nil }
        if ScalarClass.isWordScalar(last) || ScalarClass.isDigit(last) { return nil }
        if ScalarClass.otherFullStops.contains(last) { return "." }
        let folded: [Unicode.Scalar: Unicode.Scalar] = ["\u{FF1A}": ":", "\u{3002}": ".", "\u{FF01}": "!", "\u{FF1F}": "?", "\u{FF1B}": ";"]
        return folded[last] ?? last
    }
}
