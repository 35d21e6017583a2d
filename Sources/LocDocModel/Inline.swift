/// Inline content of a paragraph, heading or table cell, kept as a small tree so that checks can see
/// emphasis markers, code spans and links in their order and with their positions.
public struct Inline: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case text, code, emphasis, strong, strikethrough, link, image, html, softBreak, lineBreak
    }

    public var kind: Kind
    /// The literal for `text`, `code` and `html`; empty for containers (their text is in `children`).
    public var literal: String
    /// Link and image destination.
    public var destination: String?
    /// Absent for line breaks, whose position cmark-gfm does not record.
    public var range: SourceRange?
    public var children: [Inline]

    public init(kind: Kind, literal: String = "", destination: String? = nil, range: SourceRange?, children: [Inline] = []) {
        self.kind = kind
        self.literal = literal
        self.destination = destination
        self.range = range
        self.children = children
    }

    /// The text a reader sees: literals joined, a line break read as a space, HTML tags dropped.
    public var plainText: String {
        switch kind {
        case .text, .code: literal
        case .softBreak, .lineBreak: " "
        case .html: ""
        default: children.plainText
        }
    }
}

extension Array where Element == Inline {
    public var plainText: String { map(\.plainText).joined() }
}

/// A run of prose: a paragraph (anywhere: top level, in a list item or block quote), a heading or a table cell.
public struct TextBlock: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case paragraph, heading, tableCell
    }

    public var kind: Kind
    public var sectionKey: SectionKey
    public var range: SourceRange
    /// How many list items and block quotes enclose it (0 for top-level prose).
    public var depth: Int
    public var inlines: [Inline]

    public init(kind: Kind, sectionKey: SectionKey, range: SourceRange, depth: Int, inlines: [Inline]) {
        self.kind = kind
        self.sectionKey = sectionKey
        self.range = range
        self.depth = depth
        self.inlines = inlines
    }

    public var plainText: String { inlines.plainText }
}
