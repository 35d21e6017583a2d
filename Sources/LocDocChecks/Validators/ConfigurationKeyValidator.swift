/// Configuration keys (`sharedDeviceMode`): the name a reader types into an MDM profile or a property list.
///
/// Rule: an ASCII identifier: letters, digits and `_`, not starting with a digit; `.` and `-` are allowed between
/// identifier characters (dotted and hyphenated keys exist). No spaces, no colons, nothing outside ASCII. A key
/// with a colon inside is a label glued into it (`sharedDeviceModeKey: sharedDeviceMode`, where the translation
/// pulled the English label into the value); when the text after the last colon is itself an identifier, that
/// is the key the reader needs. A key split by one or two spaces (`shared Device Mode`) gets them removed as the
/// suggestion; more spaces mean a sentence, not a split key.
public enum ConfigurationKeyValidator {
    private static let colons: Set<Unicode.Scalar> = [":", "\u{FF1A}", "\u{FE55}"]

    public static func validate(_ key: String) -> ValidatorIssue? {
        let scalars = Array(key.unicodeScalars)
        guard !scalars.isEmpty else {
            return ValidatorIssue(kind: .emptyPart, message: "configuration key is empty", offset: 0, evidence: key)
        }
        if let colon = scalars.lastIndex(where: colons.contains) {
            let tail = String(scalars: scalars[(colon + 1)...]).trimmedWhitespace
            let first = scalars.firstIndex(where: colons.contains) ?? colon
            let suggestion = isValid(tail) ? tail : nil
            let glued = String(scalars: scalars[...first])
            return ValidatorIssue(kind: .gluedLabel,
                                  message: "configuration key has a label glued into it (`\(glued)`)",
                                  offset: first, evidence: key, suggestion: suggestion)
        }
        if let space = scalars.firstIndex(where: ScalarClass.isWhitespace) {
            let joined = String(scalars: scalars.filter { !ScalarClass.isWhitespace($0) })
            let spaces = scalars.filter(ScalarClass.isWhitespace).count
            return ValidatorIssue(kind: .whitespace, message: "configuration key has a space in it", offset: space,
                                  evidence: key, suggestion: spaces <= 2 && isValid(joined) ? joined : nil)
        }
        if let other = scalars.firstIndex(where: { !$0.isASCII }) {
            return ValidatorIssue(kind: .nonASCII,
                                  message: "configuration key has a non-ASCII character (`\(scalars[other])`)",
                                  offset: other, evidence: key)
        }
        if let other = scalars.firstIndex(where: { !ScalarClass.isASCIIIdentifierScalar($0) && $0 != "." && $0 != "-" }) {
            return ValidatorIssue(kind: .invalidCharacter,
                                  message: "configuration key has a character not allowed in an identifier (`\(scalars[other])`)",
                                  offset: other, evidence: key)
        }
        if !isValid(key) {
            return ValidatorIssue(kind: .malformed,
                                  message: "configuration key is not an identifier (it starts with a digit or has an empty part)",
                                  offset: 0, evidence: key)
        }
        return nil
    }

    /// An identifier, or identifiers joined by single `.` or `-`.
    static func isValid(_ key: String) -> Bool {
        let parts = key.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "-" }
        guard let first = parts.first, let head = first.unicodeScalars.first, !ScalarClass.isASCIIDigit(head) else {
            return false
        }
        return parts.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy(ScalarClass.isASCIIIdentifierScalar) }
    }
}
