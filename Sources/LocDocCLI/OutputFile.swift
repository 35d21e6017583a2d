import Foundation
import ArgumentParser

/// The file named by `--output`, opened before any work so a path that cannot be written is a usage error at
/// once, not after the whole corpus is checked; reports are streamed into it as they are rendered, so a large one
/// is never held whole in memory.
///
/// Opened with `open(2)` and truncated in place, so a symbolic link is written through and `/dev/stdout` or
/// `/dev/null` work (Foundation's `createFile` would replace them with a new file).
struct OutputFile {
    private let handle: FileHandle
    private let path: String
    /// The first write that failed (a full disk): reported by `close`, not a crash.
    private var failure: Error?

    /// Opens `path` for `--output`, or reports why it cannot and exits 2.
    static func openOrExit(_ path: String) throws -> OutputFile {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            Terminal.usage(["cannot write the report to \(path): it is a directory"])
            throw ExitCode(2)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            Terminal.usage(["cannot write the report to \(path): \(String(cString: strerror(errno)))"])
            throw ExitCode(2)
        }
        return OutputFile(handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), path: path)
    }

    mutating func write(_ data: Data) {
        guard failure == nil else { return }
        do { try handle.write(contentsOf: data) } catch { failure = error }
    }

    /// Closes the file; what went wrong with a write or the close, naming the file, or nil. The command says it
    /// after the run's own messages (input errors, notes), which must not be lost, and exits 2.
    func close() -> String? {
        do { try handle.close() } catch { return "could not write the report to \(path): \(error.localizedDescription)" }
        return failure.map { "could not write the report to \(path): \($0.localizedDescription)" }
    }
}
