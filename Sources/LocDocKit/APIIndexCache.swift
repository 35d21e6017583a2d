import Foundation
import LocDocAPI

/// The reference API index kept on disk between runs, with the key of what it was built from. A cache that
/// cannot be read or written is no error: the run extracts again.
public struct APIIndexCache: Sendable {
    public var file: URL

    public init(file: URL) {
        self.file = file
    }

    private struct Entry: Codable {
        var key: String
        var index: APIIndex
    }

    /// The cached index when it was built from `key`.
    public func read(key: String) -> APIIndex? {
        guard let data = try? Data(contentsOf: file), let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.key == key else { return nil }
        return entry.index
    }

    /// Writes atomically, so that concurrent runs never read half a file.
    public func write(_ index: APIIndex, key: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(Entry(key: key, index: index)) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
