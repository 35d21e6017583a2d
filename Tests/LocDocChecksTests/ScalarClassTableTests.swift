@testable import LocDocChecks
import Testing

/// `ScalarClass` answers from a table, from block ranges and from a list where the standard library looks
/// properties up; they must agree with it.
@Suite struct ScalarClassTableTests {
    /// `ScalarTraits` comes from tables and block ranges where it does not ask the standard library: for every
    /// scalar, the traits must be those of its general category, and the predicates built on them must agree with
    /// the standard library's properties.
    @Test func traitsAgreeWithTheStandardLibrary() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            let letter = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter].contains(category)
            let mark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(category)
            let punctuation = [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                               .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
                               .modifierSymbol, .otherSymbol].contains(category)
            if ScalarTraits.of(scalar) != ScalarTraits(category)
                || ScalarClass.isLetter(scalar) != letter
                || ScalarClass.isWordScalar(scalar) != (letter || mark)
                || ScalarClass.isUppercase(scalar) != [.uppercaseLetter, .titlecaseLetter].contains(category)
                || ScalarClass.isLowercase(scalar) != (category == .lowercaseLetter)
                || ScalarClass.isDigit(scalar) != (category == .decimalNumber)
                || ScalarClass.isPunctuationOrSymbol(scalar) != punctuation {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty)
    }

    /// `scriptUsesSpaces` answers for kana, the main ideograph block and Hangul syllables before walking its list
    /// of ranges: the answer must be the list's for every scalar.
    @Test func scriptsWithoutSpacesAreTheListedRanges() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let listed = value >= 0x0E00 && ScalarClass.unspacedScriptRanges.contains { $0.contains(value) }
            if ScalarClass.scriptUsesSpaces(scalar) == listed { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func whiteSpaceIsExactlyTheListedScalars() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if ScalarClass.isWhitespace(scalar) != scalar.properties.isWhitespace { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty)
    }
}
