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

    /// Closes the file; a failed write or close is a usage-level error naming the file (exit 2).
    func close() throws {
        do {
            try handle.close()
        } catch {
            Terminal.usage(["could not write the report to \(path): \(error.localizedDescription)"])
            throw ExitCode(2)
        }
        if let failure {
            Terminal.usage(["could not write the report to \(path): \(failure.localizedDescription)"])
            throw ExitCode(2)
        }
    }
}
