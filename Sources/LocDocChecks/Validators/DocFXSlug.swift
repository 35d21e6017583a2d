/// How DocFX turns a heading into its id, so a heading's text can be compared with its anchor.
///
/// DocFX runs markdig's auto-identifiers in GitHub mode: the heading's plain text, each letter or decimal digit
/// lower-cased and kept (in any script), each space and `-` written as `-`, `_` kept, and everything else
/// (punctuation, symbols, `.`, `&`) dropped; nothing is trimmed or collapsed. So
/// `Use Intune to enable shared device mode & SSO extension` becomes
/// `use-intune-to-enable-shared-device-mode--sso-extension` (the two spaces around `&` give `--`), and docfx's own
/// test turns `This - is a &@! heading _ with . and ! -` into `this---is-a--heading-_-with--and---`.
///
/// Anchors written by hand or by other generators collapse runs of `-` and trim them at the ends, so
/// `matches(_:anchor:)` also accepts a slug equal to the anchor up to that normalisation.
public enum DocFXSlug {
    /// The id DocFX gives a heading with this plain text.
    public static func slug(_ heading: String) -> String {
        var result = ""
        for scalar in heading.unicodeScalars { result += piece(scalar) }
        return result
    }

    /// Runs of `-` collapsed to one, `-` trimmed at both ends.
    public static func normalized(_ slug: String) -> String {
        var result = ""
        for character in slug {
            if character == "-", result.isEmpty || result.last == "-" { continue }
            result.append(character)
        }
        while result.last == "-" { result.removeLast() }
        return result
    }

    /// Whether a heading text slugifies to `anchor`, exactly or up to `-` normalisation.
    public static func matches(_ heading: String, anchor: String) -> Bool {
        equal(slug: slug(heading), anchor: anchor)
    }

    static func equal(slug: String, anchor: String) -> Bool {
        let anchor = anchor.lowercased()
        guard !anchor.isEmpty, !slug.isEmpty else { return false }
        return slug == anchor || normalized(slug) == normalized(anchor)
    }

    /// What one scalar of a heading contributes to its slug.
    static func piece(_ scalar: Unicode.Scalar) -> String {
        if ScalarClass.isLetter(scalar) || ScalarClass.isDigit(scalar) { return String(scalar).lowercased() }
        if scalar == " " || scalar == "-" { return "-" }
        if scalar == "_" { return "_" }
        return ""
    }

    /// `piece(_:)` as scalars, appended in reverse order (for slugs built from the end of a heading); ASCII without
    /// making a string.
    static func appendPieceReversed(_ scalar: Unicode.Scalar, to reversed: inout [Unicode.Scalar]) {
        guard scalar.value >= 0x80 else {
            if ScalarClass.isASCIILetter(scalar) {
                reversed.append(Unicode.Scalar(UInt8(scalar.value | 0x20)))
            } else if ScalarClass.isASCIIDigit(scalar) || scalar == "_" {
                reversed.append(scalar)
            } else if scalar == " " || scalar == "-" {
                reversed.append("-")
            }
            return
        }
        reversed.append(contentsOf: piece(scalar).unicodeScalars.reversed())
    }

    /// Whether a suffix of `heading` (starting after its first scalar) may slugify to `anchor`: false when the
    /// anchor is ASCII and the last scalar other than `-` of the heading's slug is not the anchor's, lower-cased.
    /// Every suffix's slug ends as the heading's does, both comparisons of `Anchor.matches` keep the last scalar
    /// other than `-`, and an ASCII anchor equals no slug that is not ASCII. Most headings end in another letter,
    /// and this answers them before the anchor is prepared.
    static func mayEnd(_ heading: ProseText, like anchor: String) -> Bool {
        let dash = UInt8(ascii: "-")
        guard anchor.utf8.allSatisfy({ $0 < 0x80 }) else { return true }
        guard let lastByte = anchor.utf8.last(where: { $0 != dash }) else { return false }
        let wanted = Unicode.Scalar(lastByte >= 0x41 && lastByte <= 0x5A ? lastByte | 0x20 : lastByte)
        var piece: [Unicode.Scalar] = []
        var index = heading.count - 1
        while index >= 1 {
            piece.removeAll(keepingCapacity: true)
            appendPieceReversed(heading[index], to: &piece)
            // Reversed: the piece's last scalar comes first.
            if let last = piece.first(where: { $0 != "-" }) { return last == wanted }
            index -= 1
        }
        return false
    }

    /// An anchor prepared once for `equal(slug:anchor:)` against many slugs (every suffix of a heading).
    struct Anchor {
        let lowercased: String
        let normalized: String
        /// Whether the anchor has two parts or more: `normalized(anchor).split(separator: "-").count >= 2`.
        let hasTwoParts: Bool
        /// Its scalars other than `-` and `_`.
        let wordScalars: Int
        /// The scalars of `lowercased` and `normalized` when the anchor is ASCII (nearly always: it is an English
        /// slug), for comparing ASCII slugs scalar by scalar.
        private let asciiLowercased: [Unicode.Scalar]?
        private let asciiNormalized: [Unicode.Scalar]?
        /// The scalars of `asciiNormalized` other than `-`.
        private let normalizedLetters: Int

        init(_ anchor: String) {
            guard anchor.utf8.allSatisfy({ $0 < 0x80 }) else {
                lowercased = anchor.lowercased()
                normalized = DocFXSlug.normalized(lowercased)
                hasTwoParts = DocFXSlug.normalized(anchor).split(separator: "-").count >= 2
                wordScalars = anchor.unicodeScalars.lazy.filter { $0 != "-" && $0 != "_" }.count
                let ascii = lowercased.utf8.allSatisfy { $0 < 0x80 }
                asciiLowercased = ascii ? Array(lowercased.unicodeScalars) : nil
                asciiNormalized = ascii ? Array(normalized.unicodeScalars) : nil
                normalizedLetters = normalized.unicodeScalars.count { $0 != "-" }
                return
            }
            // ASCII: lower-casing is per byte, and every character is a byte (CR LF aside, which is not `-` either
            // way), so `normalized` and the split on `-` work on bytes. A normalised slug has no `-` at its ends and
            // no two together, so it has two parts exactly when it has a `-`.
            let dash = UInt8(ascii: "-")
            let lower = anchor.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            var collapsed: [UInt8] = []
            for byte in lower where !(byte == dash && (collapsed.isEmpty || collapsed.last == dash)) { collapsed.append(byte) }
            while collapsed.last == dash { collapsed.removeLast() }
            lowercased = String(decoding: lower, as: UTF8.self)
            normalized = String(decoding: collapsed, as: UTF8.self)
            hasTwoParts = collapsed.contains(dash)
            wordScalars = lower.count { $0 != dash && $0 != UInt8(ascii: "_") }
            asciiLowercased = lower.map { Unicode.Scalar($0) }
            asciiNormalized = collapsed.map { Unicode.Scalar($0) }
            normalizedLetters = collapsed.count { $0 != dash }
        }

        /// `equal(slug:anchor:)` for the slug whose scalars are `reversed[0..<count]` read backwards.
        ///
        /// With an ASCII anchor (the usual case) no string is made:
        /// - a slug with a scalar beyond ASCII is not equal to it, even up to canonical equivalence (which is how
        ///   strings compare): no scalar a slug holds decomposes to ASCII only (the test
        ///   `noSlugScalarIsCanonicallyASCII` checks every Unicode scalar);
        /// - an ASCII slug compares scalar by scalar, and `normalized`'s characters are its scalars (the only ASCII
        ///   grapheme of two scalars is CR LF, which no slug holds).
        /// A non-ASCII anchor goes through the strings.
        func matches(reversed: [Unicode.Scalar], count: Int) -> Bool {
            guard !lowercased.isEmpty, count > 0 else { return false }
            let slug = reversed[0..<count].reversed()
            guard let asciiLowercased, let asciiNormalized else {
                let text = String(scalars: slug)
                return text == lowercased || DocFXSlug.normalized(text) == normalized
            }
            // One pass: a scalar beyond ASCII rules the slug out, and the scalars other than `-` must be as many as
            // the normalised anchor's (normalising only drops `-`) for the slower comparison to be worth making.
            var letters = 0
            for scalar in slug {
                guard scalar.value < 0x80 else { return false }
                if scalar != "-" { letters += 1 }
            }
            if count == asciiLowercased.count, slug.elementsEqual(asciiLowercased) { return true }
            guard letters == normalizedLetters else { return false }
            var collapsed: [Unicode.Scalar] = []
            collapsed.reserveCapacity(count)
            for scalar in slug {
                if scalar == "-", collapsed.isEmpty || collapsed.last == "-" { continue }
                collapsed.append(scalar)
            }
            while collapsed.last == "-" { collapsed.removeLast() }
            return collapsed == asciiNormalized
        }
    }
}
