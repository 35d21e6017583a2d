import LocDocModel

/// Words that a script's grammar writes against a code span, link or emphasis without a space, told by script and
/// length, never by a word list: Korean particles and endings after one (up to three Hangul syllables: `을`,
/// `에서`, `이라는`), Hebrew and Arabic prefixes before one (up to three letters: `ו`, `וה`, `وال`).
enum AttachedAffix {
    /// The word starting at `index` is a Korean particle or ending.
    static func isSuffix(_ text: ProseText, at index: Int) -> Bool {
        guard let letter = text.scalar(at: index), ScalarClass.isHangul(letter) else { return false }
        return text.word(startingAt: index).count <= 3
    }

    /// The word ending at `index` (its last scalar) is a Hebrew or Arabic prefix.
    static func isPrefix(_ text: ProseText, endingAt index: Int) -> Bool {
        guard let letter = text.scalar(at: index), ScalarClass.isHebrewOrArabic(letter) else { return false }
        return text.word(endingBefore: index + 1).count <= 3
    }
}
