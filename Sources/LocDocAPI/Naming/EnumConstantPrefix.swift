/// The prefix Swift strips from an enum's constants (`determineConstantNamePrefix` in the Swift compiler's
/// `ImportEnumInfo.cpp`): the words every constant starts with, cut back to the words they share with the enum's
/// own name (allowing the enum name to be a plural, `NSProperty…` in `NSProperties`), and never so far that a
/// constant would start with a digit. `MSALDeviceModeDefault`, `MSALDeviceModeShared` in `MSALDeviceMode` lose
/// `MSALDeviceMode`; `MSALInternalErrorInvalidParameter`, `MSALInternalBrokerNotAvailable`,
/// `MSALErrorJITRetryRequired` in `MSALInternalError` share only `MSAL`. A `k` before a capital
/// (`kCFNumberType…`) and a `_` after the enum name (`MyEnum_A`) are handled as Swift does.
enum EnumConstantPrefix {
    static func prefix(constants: [String], enumName: String) -> String {
        guard var common = constants.first else { return "" }
        var followedByNonIdentifier = false
        for constant in constants.dropFirst() {
            common = commonWordPrefix(common, constant, followedByNonIdentifier: &followedByNonIdentifier)
            if common.isEmpty { break }
        }
        guard !common.isEmpty else { return "" }
        var check = Substring(common)
        if check.first == "k" {
            let canDropK = check.count >= 2 ? CamelCase.isUpper(check.unicodeScalars.dropFirst().first!) : !followedByNonIdentifier
            if canDropK { check = check.dropFirst() }
        }
        let withEnum = commonPluralPrefix(String(check), enumName)
        var delta = common.count - check.count
        let checkScalars = Array(check.unicodeScalars)
        if withEnum.count < checkScalars.count, checkScalars[withEnum.count] == "_", !followedByNonIdentifier {
            delta += 1
        }
        return String(common.prefix(withEnum.count + delta))
    }

    /// The words `a` and `b` start with; one word fewer when what follows in either would start with a digit.
    static func commonWordPrefix(_ a: String, _ b: String, followedByNonIdentifier: inout Bool) -> String {
        let aWords = CamelCase.words(a)
        let bWords = CamelCase.words(b)
        var previousLength = 0
        var length = 0
        var index = 0
        while index < aWords.count, index < bWords.count {
            if aWords[index] != bWords[index] {
                followedByNonIdentifier = false
                break
            }
            previousLength = length
            length += aWords[index].count
            index += 1
        }
        if (index < aWords.count && !startsIdentifier(aWords[index])) || (index < bWords.count && !startsIdentifier(bWords[index])) {
            followedByNonIdentifier = true
            length = previousLength
        }
        return String(a.prefix(length))
    }

    /// The common word prefix of `singular` and `plural`, where `plural` may add `s`, `es` or `ies` (for `y`).
    static func commonPluralPrefix(_ singular: String, _ plural: String) -> String {
        guard !singular.isEmpty, !plural.isEmpty else { return "" }
        var ignored = false
        let common = commonWordPrefix(singular, plural, followedByNonIdentifier: &ignored)
        if common.count == singular.count || !plural.hasSuffix("s") { return common }
        let leftoverWord = CamelCase.firstWord(String(singular.dropFirst(common.count)))
        let withWord = String(singular.prefix(common.count + leftoverWord.count))
        var trimmed = Substring(plural.dropLast())
        if trimmed.hasSuffix(leftoverWord) { return withWord }
        guard trimmed.last == "e" else { return common }
        trimmed = trimmed.dropLast()
        if trimmed.hasSuffix(leftoverWord) { return withWord }
        guard trimmed.last == "i", singular.hasSuffix("y") else { return common }
        trimmed = trimmed.dropLast()
        if trimmed.hasSuffix(leftoverWord.dropLast()) { return withWord }
        return common
    }

    private static func startsIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first else { return false }
        return first == "_" || first.properties.isAlphabetic
    }
}
