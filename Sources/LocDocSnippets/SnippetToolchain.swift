import Foundation

/// The tools and prebuilt pieces `locdoc test` compiles with: the toolchain's `swiftc` and `clang`, the folder with
/// the prebuilt `MSAL` and `LocDocHarness` modules, the folder with `libLocDocRuntime.so`, the toolchain's
/// `usr/lib/swift` (for clang's `dispatch/`, `os/` and `Block.h`), and the Objective-C interface (`MSAL/MSAL.h`
/// over a minimal `Foundation/Foundation.h`).
public struct SnippetToolchain: Sendable, Hashable {
    public var swiftc: URL
    public var clang: URL
    public var modules: URL
    public var libraries: URL
    public var swiftLibrary: URL
    public var objcInterface: URL

    /// The shared library samples link, in `libraries`.
    public static let runtimeLibraryName = "libLocDocRuntime.so"
    /// The prebuilt modules samples import, in `modules`.
    public static let moduleFileNames = ["MSAL.swiftmodule", "LocDocHarness.swiftmodule"]

    public var runtimeLibrary: URL { libraries.appendingPathComponent(Self.runtimeLibraryName) }
    public var moduleFiles: [URL] { Self.moduleFileNames.map(modules.appendingPathComponent) }

    public init(swiftc: URL, clang: URL, modules: URL, libraries: URL, swiftLibrary: URL, objcInterface: URL) {
        self.swiftc = swiftc
        self.clang = clang
        self.modules = modules
        self.libraries = libraries
        self.swiftLibrary = swiftLibrary
        self.objcInterface = objcInterface
    }
}
