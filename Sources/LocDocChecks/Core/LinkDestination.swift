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
    /// is shaped like a locale with a region.
    static func localeSegment(of destination: String) -> Range<String.Index>? {
        var start: String.Index
        if let scheme = destination.range(of: "://") {
            guard let slash = destination[scheme.upperBound...].firstIndex(of: "/") else { return nil }
            start = destination.index(after: slash)
        } else if destination.hasPrefix("/"), !destination.hasPrefix("//") {
            start = destination.index(after: destination.startIndex)
        } else {
            return nil
        }
        let end = destination[start...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? destination.endIndex
        let segment = String(destination[start..<end])
        guard segment.contains("-"), !segment.contains("--"), LocaleID(folderName: segment) != nil else { return nil }
        return start..<end
    }
}
