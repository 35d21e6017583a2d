/// An alert: a DocFX block quote whose first line is `[!KIND]` (`NOTE`, `IMPORTANT`, `TIP`, `WARNING`, `CAUTION`,
/// or any other word a page uses), or an admonition written as a container directive (`:::note` … `:::`), a
/// Python-Markdown block (`/// note` … `///`) or a Python-Markdown admonition (`!!! note` over an indented body).
public struct Alert: Hashable, Sendable, Codable {
    /// How the alert is written.
    public enum Syntax: String, Hashable, Sendable, Codable {
        /// A block quote that opens with `[!NOTE]` (DocFX, GitHub). Its kind is upper-cased: DocFX reads any case.
        case quote
        /// A container directive, `:::note` … `:::` (Docusaurus, Starlight, remark-directive) or `::: tip Title` …
        /// `:::` (VitePress, VuePress). Its kind is as written: these renderers match names case-sensitively, so
        /// `:::Tip` is not a tip.
        case directive
        /// A Python-Markdown block, `/// tip | Title` … `///` (pymdownx.blocks, as MkDocs sites such as FastAPI's write
        /// them). Its kind is as written: block names are matched case-sensitively.
        case block
        /// A Python-Markdown admonition, `!!! note "Title"` over a body indented by four spaces (MkDocs, MkDocs
        /// Material). Its kind is as written.
        case admonition
        /// The same, collapsible: `??? note`, or `???+ note` to show it open (pymdownx.details).
        case collapsible
    }

    public var kind: String
    public var syntax: Syntax
    public var sectionKey: SectionKey
    /// 1-based position among the alerts of its section.
    public var ordinal: Int
    public var range: SourceRange
    /// The alert's text after the marker, as a reader sees it.
    public var text: String
    /// How many lines the alert's content spans after the marker line (up to the closing marker of a directive).
    public var contentLineCount: Int

    public init(kind: String, syntax: Syntax = .quote, sectionKey: SectionKey, ordinal: Int, range: SourceRange, text: String,
                contentLineCount: Int) {
        self.kind = kind
        self.syntax = syntax
        self.sectionKey = sectionKey
        self.ordinal = ordinal
        self.range = range
        self.text = text
        self.contentLineCount = contentLineCount
    }

    /// The marker as a reader of the source sees it: `[!NOTE]`, `:::tip`, `/// tip`.
    public var marker: String {
        switch syntax {
        case .quote: "[!\(kind)]"
        case .directive: ":::\(kind)"
        case .block: "/// \(kind)"
        case .admonition: "!!! \(kind)"
        case .collapsible: "??? \(kind)"
        }
    }
}

/// A DocFX include token `[!INCLUDE [title](path)]`, wherever it stands.
public struct Include: Hashable, Sendable, Codable {
    public var title: String
    public var target: String
    public var sectionKey: SectionKey
    /// Whether the token stands inside an alert.
    public var inAlert: Bool
    public var range: SourceRange

    public init(title: String, target: String, sectionKey: SectionKey, inAlert: Bool, range: SourceRange) {
        self.title = title
        self.target = target
        self.sectionKey = sectionKey
        self.inAlert = inAlert
        self.range = range
    }
}
