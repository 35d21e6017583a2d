/// Identifies a section across locales: the path of anchors from the page's top heading down to it.
///
/// DocFX anchors are English slugs that survive translation, but they are not unique within a page (`swift`,
/// `objective-c` recur), so the key is the whole path. A heading without an anchor contributes `#N`, its
/// 1-based position among its parent's subsections. The part of the page before the first heading has the
/// empty key.
public struct SectionKey: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let segments: [String]
    /// The path, joined once: checks hash keys for every block, link and sample of every copy, and one string
    /// hashes in a fraction of the time of an array of them.
    public let description: String

    public init(segments: [String]) {
        self.segments = segments
        description = segments.joined(separator: "/")
    }

    /// Equal paths, segment by segment (`description` alone would take `["a/b"]` for `["a", "b"]`).
    public static func == (lhs: SectionKey, rhs: SectionKey) -> Bool { lhs.segments == rhs.segments }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    public static let root = SectionKey(segments: [])

    /// The key one level down: the joined path grows by the segment instead of being joined again.
    public func appending(_ segment: String) -> SectionKey {
        SectionKey(segments: segments + [segment], description: segments.isEmpty ? segment : description + "/" + segment)
    }

    private init(segments: [String], description: String) {
        self.segments = segments
        self.description = description
    }

    public var parent: SectionKey? { segments.isEmpty ? nil : SectionKey(segments: Array(segments.dropLast())) }

    /// The segment of a heading keyed by position (no anchor, or the page's title): `#2`, its 1-based position among
    /// its parent's subsections. An anchor never starts with `#`.
    public static func positionSegment(_ position: Int) -> String { "#\(position)" }

    public static func isPosition(_ segment: some StringProtocol) -> Bool { segment.hasPrefix("#") }

    /// The path as a reader knows it: below a top segment that is a position (the page's title, `#1`), which names
    /// nothing a reader sees.
    public var readerPath: String {
        guard segments.count > 1, let top = segments.first, Self.isPosition(top) else { return description }
        return segments.dropFirst().joined(separator: "/")
    }

    public static func < (lhs: SectionKey, rhs: SectionKey) -> Bool { lhs.segments.lexicographicallyPrecedes(rhs.segments) }

    /// The key a `description` names (`a/b`; the empty text is the root): what a slot key or JSON holds.
    public init(description text: String) {
        self.init(segments: text.isEmpty ? [] : text.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
    }

    public init(from decoder: any Decoder) throws {
        self.init(description: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A heading and the part of the page it opens.
public struct Section: Hashable, Sendable, Codable {
    public var key: SectionKey
    /// 1 to 6.
    public var level: Int
    /// The heading's text as a reader sees it, without the anchor tag.
    public var title: String
    /// The `<a name="…">` inside the heading, or else its attribute block's id (`## Title {#id}`), when there is one.
    public var anchor: String?
    public var range: SourceRange
    /// The heading's inline content (text, code spans, emphasis…), for checks on headings.
    public var inlines: [Inline]

    public init(key: SectionKey, level: Int, title: String, anchor: String?, range: SourceRange, inlines: [Inline]) {
        self.key = key
        self.level = level
        self.title = title
        self.anchor = anchor
        self.range = range
        self.inlines = inlines
    }
}

/// An HTML anchor (`<a name="x"></a>` or `id="x"`) anywhere on the page; links with `#x` resolve to these.
public struct NamedAnchor: Hashable, Sendable, Codable {
    public var name: String
    public var sectionKey: SectionKey
    public var inHeading: Bool
    public var range: SourceRange

    public init(name: String, sectionKey: SectionKey, inHeading: Bool, range: SourceRange) {
        self.name = name
        self.sectionKey = sectionKey
        self.inHeading = inHeading
        self.range = range
    }
}
