/// Reverse-DNS identifiers (`com.microsoft.azureauthenticator.ssoextension`): bundle and extension ids a reader
/// copies into a device profile.
///
/// Rule: labels of ASCII letters, digits and `-`, separated by single dots, with no spaces and no empty label.
/// Machine translation treats the dots as sentence ends: it adds a space after each (`com. Microsoft. …`),
/// capitalises the next label, and splits words it knows (`micro soft`). Any of these makes the identifier one
/// the system does not know, so the setting silently does nothing.
///
/// `looksLikeReverseDNS` decides from the shape alone whether a value is meant to be one (so a check validates
/// only those): at least two dots, a first label of ASCII letters (`com`, `org`, `io`…), each label at most two
/// words, and at least one later label that is a single lower-case word. Sentences do not look like that.
public enum ReverseDNSValidator {
    public static func looksLikeReverseDNS(_ value: String) -> Bool {
        // Three labels need two dots; most values (words, sentences, URLs' hosts aside) have fewer, and counting
        // bytes is cheaper than the character-wise tests below.
        var dots = 0
        for byte in value.utf8 where byte == UInt8(ascii: ".") {
            dots += 1
            if dots == 2 { break }
        }
        guard dots == 2 else { return false }
        let trimmed = value.trimmedWhitespace
        guard !ASCIISearch.contains(trimmed, "/"), !ASCIISearch.contains(trimmed, "@"), trimmed.last != "." else {
            return false
        }
        guard trimmed.unicodeScalars.allSatisfy({
            ScalarClass.isWordScalar($0) || ScalarClass.isDigit($0) || "-_. ".unicodeScalars.contains($0)
        }) else { return false }
        let labels = trimmed.split(separator: ".", omittingEmptySubsequences: false).map { $0.trimmedWhitespace }
        guard labels.count >= 3, let first = labels.first, (2...6).contains(first.count),
              first.unicodeScalars.allSatisfy(ScalarClass.isASCIILetter) else { return false }
        let nonEmpty = labels.filter { !$0.isEmpty }
        guard nonEmpty.count >= 3, nonEmpty.allSatisfy({ $0.split(separator: " ").count <= 2 }) else { return false }
        return nonEmpty.dropFirst().contains { label in
            !ASCIISearch.contains(label, " ") && !label.unicodeScalars.contains(where: ScalarClass.isUppercase)
                && label.unicodeScalars.contains(where: ScalarClass.isLetter)
        }
    }

    /// `nil` when `value` is a well-formed reverse-DNS identifier; otherwise everything wrong with it, at the
    /// first offending character, with the identifier rebuilt when the damage can be undone from the text alone.
    public static func validate(_ value: String) -> ValidatorIssue? {
        let scalars = Array(value.unicodeScalars)
        var problems: [(offset: Int, kind: ValidatorIssue.Kind, text: String)] = []
        func note(_ offset: Int, _ kind: ValidatorIssue.Kind, _ text: String) {
            if !problems.contains(where: { $0.text == text }) { problems.append((offset, kind, text)) }
        }

        for (index, scalar) in scalars.enumerated() {
            if ScalarClass.isWhitespace(scalar) {
                let afterDot = index > 0 && scalars[..<index].last(where: { !ScalarClass.isWhitespace($0) }) == "."
                if index == 0 || index == scalars.count - 1 {
                    note(index, .whitespace, "spaces around it")
                } else if afterDot {
                    note(index, .whitespace, "spaces after dots")
                } else {
                    let label = labelText(around: index, in: scalars)
                    note(index, .whitespace, "a space inside a label (`\(label)`)")
                }
            } else if !scalar.isASCII {
                note(index, .nonASCII, "a non-ASCII character (`\(scalar)`)")
            } else if !(ScalarClass.isASCIILetter(scalar) || ScalarClass.isASCIIDigit(scalar) || scalar == "-" || scalar == ".") {
                note(index, .invalidCharacter, "a character other than letters, digits, `-` and `.` (`\(scalar)`)")
            }
        }
        let labels = value.split(separator: ".", omittingEmptySubsequences: false)
        if labels.count < 2 {
            note(0, .malformed, "fewer than two labels")
        }
        var offset = 0
        for label in labels {
            if label.allSatisfy(\.isWhitespace) { note(offset, .emptyPart, "an empty label") }
            offset += label.unicodeScalars.count + 1
        }
        let capitalised = sentenceCasedLabels(labels)
        if let first = capitalised.first {
            note(first.offset, .caseVariant, "a label capitalised after a space (`\(first.label)`)")
        }
        guard let first = problems.min(by: { $0.offset < $1.offset }) else { return nil }
        let kind = problems.first { $0.kind != .caseVariant }?.kind ?? .caseVariant
        return ValidatorIssue(kind: kind, message: "reverse-DNS identifier has " + problems.map(\.text).joined(separator: ", "),
                              offset: first.offset, evidence: value, suggestion: repaired(labels))
    }

    /// Labels that follow a space and start with a capital while every other label is lower-case: the
    /// translation sentence-cased them (`com. Microsoft. azureauthenticator`).
    private static func sentenceCasedLabels(_ labels: [Substring]) -> [(label: String, offset: Int)] {
        var offset = 0
        var found: [(String, Int)] = []
        var otherUppercase = false
        for (index, label) in labels.enumerated() {
            let word = label.trimmedWhitespace
            let spaced = index > 0 && label.first?.isWhitespace == true
            if spaced, let first = word.unicodeScalars.first, ScalarClass.isUppercase(first),
               !word.unicodeScalars.dropFirst().contains(where: ScalarClass.isUppercase) {
                found.append((word, offset + (label.unicodeScalars.count - word.unicodeScalars.count)))
            } else if word.unicodeScalars.contains(where: ScalarClass.isUppercase) {
                otherUppercase = true
            }
            offset += label.unicodeScalars.count + 1
        }
        return otherUppercase ? [] : found
    }

    /// The identifier with spaces removed and sentence-cased labels lower-cased, when that gives a valid one.
    private static func repaired(_ labels: [Substring]) -> String? {
        let lowerCased = Set(sentenceCasedLabels(labels).map(\.label))
        let rebuilt = labels.map { label -> String in
            let word = String(label.filter { !$0.isWhitespace })
            return lowerCased.contains(label.trimmedWhitespace) ? word.lowercased() : word
        }.joined(separator: ".")
        let valid = rebuilt.split(separator: ".", omittingEmptySubsequences: false).count >= 2
            && rebuilt.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty }
            && rebuilt.unicodeScalars.allSatisfy { ScalarClass.isASCIILetter($0) || ScalarClass.isASCIIDigit($0) || $0 == "-" || $0 == "." }
        return valid && rebuilt != String(labels.joined(separator: ".")) ? rebuilt : nil
    }

    private static func labelText(around index: Int, in scalars: [Unicode.Scalar]) -> String {
        var start = index
        while start > 0, scalars[start - 1] != "." { start -= 1 }
        var end = index
        while end < scalars.count, scalars[end] != "." { end += 1 }
        return String(scalars: scalars[start..<end]).trimmedWhitespace
    }
}
