/// The tool's name and version as every output format reports them.
public struct ToolInfo: Hashable, Sendable, Codable {
    public var name: String
    public var version: String

    public init(name: String = "locdoc", version: String = ToolInfo.currentVersion) {
        self.name = name
        self.version = version
    }

    public static let currentVersion = "0.1.0"
}
