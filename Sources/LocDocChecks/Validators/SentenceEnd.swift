/// Where a sentence ends inside a piece of text, by `ScalarClass.sentenceTerminators`: a terminator followed by
/// white space, or an ideographic or full-width one (`。`, `！`, `？`, used in scripts written without spaces)
/// followed by anything.
public enum SentenceEnd {
    /// The terminators that end a sentence with no space after them: the full-width and ideographic ones.
    private static let unspaced = ScalarClass.sentenceTerminators.filter { !$0.isASCII && !ScalarClass.otherFullStops.contains($0) }

    /// Whether `text` holds a sentence's end before its last character (`Azure AD B2C authority. See`).
    public static func isInside(_ text: String) -> Bool {
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous, ScalarClass.sentenceTerminators.contains(previous),
               unspaced.contains(previous) || ScalarClass.isWhitespace(scalar) { return true }
            previous = scalar
        }
        return false
    }
}
