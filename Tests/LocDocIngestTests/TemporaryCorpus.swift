import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A corpus a test writes into the temporary directory (`<tmp>/locdoc-bad-input-<UUID>/`), for inputs that are too
/// large, binary or not files at all (directories, links, pipes) to be committed as fixtures. `with` removes it
/// afterwards, whatever the test did.
struct TemporaryCorpus {
    let root: URL

    /// Runs `body` with a fresh, empty corpus folder and removes the folder afterwards.
    static func with<T>(_ body: (TemporaryCorpus) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("locdoc-bad-input-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        return try body(TemporaryCorpus(root: root))
    }

    func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    func path(_ relativePath: String) -> String { url(relativePath).path }

    func write(_ relativePath: String, _ bytes: [UInt8]) throws {
        let target = url(relativePath)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: target)
    }

    func makeDirectory(_ relativePath: String) throws {
        try FileManager.default.createDirectory(at: url(relativePath), withIntermediateDirectories: true)
    }

    /// A link to `destination` (relative to the link's folder), which need not exist.
    func makeSymbolicLink(_ relativePath: String, to destination: String) throws {
        let link = url(relativePath)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
    }

    /// A named pipe: it exists, but holds no bytes to read, even for root.
    func makePipe(_ relativePath: String) throws {
        let pipe = url(relativePath)
        try FileManager.default.createDirectory(at: pipe.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard mkfifo(pipe.path, 0o644) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: pipe.path])
        }
    }
}
