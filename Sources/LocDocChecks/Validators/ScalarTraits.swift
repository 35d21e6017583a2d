/// What the validators ask of a scalar's general category, as bits of one byte: a letter, which case, a mark, a
/// decimal digit, punctuation or a symbol.
///
/// `Unicode.GeneralCategory` is a resilient enum of the standard library, so every `switch` on it and every `==`
/// is a call; the prose checks ask these questions of every scalar of every copy. The traits of the scalars that
/// prose is made of come from tables filled once per process from the standard library (tests compare every
/// scalar).
struct ScalarTraits: OptionSet, Sendable {
    let rawValue: UInt8

    static let letter = ScalarTraits(rawValue: 1 << 0)
    /// An upper-case or title-case letter.
    static let uppercase = ScalarTraits(rawValue: 1 << 1)
    static let lowercase = ScalarTraits(rawValue: 1 << 2)
    /// A combining mark (non-spacing, spacing or enclosing).
    static let mark = ScalarTraits(rawValue: 1 << 3)
    static let decimalDigit = ScalarTraits(rawValue: 1 << 4)
    static let punctuationOrSymbol = ScalarTraits(rawValue: 1 << 5)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ category: Unicode.GeneralCategory) {
        switch category {
        case .uppercaseLetter, .titlecaseLetter: self = [.letter, .uppercase]
        case .lowercaseLetter: self = [.letter, .lowercase]
        case .modifierLetter, .otherLetter: self = .letter
        case .nonspacingMark, .spacingMark, .enclosingMark: self = .mark
        case .decimalNumber: self = .decimalDigit
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            self = .punctuationOrSymbol
        default: self = []
        }
    }

    /// A scalar's traits: from a table below U+3100 (alphabets, punctuation, kana) and for the halfwidth and
    /// fullwidth forms, without a lookup for the CJK ideograph and Hangul syllable blocks (all letters, all
    /// assigned), and from the standard library for the rest.
    static func of(_ scalar: Unicode.Scalar) -> ScalarTraits {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: .letter
        case ..<0x3100: Table.belowCJK[Int(scalar.value)]
        case 0xFF00..<0xFFF0: Table.fullwidth[Int(scalar.value - 0xFF00)]
        default: ScalarTraits(scalar.properties.generalCategory)
        }
    }

    private enum Table {
        static let belowCJK: [ScalarTraits] = (0..<0x3100).map { value in
            Unicode.Scalar(UInt32(value)).map { ScalarTraits($0.properties.generalCategory) } ?? []
        }
        /// `，`, `（`, `：`…, which Chinese and Japanese prose is full of.
        static let fullwidth: [ScalarTraits] = (0xFF00..<0xFFF0).map { value in
            ScalarTraits(Unicode.Scalar(UInt32(value))!.properties.generalCategory)
        }
    }
}
