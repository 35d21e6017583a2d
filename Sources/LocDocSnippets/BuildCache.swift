import Foundation

/// Scenario binaries kept between runs, keyed by everything that goes into them: the generated sources, the
/// compiler and its flags, and the size and date of the prebuilt modules and runtime library. A hit is checked
/// byte for byte against the stored sources, so a hash collision can only cost a rebuild, never a wrong binary.
struct BuildCache {
    struct Entry: Codable {
        var failures: [String: [CompilerDiagnostic]]
        var invocations: Int
        var sources: [String: String]
    }

    let folder: URL

    func key(sources: [(name: String, text: String)], arguments: [String], inputs: [URL]) -> String {
        var hasher = FNV1a()
        for source in sources {
            hasher.add(source.name)
            hasher.add(source.text)
        }
        arguments.forEach { hasher.add($0) }
        inputs.forEach { hasher.add(FileStamp.of($0)) }
        return hasher.hex
    }

    /// The stored binary and outcome for `key`, when its sources are exactly `sources`.
    func lookUp(_ key: String, sources: [(name: String, text: String)]) -> (binary: URL, entry: Entry)? {
        let entryFolder = folder.appendingPathComponent(key)
        let binary = entryFolder.appendingPathComponent("scenario")
        guard FileManager.default.isExecutableFile(atPath: binary.path),
              let data = try? Data(contentsOf: entryFolder.appendingPathComponent("entry.json")),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.sources == Dictionary(uniqueKeysWithValues: sources.map { ($0.name, $0.text) })
        else { return nil }
        return (binary, entry)
    }

    /// Stores a successful build; a cache that cannot be written is no error, only a miss next time.
    func store(_ key: String, binary: URL, entry: Entry) {
        let manager = FileManager.default
        let entryFolder = folder.appendingPathComponent(key)
        let staging = folder.appendingPathComponent("\(key).\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            try manager.copyItem(at: binary, to: staging.appendingPathComponent("scenario"))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(entry).write(to: staging.appendingPathComponent("entry.json"))
            try? manager.removeItem(at: entryFolder)
            try manager.moveItem(at: staging, to: entryFolder)
        } catch {
            try? manager.removeItem(at: staging)
        }
    }
}

/// 64-bit FNV-1a: a fast, stable hash for cache keys (not for security).
public struct FNV1a: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ text: String) {
        for byte in text.utf8 {
            state ^= UInt64(byte)
            state = state &* 0x0000_0100_0000_01B3
        }
        state ^= 0xFF
        state = state &* 0x0000_0100_0000_01B3
    }

    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// What a cache key records of a file it depends on: its path, size and modification time (of the file a link
/// points at), so a rebuilt module or a new toolchain misses the cache.
public enum FileStamp {
    public static func of(_ file: URL) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.resolvingSymlinksInPath().path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(file.path) \(size) \(modified)"
    }
}
