import LocDocModel

/// Character classes the validators share, on Unicode scalars (columns count scalars, so offsets do too).
///
/// Everything here is a property of the Unicode character, never of a language: a letter is a letter in any
/// script, and whether a script separates words with spaces is a property of the script. ASCII is answered by
/// comparison (the Unicode property lookup costs more than the rest of a validator on ASCII text).
enum ScalarClass {
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isASCIILetter(scalar) }
        return ScalarTraits.of(scalar).contains(.letter)
    }

    /// Letters and the combining marks that complete them (Devanagari vowel signs are marks, not letters).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isASCIILetter(scalar) }
        return !ScalarTraits.of(scalar).isDisjoint(with: [.letter, .mark])
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isASCIIDigit(scalar) }
        return ScalarTraits.of(scalar).contains(.decimalDigit)
    }

    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return (0x41...0x5A).contains(scalar.value) }
        return ScalarTraits.of(scalar).contains(.uppercase)
    }

    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return (0x61...0x7A).contains(scalar.value) }
        return ScalarTraits.of(scalar).contains(.lowercase)
    }

    /// Unicode's White_Space property. Beyond ASCII it holds for exactly these scalars (a test checks every
    /// scalar against `properties.isWhitespace`), which spares a property lookup per scalar of prose.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Full stops of other scripts (`SentenceEnd.otherFullStops`).
    static let otherFullStops = SentenceEnd.otherFullStops

    /// What ends a sentence, when white space or the end of the text follows (`SentenceEnd.terminators`).
    static let sentenceTerminators = SentenceEnd.terminators
    static let sentenceTerminatorSet = ScalarSet(sentenceTerminators)

    /// What parts clauses within a sentence: comma and semicolon, with their Arabic, ideographic, full-width and
    /// small forms. Not the colon, which some languages write inside a word (Swedish `API:et`, Finnish `API:n`).
    static let clauseSeparators = ScalarSet([",", ";", "\u{060C}", "\u{061B}", "\u{3001}", "\u{FF0C}", "\u{FF1B}",
                                             "\u{FE50}", "\u{FE51}", "\u{FE54}"])

    static func isPunctuationOrSymbol(_ scalar: Unicode.Scalar) -> Bool { ScalarTraits.of(scalar).contains(.punctuationOrSymbol) }

    /// An ASCII capital in lower case; any other scalar as it is.
    static func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 32)! : scalar
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        let folded = scalar.value | 0x20
        return folded >= 0x61 && folded <= 0x7A
    }

    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    /// `[A-Za-z0-9_]`.
    static func isASCIIIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || isASCIIDigit(scalar) || scalar == "_"
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    static func isASCIIIdentifier<S: Collection<Unicode.Scalar>>(_ scalars: S) -> Bool {
        guard let first = scalars.first, isASCIILetter(first) || first == "_" else { return false }
        return scalars.allSatisfy(isASCIIIdentifierScalar)
    }

    static func isASCIIIdentifier(_ text: Substring) -> Bool { isASCIIIdentifier(text.unicodeScalars) }
    static func isASCIIIdentifier(_ text: String) -> Bool { isASCIIIdentifier(text.unicodeScalars) }

    /// Whether a letter belongs to a script written without spaces between words.
    ///
    /// Han, Kana, Bopomofo, Yi and the scripts of mainland South-East Asia (Thai, Lao, Khmer, Myanmar, Tai, Balinese,
    /// Javanese…) and Tibetan do not separate words with spaces; Hangul, Latin, Cyrillic, Greek, Arabic, Hebrew,
    /// Georgian, Armenian, Ethiopic, the Indic scripts and the rest do. Non-letters answer `true` (no opinion).
    static func scriptUsesSpaces(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Everything before Thai (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic, the Indic scripts) uses spaces:
        // the common case costs one comparison.
        if value < 0x0E00 { return true }
        // Kana and the main CJK ideograph blocks (nearly every letter of Chinese and Japanese prose), and Hangul
        // syllables, without the walk through the list.
        if (0x3040...0x30FF).contains(value) || (0x4E00...0x9FFF).contains(value) { return false }
        if (0xAC00...0xD7A3).contains(value) { return true }
        for range in unspacedScriptRanges where range.contains(value) { return false }
        return true
    }

    /// Hangul: Korean writes spaces between words, but its particles and endings attach to the word before them, a
    /// code span or a link included (`` `acquireToken`을 ``).
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0xAC00...0xD7A3).contains(value) || (0x1100...0x11FF).contains(value) || (0x3130...0x318F).contains(value)
            || (0xA960...0xA97F).contains(value) || (0xD7B0...0xD7FF).contains(value)
    }

    /// Hebrew or Arabic letters (and their presentation forms): scripts that write one-letter prefixes (Hebrew
    /// `ו` "and", `ה` "the"; Arabic `و`, `ب`, `ال`) as part of the word after them.
    static func isHebrewOrArabic(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x0590...0x06FF).contains(value) || (0x0750...0x077F).contains(value) || (0x08A0...0x08FF).contains(value)
            || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
    }

    static let unspacedScriptRanges: [ClosedRange<UInt32>] = [
        0x0E00...0x0E7F, // Thai
        0x0E80...0x0EFF, // Lao
        0x0F00...0x0FFF, // Tibetan
        0x1000...0x109F, // Myanmar
        0x1780...0x17FF, // Khmer
        0x1950...0x197F, // Tai Le
        0x1980...0x19DF, // New Tai Lue
        0x19E0...0x19FF, // Khmer symbols
        0x1A20...0x1AAF, // Tai Tham
        0x1B00...0x1B7F, // Balinese
        0x2E80...0x2FDF, // CJK radicals, Kangxi radicals
        0x3005...0x3007, // ideographic iteration and number marks
        0x3021...0x3029, // Hangzhou numerals
        0x3031...0x3035, // Kana repeat marks
        0x3040...0x30FF, // Hiragana, Katakana
        0x3100...0x312F, // Bopomofo
        0x31A0...0x31BF, // Bopomofo extended
        0x31F0...0x31FF, // Katakana phonetic extensions
        0x3400...0x4DBF, // CJK extension A
        0x4E00...0x9FFF, // CJK unified ideographs
        0xA000...0xA4CF, // Yi
        0xA980...0xA9DF, // Javanese
        0xA9E0...0xA9FF, // Myanmar extended-B
        0xAA60...0xAA7F, // Myanmar extended-A
        0xAA80...0xAADF, // Tai Viet
        0xF900...0xFAFF, // CJK compatibility ideographs
        0xFF66...0xFF9F, // half-width Katakana
        0x1B000...0x1B16F, // Kana supplement and extended
        0x20000...0x3FFFF, // CJK extensions B and later
    ]

    /// Whether prose is written in scripts that use spaces: fewer than a quarter of its letters are in scripts
    /// written without them. A Chinese paragraph quoting `Microsoft Intune` is unspaced; a Georgian one is spaced.
    static func usesSpaces(unspacedLetters unspaced: Int, letters: Int) -> Bool { unspaced * 4 < letters || letters == 0 }
}

extension StringProtocol {
    /// Without leading and trailing whitespace (any Unicode white space).
    var trimmedWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars: scalars[first...last])
    }
}

extension String {
    /// The string of these scalars, encoded once as UTF-8 (appending to a `UnicodeScalarView` one scalar at a time
    /// costs many times more).
    init<S: Sequence<Unicode.Scalar>>(scalars: S) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        self.init(decoding: bytes, as: UTF8.self)
    }
}

extension Array where Element == Unicode.Scalar {
    /// Appends the scalars of `text`, decoded straight from its UTF-8 (a `String` always holds valid UTF-8): the
    /// generic `append(contentsOf: text.unicodeScalars)` costs several times more, and prose is appended a
    /// literal at a time for every text block of every copy.
    mutating func appendScalars(of text: String) {
        var text = text
        text.withUTF8 { bytes in
            // At most one scalar per byte: make room, decode into it, then drop what was not used.
            let start = count
            append(contentsOf: repeatElement(Unicode.Scalar(0), count: bytes.count))
            let end = withUnsafeMutableBufferPointer { scalars in
                var index = 0, next = start
                while index < bytes.count {
                    let lead = bytes[index]
                    if lead < 0x80 {
                        scalars[next] = Unicode.Scalar(lead)
                        index += 1
                    } else {
                        let value: UInt32
                        switch lead {
                        case ..<0xE0:
                            value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                            index += 2
                        case ..<0xF0:
                            value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                            index += 3
                        default:
                            value = UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                                | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                            index += 4
                        }
                        scalars[next] = Unicode.Scalar(value)!
                    }
                    next += 1
                }
                return next
            }
            removeLast(count - end)
        }
    }
}

/// A set of scalars with constant-time membership for ASCII (a bit mask), for scans over every scalar of a text.
struct ScalarSet: Sendable {
    private(set) var low: UInt64 = 0
    private(set) var high: UInt64 = 0
    private(set) var other: Set<Unicode.Scalar> = []
    /// Every scalar in `other` is punctuation or a symbol: what `ProseText` records of its text beyond ASCII, so it
    /// can answer for such a set without a scan.
    private(set) var otherArePunctuation = true
    /// The low byte of every scalar in `other`, as 256 bits: most scalars beyond ASCII that are not in the set
    /// (an ideograph in a scan for CJK brackets) are turned away here without hashing.
    private var otherLowBytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(_ scalars: some Sequence<Unicode.Scalar>) {
        for scalar in scalars { insert(scalar) }
    }

    /// Adds a scalar.
    mutating func insert(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0..<64: low |= 1 << UInt64(scalar.value)
        case 64..<128: high |= 1 << UInt64(scalar.value - 64)
        default:
            guard other.insert(scalar).inserted else { return }
            if otherArePunctuation, !ScalarClass.isPunctuationOrSymbol(scalar) { otherArePunctuation = false }
            let bit: UInt64 = 1 << UInt64(scalar.value & 63)
            switch (scalar.value >> 6) & 3 {
            case 0: otherLowBytes.0 |= bit
            case 1: otherLowBytes.1 |= bit
            case 2: otherLowBytes.2 |= bit
            default: otherLowBytes.3 |= bit
            }
        }
    }

    /// Adds the ASCII scalars whose bits are set (bit n of `low` is scalar n, bit n of `high` scalar 64 + n).
    mutating func insertASCII(low: UInt64, high: UInt64) {
        self.low |= low
        self.high |= high
    }

    /// The scalars of this set that are also in `set` (beyond ASCII, the smaller set is walked).
    func intersection(_ set: ScalarSet) -> Set<Unicode.Scalar> {
        var found = Set<Unicode.Scalar>()
        for (word, base) in [(low & set.low, UInt32(0)), (high & set.high, UInt32(64))] {
            var bits = word
            while bits != 0 {
                found.insert(Unicode.Scalar(base + UInt32(bits.trailingZeroBitCount))!)
                bits &= bits - 1
            }
        }
        let (smaller, larger) = other.count <= set.other.count ? (other, set) : (set.other, self)
        for scalar in smaller where larger.contains(scalar) { found.insert(scalar) }
        return found
    }

    @inline(__always)
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<64: return low & (1 << UInt64(scalar.value)) != 0
        case 64..<128: return high & (1 << UInt64(scalar.value - 64)) != 0
        default:
            let bit: UInt64 = 1 << UInt64(scalar.value & 63)
            let word: UInt64
            switch (scalar.value >> 6) & 3 {
            case 0: word = otherLowBytes.0
            case 1: word = otherLowBytes.1
            case 2: word = otherLowBytes.2
            default: word = otherLowBytes.3
            }
            return word & bit != 0 && other.contains(scalar)
        }
    }
}
