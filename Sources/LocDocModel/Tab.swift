/// A DocFX tab: a heading whose one link points at `#tab/{id}` (or `#tab/{id}/{condition}`), such as
/// `# [Swift](#tab/swift)`. Its content, up to the next tab of the group or the `---` that ends the group, is one
/// tab of the section the group sits in. A tab heading opens no section: a page that gained an Objective-C/Swift
/// tab group between revisions keeps every section where it was.
public struct Tab: Hashable, Sendable, Codable {
    /// `swift` in `#tab/swift`.
    public var id: String
    /// The tab id a dependent tab follows: `objc` in `#tab/swift/objc`.
    public var condition: String?
    /// The tab's label as a reader sees it (the link text).
    public var title: String
    /// The section the tab group is in.
    public var sectionKey: SectionKey
    /// The tab's heading.
    public var range: SourceRange

    public init(id: String, condition: String?, title: String, sectionKey: SectionKey, range: SourceRange) {
        self.id = id
        self.condition = condition
        self.title = title
        self.sectionKey = sectionKey
        self.range = range
    }

    /// The id and condition of a `#tab/…` link destination; nil for any other destination.
    public static func parse(destination: String) -> (id: String, condition: String?)? {
        guard destination.hasPrefix("#tab/") else { return nil }
        let parts = destination.dropFirst(5).split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let id = parts.first, !id.isEmpty else { return nil }
        let condition = parts.count > 1 && !parts[1].isEmpty ? String(parts[1]) : nil
        return (String(id), condition)
    }
}
