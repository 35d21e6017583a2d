import LocDocModel

/// What a setting's value is, judged by its own shape: no word of any language is consulted, so a locale nobody has
/// seen reads the same way.
enum SettingShape {
    /// One token of ASCII letters, digits, `.`, `-` and `_`, with at least one letter or digit: the shape of an
    /// identifier an administrator types (`SGGM6D27TK`, `com.example.sso`). A sentence has spaces or brackets or
    /// letters outside ASCII; a dash standing for "nothing" has no letter or digit.
    static func isIdentifier(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard !scalars.isEmpty else { return false }
        let allowed = scalars.allSatisfy { $0.isASCII && (isAlphanumeric($0) || $0 == "." || $0 == "-" || $0 == "_") }
        return allowed && scalars.contains(where: isAlphanumeric)
    }

    static func hasDigit(_ text: String) -> Bool { text.unicodeScalars.contains { ("0"..."9").contains($0) } }

    /// Whether a value can stand for a choice of a console list in some language: written, and not something a
    /// reader would type instead (a URL, a dotted identifier). Anything else may be a label in a language locdoc
    /// does not know, so it is left to the harness's choice.
    static func couldBeLabel(_ text: String) -> Bool {
        guard !text.isEmpty, !ConfigListValue.looksLikeURL(text) else { return false }
        return !(isIdentifier(text) && text.contains("."))
    }

    /// The value as a reader sees and types it: code spans and links as their text, surrounding spaces removed.
    static func readerText(_ entry: ConfigEntry) -> String { entry.valueText.trimmingSpaces }

    /// The line of an entry's value (its own line when it has no value).
    static func valueLine(_ entry: ConfigEntry) -> Int { entry.valueRange?.line ?? entry.range.line }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
