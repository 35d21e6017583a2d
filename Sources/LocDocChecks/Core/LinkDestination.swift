import LocDocModel

/// A link's destination as copies of a page are compared: Microsoft Learn puts the reader's locale first in a URL's
/// path (`https://learn.microsoft.com/he-il/entra/…`, `/el-gr/azure/…`), and each translation rightly writes its
/// own, so that segment is compared as `{locale}`. A segment counts when it has a region (`he-il`, `zh-hans-cn`,
/// `es-419`), by the shape of a locale tag, never by a list of locales.
enum LinkDestination {
    static let placeholder = "{locale}"

    /// `destination` with its locale segment, if it has one, as `{locale}`; also its first segment when
    /// `ownLanguage` says that is the copy's own language (`LanguagePathPrefixes`).
    static func comparable(_ destination: String, ownLanguage: Bool = false) -> String {
        guard let segment = localeSegment(of: destination) ?? (ownLanguage ? firstSegmentRange(of: destination) : nil) else {
            return destination
        }
        return destination.replacingCharacters(in: segment, with: placeholder)
    }

    /// A comparable destination without its `{locale}` segment: `/{locale}/docs/setup/` and `/docs/setup/` both send
    /// the reader to their own edition on a site whose default language has no prefix (Hugo, Learn's redirects).
    static func withoutLocale(_ comparable: String) -> String {
        // Searched for only where a brace is: Foundation's `range(of:)` on every differing link costs more than the rest.
        guard comparable.utf8.contains(UInt8(ascii: "{")), let marker = comparable.range(of: placeholder),
              pathSegment(of: comparable) == marker, marker.upperBound < comparable.endIndex,
              comparable[marker.upperBound] == "/" else { return comparable }
        var stripped = comparable
        stripped.removeSubrange(marker.lowerBound...marker.upperBound)
        return stripped
    }

    /// The first path segment of a destination, lower-cased, when a `/` follows it (`/de/guides/` gives `de`).
    static func firstSegment(of destination: String) -> String? {
        firstSegmentRange(of: destination).map { destination[$0].lowercased() }
    }

    /// The first segment's length in UTF-8 bytes, as `firstSegment` would have it; nil when it has none.
    static func firstSegmentLength(of destination: String) -> Int? {
        firstSegmentRange(of: destination).map { destination.utf8[$0].count }
    }

    private static func firstSegmentRange(of destination: String) -> Range<String.Index>? {
        guard let range = pathSegment(of: destination), !range.isEmpty, range.upperBound < destination.endIndex,
              destination[range.upperBound] == "/" else { return nil }
        return range
    }

    /// A comparable destination as a copy would write it: `{locale}` as the segment of the copy's own
    /// `destination` when it has one (a suggested fix keeps the copy's locale), else as its `locale` in lower case,
    /// else as written by `supporter`.
    static func written(_ comparable: String, like destination: String?, locale: LocaleID?, supporter: String?) -> String {
        guard let marker = comparable.range(of: placeholder) else { return comparable }
        if let destination, let segment = localeSegment(of: destination) {
            return comparable.replacingCharacters(in: marker, with: destination[segment])
        }
        if let locale { return comparable.replacingCharacters(in: marker, with: locale.tag.lowercased()) }
        if let supporter, let segment = localeSegment(of: supporter) {
            return comparable.replacingCharacters(in: marker, with: supporter[segment])
        }
        return comparable
    }

    /// The first segment of the path of an absolute (`https://host/…`) or site-relative (`/…`) destination, when it
    /// is shaped like a locale with a region. Read over UTF-8 bytes: every link of every copy comes through here.
    static func localeSegment(of destination: String) -> Range<String.Index>? {
        guard let range = pathSegment(of: destination) else { return nil }
        let segment = destination.utf8[range]
        let (start, end) = (range.lowerBound, range.upperBound)
        // A tag with a region has a hyphen and is short (`zh-hans-cn` is the longest shape), all ASCII letters,
        // digits and hyphens: most first segments (`entra`, `azure`) are out before a string is made.
        let hyphen = UInt8(ascii: "-")
        func isTagByte(_ byte: UInt8) -> Bool {
            byte == hyphen || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        guard (4...16).contains(segment.count), segment.contains(hyphen), segment.allSatisfy(isTagByte),
              !zip(segment, segment.dropFirst()).contains(where: { $0 == hyphen && $1 == hyphen }),
              LocaleID(folderName: String(destination[start..<end])) != nil else { return nil }
        return start..<end
    }

    /// The first segment of the path of an absolute (`https://host/…`) or site-relative (`/…`) destination, without
    /// its slashes.
    private static func pathSegment(of destination: String) -> Range<String.Index>? {
        let bytes = destination.utf8
        let slash = UInt8(ascii: "/")
        var start: String.Index
        if bytes.first == slash {
            start = bytes.index(after: bytes.startIndex)
            guard start == bytes.endIndex || bytes[start] != slash else { return nil }
        } else {
            // `scheme://host/`: the path starts after the host's slash.
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
                  bytes[colon...].starts(with: "://".utf8) else { return nil }
            let host = bytes.index(colon, offsetBy: 3)
            guard let path = bytes[host...].firstIndex(of: slash) else { return nil }
            start = bytes.index(after: path)
        }
        let end = bytes[start...].firstIndex { $0 == slash || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        return start..<end
    }

    /// Whether `own` is the reader's-language edition of what `expected` (a comparable destination) links: the same
    /// path with the copy's language where `expected` has `{locale}` or nothing, or the same site with the copy's language
    /// as the host's first label (`https://de.wikipedia.org/wiki/…` in German where the others have
    /// `https://en.wikipedia.org/wiki/…`), the other's shaped like a language (two or three letters) and the rest of
    /// the hosts equal. There the paths may differ: a localised site names its pages in its language.
    static func isLanguageEdition(_ own: String, of expected: String, locale: LocaleID) -> Bool {
        let language = locale.language
        // The copy's language or tag first in the path, where the others have `{locale}`
        // (`developer.mozilla.org/fr/docs/…`) or nothing (`/zh/docs/setup/` beside `/docs/setup/`, a site whose default
        // language has no prefix): read as `{locale}`, as the copies' links are compared, it is the same page.
        let segment = firstSegment(of: own)
        let ownSegment = segment == language.lowercased() || segment == locale.tag.lowercased()
        if withoutLocale(comparable(own, ownLanguage: ownSegment)) == withoutLocale(expected) { return true }
        if expected.utf8.contains(UInt8(ascii: "{")) { return false }
        guard let mine = host(of: own), let theirs = host(of: expected),
              let dot = mine.firstIndex(of: "."), let otherDot = theirs.firstIndex(of: ".") else { return false }
        let label = mine[..<dot], other = theirs[..<otherDot]
        return label.lowercased() == language.lowercased() && label.lowercased() != other.lowercased()
            && (2...3).contains(other.count) && other.allSatisfy { $0.isASCII && $0.isLetter }
            && mine[dot...].lowercased() == theirs[otherDot...].lowercased() && mine[dot...].dropFirst().contains(".")
    }

    /// Whether one destination is the other's edition for `locale`, named by a suffix on one path segment
    /// (`/components/button-cn` beside `/components/button`, as Ant Design's Chinese pages link): the same path but
    /// for one segment, which in `edition` is the other's plus `-` and the locale's language or region
    /// (`cn` of zh-CN), fragments, queries and a trailing slash aside.
    static func isSuffixedEdition(_ edition: String, of plain: String, locale: LocaleID) -> Bool {
        // Segments, a trailing slash aside (`/config-provider/` is `/config-provider`).
        let path = { (destination: String) in
            var segments = destination.prefix { $0 != "#" && $0 != "?" }.split(separator: "/", omittingEmptySubsequences: false)
            if segments.count > 1, segments.last?.isEmpty == true { segments.removeLast() }
            return segments
        }
        let (mine, theirs) = (path(edition), path(plain))
        guard mine.count == theirs.count else { return false }
        let differing = zip(mine, theirs).filter { $0 != $1 }
        guard differing.count == 1, let (suffixed, bare) = differing.first, suffixed.hasPrefix(bare + "-") else { return false }
        let suffix = suffixed.dropFirst(bare.count + 1).lowercased()
        let subtags = locale.tag.lowercased().split(separator: "-")
        return subtags.first.map { suffix == $0 } == true || (subtags.count > 1 && subtags.last.map { suffix == $0 } == true)
    }

    /// Whether a site-rooted path climbs above the root (`/../usage/cfg.md`): no site serves it. Translation tools
    /// write it for `../usage/cfg.md`.
    static func climbsAboveRoot(_ destination: String) -> Bool {
        destination.hasPrefix("/../") || destination == "/.." || destination.hasPrefix("/..#") || destination.hasPrefix("/..?")
    }

    /// The host of an absolute `http(s)://` destination.
    private static func host(of destination: String) -> Substring? {
        guard let scheme = destination.range(of: "://"), destination[..<scheme.lowerBound].lowercased().hasPrefix("http") else { return nil }
        let rest = destination[scheme.upperBound...]
        return rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
    }
}
