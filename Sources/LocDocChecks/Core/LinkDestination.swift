import LocDocModel

/// A link's destination as copies of a page are compared: Microsoft Learn puts the reader's locale first in a URL's
/// path (`https://learn.microsoft.com/he-il/entra/…`, `/el-gr/azure/…`), and each translation rightly writes its
/// own, so that segment is compared as `{locale}`. A segment counts when it has a region (`he-il`, `zh-hans-cn`,
/// `es-419`), by the shape of a locale tag, never by a list of locales.
enum LinkDestination {
    static let placeholder = "{locale}"

    /// `destination` with its locale segment, if it has one, as `{locale}`.
    static func comparable(_ destination: String) -> String {
        guard let segment = localeSegment(of: destination) else { return destination }
        return destination.replacingCharacters(in: segment, with: placeholder)
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
        let segment = bytes[start..<end]
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
}
