import Foundation

/// Type-checks Objective-C source against `Sources/MSAL/ObjC` (our `MSAL.h` over our minimal Foundation) with the
/// toolchain's clang, under ARC with strict errors. Facts measured on Linux: `-fblocks` is mandatory; only the
/// toolchain's `dispatch/`, `os/` and `Block.h` are included (its whole `usr/lib/swift` would drag in
/// CoreFoundation), through a folder of links to them.
final class ClangTypeCheck {
    static let flags = [
        "-fsyntax-only", "-x", "objective-c", "-fblocks", "-fobjc-runtime=objfw", "-fobjc-arc",
        "-Werror=nonnull", "-Werror=incompatible-pointer-types",
    ]

    let workFolder: URL
    let includeFolder: URL

    init() throws {
        workFolder = try Toolchain.temporaryFolder("clang")
        includeFolder = workFolder.appendingPathComponent("toolchain-include")
        let manager = FileManager.default
        try manager.createDirectory(at: includeFolder, withIntermediateDirectories: true)
        for (link, target) in [("dispatch", "dispatch"), ("os", "os"), ("Block.h", "Block/Block.h")] {
            try manager.createSymbolicLink(at: includeFolder.appendingPathComponent(link),
                                           withDestinationURL: Toolchain.swiftLibrary.appendingPathComponent(target))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: workFolder)
    }

    /// The full argument list for one file.
    func arguments(for file: URL) -> [String] {
        Self.flags + ["-I", Toolchain.objcInterface.path, "-I", includeFolder.path, file.path]
    }

    /// Writes `source` to a file named `name` and type-checks it.
    func check(_ source: String, name: String) throws -> ToolRun {
        let file = workFolder.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try ToolRunner.run(Toolchain.clang, arguments(for: file))
    }
}
