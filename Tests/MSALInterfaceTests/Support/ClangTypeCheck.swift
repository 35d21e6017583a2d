import Foundation
@testable import LocDocSnippets

/// Type-checks Objective-C source against `Sources/MSAL/ObjC` (our `MSAL.h` over our minimal Foundation) with the
/// toolchain's clang, with the flags and toolchain includes `locdoc test` uses (`ObjCTypeCheck`).
final class ClangTypeCheck {
    static let flags = ObjCTypeCheck.typeCheckFlags

    let workFolder: URL
    let includeFolder: URL

    init() throws {
        workFolder = try Toolchain.temporaryFolder("clang")
        includeFolder = workFolder.appendingPathComponent("toolchain-include")
        try ObjCTypeCheck.prepareToolchainIncludes(in: includeFolder, swiftLibrary: Toolchain.swiftLibrary)
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
