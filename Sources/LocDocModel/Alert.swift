/// A DocFX alert: a block quote whose first line is `[!KIND]` (`NOTE`, `IMPORTANT`, `TIP`, `WARNING`,
/// `CAUTION`, or any other upper-case word a page uses).
public struct Alert: Hashable, Sendable, Codable {
    public var kind: String
    public var sectionKey: SectionKey
    /// 1-based position among the alerts of its section.
    public var ordinal: Int
    public var range: SourceRange
    /// The alert's text after the marker, as a reader sees it.
    public var text: String
    /// How many lines the alert's content spans after the marker line.
    public var contentLineCount: Int

    public init(kind: String, sectionKey: SectionKey, ordinal: Int, range: SourceRange, text: String, contentLineCount: Int) {
        self.kind = kind
        self.sectionKey = sectionKey
        self.ordinal = ordinal
        self.range = range
        self.text = text
        self.contentLineCount = contentLineCount
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
