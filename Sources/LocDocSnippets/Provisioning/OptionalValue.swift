import LocDocModel

/// How a field that the page may leave empty in words is read (a team ID: "this field is not needed on iOS").
///
/// No word decides it. A value is set only when it is shaped like an identifier (one token of ASCII letters, digits,
/// `.`, `-`, `_`) and something beyond that shape says it is one: it has a digit, or the page writes it as code, or
/// a copy in another locale writes the same text (a literal survives translation, prose does not). A sentence, a
/// mark standing for "nothing", or a lone word only this locale writes (a translated "none") leave the field empty.
struct OptionalValue {
    enum Reading: Equatable {
        case empty
        case sentence
        case notIdentifier
        case identifier(because: String)
        case word
    }

    let text: String
    let reading: Reading

    static func read(_ entry: ConfigEntry, sharedAcrossLocales literals: Set<String>) -> OptionalValue {
        let text = SettingShape.readerText(entry)
        let reading: Reading
        if text.isEmpty {
            reading = .empty
        } else if !SettingShape.isIdentifier(text) {
            reading = text.contains(where: \.isWhitespace) ? .sentence : .notIdentifier
        } else if SettingShape.hasDigit(text) {
            reading = .identifier(because: "one token with digits")
        } else if entry.isWrittenAsCode {
            reading = .identifier(because: "written as code")
        } else if literals.contains(text) {
            reading = .identifier(because: "copies in other locales write it too")
        } else {
            reading = .word
        }
        return OptionalValue(text: text, reading: reading)
    }

    var isSet: Bool {
        if case .identifier = reading { return true }
        return false
    }

    /// The note, in words a docs reader understands; `name` is the field (`the team identifier`).
    func explanation(_ name: String) -> String {
        let empty = "so \(name) is not set"
        switch reading {
        case .empty:
            return "The copy gives no value for \(name), \(empty)"
        case .sentence:
            return "`\(text)` is a sentence, not an identifier: it is read as the page telling the reader to leave "
                + "\(name) empty, \(empty)"
        case .notIdentifier:
            return "`\(text)` is not shaped like an identifier: it is read as the page telling the reader to leave "
                + "\(name) empty, \(empty)"
        case .identifier(let because):
            return "`\(text)` is shaped like an identifier (\(because)), so the device gets it as \(name)"
        case .word:
            return "`\(text)` is one word without digits, not written as code, and no copy in another locale "
                + "writes it: it is read as a word telling the reader to leave \(name) empty, \(empty)"
        }
    }
}
