/// A link or image.
public struct Link: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// `https://…`, `mailto:…`: has a URL scheme.
        case absolute
        /// `/intune/…`: rooted at the docs site.
        case siteRelative
        /// `../roles/x.md#y`, `x.md`: relative to the page.
        case relative
        /// `#anchor`: within the page.
        case anchor
    }

    public var sectionKey: SectionKey
    /// 1-based position among the links of its section.
    public var ordinal: Int
    public var text: String
    public var destination: String
    public var kind: Kind
    public var isImage: Bool
    public var range: SourceRange
    /// False for a link's Markdown written inside a raw HTML block (`<span …>` alone on a line opens one), which
    /// the renderer passes through: the reader sees `[label](target)` as text. Such a link is still the page's
    /// link to compare with the other copies, and `link-markup` reports it.
    public var rendered: Bool

    public init(sectionKey: SectionKey, ordinal: Int, text: String, destination: String,
                kind: Kind, isImage: Bool, range: SourceRange, rendered: Bool = true) {
        self.sectionKey = sectionKey
        self.ordinal = ordinal
        self.text = text
        self.destination = destination
        self.kind = kind
        self.isImage = isImage
        self.range = range
        self.rendered = rendered
    }

    /// Whether text written as a link's target looks like one: a `/` in it (a path, a URL), a `#` first (an
    /// anchor), or a `.md` or `.mdx` page (with or without `#anchor`). Bracketed prose before a parenthesis (`[optional] (see
    /// below)`, `[1](2)`) does not, whatever its language. Searched as bytes: `/`, `#` and `?` are ASCII.
    public static func hasTargetShape(_ written: String) -> Bool {
        let path = written.prefix { $0 != "#" && $0 != "?" }
        return written.utf8.contains(UInt8(ascii: "/")) || written.hasPrefix("#") || path.hasSuffix(".md") || path.hasSuffix(".mdx")
    }

    /// The part after `#`, when the destination has one.
    public var fragment: String? {
        // Searched as bytes: a search by Character walks grapheme breaks, which on long URLs cost more than the
        // check that asks.
        guard let hash = destination.utf8.firstIndex(of: UInt8(ascii: "#")) else { return nil }
        return String(destination.unicodeScalars[destination.utf8.index(after: hash)...])
    }

    public static func kind(of destination: String) -> Kind {
        var text = destination
        if let kind = text.withUTF8(kind(ofASCII:)) { return kind }
        if destination.hasPrefix("#") { return .anchor }
        if destination.hasPrefix("/") { return .siteRelative }
        // RFC 3986 scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
        if let colon = destination.firstIndex(of: ":"), let first = destination.first, first.isASCII, first.isLetter,
           destination[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) {
            return .absolute
        }
        return .relative
    }

    /// `kind(of:)` on ASCII bytes (nearly every destination), where each character is a byte; nil otherwise.
    private static func kind(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> Kind? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard let first = bytes.first else { return .relative }
        if first == UInt8(ascii: "#") { return .anchor }
        if first == UInt8(ascii: "/") { return .siteRelative }
        let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        if let colon = bytes.firstIndex(of: UInt8(ascii: ":")), isLetter(first),
           bytes[..<colon].allSatisfy({ isLetter($0) || (0x30...0x39).contains($0) || "+-.".utf8.contains($0) }) {
            return .absolute
        }
        return .relative
    }
}
