import Foundation

/// The file named by `--output`, opened before any work so a path that cannot be written is a usage error at
/// once, not after the whole corpus is checked; reports are streamed into it as they are rendered, so a large one
/// is never held whole in memory.
struct OutputFile {
    private let handle: FileHandle

    /// Creates or empties the file; nil (with the reason) when it cannot be written.
    static func open(_ path: String) -> Result<OutputFile, OutputFileError> {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return .failure(OutputFileError(message: "cannot write the report to \(path): it is a directory"))
        }
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            return .failure(OutputFileError(message: "cannot write the report to \(path): \(String(cString: strerror(errno)))"))
        }
        return .success(OutputFile(handle: handle))
    }

    func write(_ data: Data) { handle.write(data) }

    func close() throws { try handle.close() }
}

struct OutputFileError: Error {
    var message: String
}
