/// Boolean setting values: `true` or `false`, exactly.
///
/// Rule: the value, without surrounding spaces, is `true` or `false`. Property lists, JSON and the APIs the
/// settings feed are case-sensitive, so `True` or `TRUE` is a different string (an error for some readers of the
/// profile, silently `false` for others); `yes`, `1` or a translated word is not a Boolean at all. A case variant
/// gets its lower-cased spelling as the suggestion; anything else gets none (which of the two was meant is not in
/// the text).
public enum BooleanValueValidator {
    public static func validate(_ value: String) -> ValidatorIssue? {
        let trimmed = value.trimmedWhitespace
        if trimmed == "true" || trimmed == "false" { return nil }
        let offset = value.unicodeScalars.prefix { $0.properties.isWhitespace }.count
        let lowered = trimmed.lowercased()
        if lowered == "true" || lowered == "false" {
            return ValidatorIssue(kind: .caseVariant, message: "Boolean value must be lower-case `\(lowered)`",
                                  offset: offset, evidence: trimmed, suggestion: lowered)
        }
        return ValidatorIssue(kind: .notAValue, message: "Boolean value must be `true` or `false`",
                              offset: offset, evidence: trimmed)
    }
}
