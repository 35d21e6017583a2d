/// Objective-C selectors in inline code (`getDeviceInformationWithParameters:completionBlock:`).
///
/// Rule: a selector is one identifier (`new`) or a run of keywords, each an ASCII identifier followed by a colon
/// (`initWithScopes:webviewParameters:`), with nothing between them: no spaces, no full-width colons, and a
/// multi-keyword selector ends with its colon. Translation adds a space after each colon, swaps in full-width
/// colons, or drops the last colon; the reader then searches the API for a name that does not exist.
///
/// `looksLikeSelector` is conservative, since most backticked words are not selectors: the span has a colon,
/// starts with an ASCII letter or `_`, has only identifier characters, colons and spaces, every keyword is one
/// word, and it ends with a colon and has two keywords or a camel-cased one (`initWithFoo:`), or every keyword
/// is there, both ends are camel-cased and nothing is spaced (`initWithFoo:completionBlock`, a lost final colon).
/// A single `Word:`, `Key: value`, a declaration `tenantProfile: MSALTenantProfile`, `host:port` or a C++/Rust
/// path `fmt::Debug` is not a selector.
public enum SelectorValidator {
    private static let colons: Set<Unicode.Scalar> = [":", "\u{FF1A}", "\u{FE55}"]

    public static func looksLikeSelector(_ code: String) -> Bool {
        let scalars = Array(code.trimmedWhitespace.unicodeScalars)
        guard let first = scalars.first, ScalarClass.isASCIILetter(first) || first == "_",
              scalars.contains(where: colons.contains),
              scalars.allSatisfy({ ScalarClass.isWordScalar($0) || ScalarClass.isDigit($0) || $0 == "_"
                  || colons.contains($0) || ScalarClass.isWhitespace($0) }) else { return false }
        let parts = scalars.split(omittingEmptySubsequences: false, whereSeparator: colons.contains)
            .map { String(scalars: $0).trimmedWhitespace }
        let keywords = parts.dropLast()
        let rest = parts.last ?? ""
        guard keywords.allSatisfy({ !ASCIISearch.contains($0, " ") }), !ASCIISearch.contains(rest, " "), let keyword = keywords.first,
              !keyword.isEmpty else { return false }
        // Text after the last colon is a selector that lost its final colon only when every keyword is there and
        // both ends are camel-cased (`fmt::Debug`, `host:port` and `autoCommit: true` are not selectors).
        if !rest.isEmpty {
            return keywords.allSatisfy { !$0.isEmpty } && isCamelCased(keyword) && isCamelCased(rest)
                && !scalars.contains(where: ScalarClass.isWhitespace)
        }
        return keywords.count >= 2 || isCamelCased(keyword)
    }

    /// `nil` for a well-formed selector; otherwise the first thing wrong, with the selector rebuilt when the
    /// damage is only spaces, full-width colons or a missing final colon.
    public static func validate(_ code: String) -> ValidatorIssue? {
        let scalars = Array(code.unicodeScalars)
        var rebuilt = String(scalars: scalars.filter { !ScalarClass.isWhitespace($0) }.map { colons.contains($0) ? ":" : $0 })
        let keywordCount = rebuilt.unicodeScalars.lazy.filter { $0 == ":" }.count
        if keywordCount >= 1, rebuilt.last != ":" { rebuilt += ":" }
        let suggestion = isWellFormed(rebuilt) && rebuilt != code ? rebuilt : nil
        func issue(_ kind: ValidatorIssue.Kind, _ message: String, _ offset: Int) -> ValidatorIssue {
            ValidatorIssue(kind: kind, message: message, offset: offset, evidence: code, suggestion: suggestion)
        }

        if let space = scalars.firstIndex(where: ScalarClass.isWhitespace) {
            return issue(.whitespace, "selector has a space in it", space)
        }
        if let wide = scalars.firstIndex(where: { colons.contains($0) && $0 != ":" }) {
            return issue(.invalidCharacter, "selector has a full-width colon (`\(scalars[wide])`)", wide)
        }
        if let other = scalars.firstIndex(where: { !$0.isASCII }) {
            return issue(.nonASCII, "selector has a non-ASCII character (`\(scalars[other])`)", other)
        }
        if let other = scalars.firstIndex(where: { !ScalarClass.isASCIIIdentifierScalar($0) && $0 != ":" }) {
            return issue(.invalidCharacter, "selector has a character not allowed in a selector (`\(scalars[other])`)", other)
        }
        let parts = code.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count >= 2, let last = parts.last, !last.isEmpty {
            return issue(.malformed, "selector with keywords must end with a colon", scalars.count)
        }
        if let first = parts.first, !ScalarClass.isASCIIIdentifier(first) {
            return issue(first.isEmpty ? .emptyPart : .malformed, "selector must start with an identifier", 0)
        }
        var offset = 0
        for part in parts.dropFirst().dropLast() {
            offset += part.count + 1
            if !part.isEmpty, !ScalarClass.isASCIIIdentifier(part) {
                return issue(.malformed, "selector keyword `\(part)` is not an identifier", offset)
            }
        }
        return nil
    }

    /// A single identifier, or `identifier:` repeated (later keywords may be empty, as in `a::`).
    static func isWellFormed(_ selector: String) -> Bool {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
        guard let first = parts.first, ScalarClass.isASCIIIdentifier(first) else { return false }
        if parts.count == 1 { return true }
        return parts.last?.isEmpty == true && parts.dropFirst().dropLast().allSatisfy { $0.isEmpty || ScalarClass.isASCIIIdentifier($0) }
    }

    /// Lower-case letters followed later by an upper-case one (`initWithFoo`), or a digit or `_` inside.
    private static func isCamelCased(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard let firstLower = scalars.firstIndex(where: ScalarClass.isLowercase) else { return false }
        return scalars[firstLower...].contains(where: ScalarClass.isUppercase)
            || scalars.dropFirst().contains { ScalarClass.isASCIIDigit($0) || $0 == "_" }
    }
}
