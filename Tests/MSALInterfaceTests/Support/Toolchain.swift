import Foundation
import LocDocSnippets

/// Where things are: the repository (from this file's path), the toolchain (next to `swiftc` on PATH), and the
/// build folder the running test binary lives in (for the `MSAL` module).
enum Toolchain {
    /// The repository root: this file is `Tests/MSALInterfaceTests/Support/Toolchain.swift`.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var corpus: URL { repositoryRoot.appendingPathComponent("Locales") }

    /// `-I` for `#import <MSAL/MSAL.h>` and `#import <Foundation/Foundation.h>`.
    static var objcInterface: URL { repositoryRoot.appendingPathComponent("Sources/MSAL/ObjC") }

    /// The toolchain's `bin` folder: the first PATH entry holding `swiftc`, else `/opt/swift/usr/bin`.
    static let binDirectory: URL = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for entry in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(entry)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate.resolvingSymlinksInPath().deletingLastPathComponent()
            }
        }
        return URL(fileURLWithPath: "/opt/swift/usr/bin")
    }()

    static var clang: URL { binDirectory.appendingPathComponent("clang") }
    static var swiftc: URL { binDirectory.appendingPathComponent("swiftc") }

    /// The toolchain's `usr/lib/swift`, which holds `dispatch/`, `os/` and `Block/Block.h`.
    static var swiftLibrary: URL { binDirectory.deletingLastPathComponent().appendingPathComponent("lib/swift") }

    /// The build folder's `Modules` (holding `MSAL.swiftmodule`), beside the running test binary.
    static var buildModules: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" {
            let modules = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("MSAL.swiftmodule").path) {
                return modules
            }
            folder.deleteLastPathComponent()
        }
        return executable.deletingLastPathComponent().appendingPathComponent("Modules")
    }

    /// A fresh temporary folder.
    static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("locdoc-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// The outcome of running a tool.
struct ToolRun {
    let status: Int32
    /// stdout and stderr together.
    let output: String
}

enum ToolRunner {
    /// Runs `executable` with `arguments` through locdoc's own runner (a hang is stopped after two minutes).
    static func run(_ executable: URL, _ arguments: [String]) throws -> ToolRun {
        let folder = try Toolchain.temporaryFolder("run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ToolProcess(executable: executable, arguments: arguments, workingDirectory: folder,
                                      deadline: 120).run()
        return ToolRun(status: outcome.timedOut ? -1 : outcome.status, output: outcome.standardOutput + outcome.standardError)
    }
}
