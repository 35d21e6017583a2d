/// What ends a sentence, for the ingest (a setting's label holds none) and the checks (`ScalarClass`) alike.
public enum SentenceEnd {
    /// Full stops of other scripts: Devanagari danda and double danda, Arabic full stop and question mark,
    /// Armenian full stop, Ethiopic full stop.
    public static let otherFullStops: Set<Unicode.Scalar> = ["\u{0964}", "\u{0965}", "\u{06D4}", "\u{061F}", "\u{0589}", "\u{1362}"]

    /// What ends a sentence (when white space or the end of the text follows): `.`, `!`, `?`, their full-width
    /// forms, and the full stops of other scripts.
    public static let terminators = Set<Unicode.Scalar>([".", "!", "?", "\u{3002}", "\u{FF01}", "\u{FF1F}"]).union(otherFullStops)

    /// The terminators that end a sentence with no space after them: the full-width and ideographic ones.
    private static let unspaced = terminators.filter { !$0.isASCII && !otherFullStops.contains($0) }

    /// Whether `text` holds a sentence's end before its last character (`Azure AD B2C authority. See`): a terminator
    /// followed by white space, or an ideographic or full-width one (`。`, `！`, `？`, used in scripts written without
    /// spaces) followed by anything.
    public static func isInside(_ text: String) -> Bool {
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous, terminators.contains(previous), unspaced.contains(previous) || scalar.properties.isWhitespace { return true }
            previous = scalar
        }
        return false
    }
}
