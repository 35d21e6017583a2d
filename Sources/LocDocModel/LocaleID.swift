/// A BCP 47 language tag as used by docs corpora (`es-ES`, `zh-CN`, `sr-Latn-RS`).
///
/// Parsing is structural (RFC 5646 shapes: language, optional script, optional region, variants); no list of
/// known languages is consulted, so a locale locdoc has never seen is accepted the same way.
public struct LocaleID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The tag in canonical casing: language lower case, script title case, region upper case.
    public let tag: String

    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        // ISO 639 codes (2–3 letters); the 5–8 letter registered subtags of RFC 5646 are not used by docs corpora and
        // would make ordinary folder names (`Locales`, `articles`) read as locales.
        guard let language = parts.first, Self.isLetters(language, 2...3) else { return nil }
        var canonical = [language.lowercased()]
        var index = 1
        if index < parts.count, Self.isLetters(parts[index], 4...4) {
            canonical.append(parts[index].prefix(1).uppercased() + parts[index].dropFirst().lowercased())
            index += 1
        }
        if index < parts.count, Self.isLetters(parts[index], 2...2) || Self.isDigits(parts[index], 3) {
            canonical.append(parts[index].uppercased())
            index += 1
        }
        while index < parts.count {
            let variant = parts[index]
            let alnum = variant.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            guard alnum, (5...8).contains(variant.count) || (variant.count == 4 && variant.first!.isNumber) else {
                return nil
            }
            canonical.append(variant.lowercased())
            index += 1
        }
        tag = canonical.joined(separator: "-")
    }

    /// The locale a folder name stands for: the name itself when it is a tag, or the part before `--` in the
    /// variant-folder convention `ja-jp--a` (several copies of one locale side by side).
    ///
    /// Folder names are held to a stricter shape than front matter, because ordinary folder names are often
    /// tag-shaped (`api`, `bad-input`, `my-docs`): a folder names a locale when it is a two-letter language
    /// alone (`fr`), a language, optional script and a region (`es-ES`, `zh-Hans-CN`, `es-419`), or a language and a
    /// script of ISO 15924 (`zh-Hans`, `sr-Latn`; not `my-docs`), without variants.
    public init?(folderName: String) {
        let base = folderName.firstRange(of: "--").map { String(folderName[..<$0.lowerBound]) } ?? folderName
        guard let parsed = LocaleID(base) else { return nil }
        let parts = parsed.tag.split(separator: "-")
        let hasRegion = parts.count >= 2 && (parts.last!.count == 2 || parts.last!.allSatisfy(\.isNumber))
        let scripted = parts.count == 2 && ScriptSubtag.isRegistered(parts[1])
        let shaped = (parts.count == 1 && parts[0].count == 2) || (hasRegion && parts.count <= 3) || scripted
        guard shaped else { return nil }
        self = parsed
    }

    /// A locale written after a dot in a file or folder name (`README.ja.md`, `pages.pt_BR`): shaped as a folder's
    /// is (`init(folderName:)`), with POSIX's `_` read as `-`.
    public init?(nameSuffix: some StringProtocol) {
        self.init(folderName: String(nameSuffix.map { $0 == "_" ? "-" : $0 }))
    }

    public var description: String { tag }

    /// The language subtag (`zh` of `zh-HK` and `zh-TW`, `sr` of `sr-Latn-RS`): copies in one language may share
    /// one translation.
    public var language: Substring { tag.prefix { $0 != "-" } }

    public static func < (lhs: LocaleID, rhs: LocaleID) -> Bool { lhs.tag < rhs.tag }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let parsed = LocaleID(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a BCP 47 tag: \(text)"))
        }
        self = parsed
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(tag)
    }

    private static func isLetters(_ text: String, _ lengths: ClosedRange<Int>) -> Bool {
        lengths.contains(text.count) && text.allSatisfy { $0.isASCII && $0.isLetter }
    }

    private static func isDigits(_ text: String, _ length: Int) -> Bool {
        text.count == length && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
