/// Camel-case words as Swift's importer sees them (`camel_case::WordIterator` in the Swift compiler).
///
/// A word starts at the start of the name, at `_` (a word of its own) and at every capital letter; a run of
/// capitals is one word (an acronym) that gives its last capital to the next word when a lower-case letter
/// follows (`MSALPublicClient` → `MSAL`, `Public`, `Client`), and keeps a plural suffix (`URLs`). Digits and other
/// characters belong to the word they are in. Only ASCII letters have a case.
public enum CamelCase {
    public static func words(_ name: String) -> [String] {
        let scalars = Array(name.unicodeScalars)
        var words: [String] = []
        var position = 0
        while position < scalars.count {
            let next = nextWordEnd(scalars, from: position)
            words.append(String(String.UnicodeScalarView(scalars[position..<next])))
            position = next
        }
        return words
    }

    private static func nextWordEnd(_ s: [Unicode.Scalar], from position: Int) -> Int {
        let n = s.count
        if s[position] == "_" { return position + 1 }
        var i = position
        while i < n, isUpper(s[i]) { i += 1 }
        if i - position > 1 {
            var endOfNext = i
            while endOfNext < n, isLower(s[endOfNext]) { endOfNext += 1 }
            let following = String(String.UnicodeScalarView(s[i..<endOfNext]))
            let withLastCapital = String(String.UnicodeScalarView(s[(i - 1)..<endOfNext]))
            if i == n || (isPluralSuffix(following) && withLastCapital != "Is") { return endOfNext }
            return isLower(s[i]) ? i - 1 : i
        }
        while i < n, !isUpper(s[i]), s[i] != "_" { i += 1 }
        return i
    }

    static func isPluralSuffix(_ word: String) -> Bool { word == "s" || word == "es" || word == "ies" }

    static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 65 && scalar.value <= 90 }
    static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 97 && scalar.value <= 122 }
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }

    public static func firstWord(_ name: String) -> String { words(name).first ?? "" }
    public static func lastWord(_ name: String) -> String { words(name).last ?? "" }

    /// The same word except for the case of its first letter (`With` and `with`).
    static func sameWordIgnoringFirstCase(_ a: String, _ b: String) -> Bool {
        guard a.count == b.count, let first = a.first, let other = b.first else { return a == b }
        return first.lowercased() == other.lowercased() && a.dropFirst() == b.dropFirst()
    }

    /// `Parameters` → `parameters`; an acronym (`URL`) stays as it is.
    public static func lowercasedWord(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        guard let first = scalars.first, isUpper(first) else { return word }
        if scalars.count > 1, isUpper(scalars[1]) { return word }
        return first.properties.lowercaseMapping + String(String.UnicodeScalarView(scalars.dropFirst()))
    }

    /// Lower-cases a leading acronym up to the capital that starts the next word: `URLSession` → `urlSession`,
    /// `WKWebView` → `wkWebView`, `QRPIN` → `qrpin`, `Parameters` → `parameters` (Swift's `toLowercaseInitialisms`).
    public static func lowercasedInitialisms(_ name: String) -> String {
        let s = Array(name.unicodeScalars)
        guard let first = s.first, isUpper(first) else { return name }
        var result = ""
        var i = 0
        while i < s.count {
            if i < s.count - 1, !isUpper(s[i + 1]) {
                let rest = String(String.UnicodeScalarView(s[(i + 1)...]))
                if i == 0 || !isLetter(s[i + 1]) || isPluralSuffix(firstWord(rest)) {
                    result += s[i].properties.lowercaseMapping
                    i += 1
                }
                result += String(String.UnicodeScalarView(s[i...]))
                return result
            }
            result += s[i].properties.lowercaseMapping
            i += 1
        }
        return result
    }

    /// `completion` → `Completion`.
    public static func sentenceCased(_ word: String) -> String {
        guard let first = word.unicodeScalars.first, isLower(first) else { return word }
        return first.properties.uppercaseMapping + String(word.unicodeScalars.dropFirst())
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { isUpper(scalar) || isLower(scalar) }
}
