@testable import LocDocChecks
import Testing

/// `ScalarClass` answers from a table, from block ranges and from a list where the standard library looks
/// properties up; they must agree with it.
@Suite struct ScalarClassTableTests {
    /// Everywhere `category` does not ask the standard library: the tables below U+3100 and of the halfwidth and
    /// fullwidth forms, and the blocks of CJK ideographs and Hangul syllables.
    @Test func categoriesAgreeWithTheStandardLibrary() {
        var mismatches: [UInt32] = []
        for range in [UInt32(0)...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF00...0xFFEF] {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                if ScalarClass.category(scalar) != scalar.properties.generalCategory { mismatches.append(value) }
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
