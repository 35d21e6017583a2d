import Foundation
import LocDocModel

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
    /// The folder holding `MSAL/MSAL.h`, or why there is none: Objective-C samples are then skipped with that reason
    /// (and the run reports it once as an input error); Swift samples do not need it.
    public var objcInterface: Result<URL, ObjCInterfaceNotFound>

    /// The shared library samples link, in `libraries`.
    public static let runtimeLibraryName = "libLocDocRuntime.so"
    /// The prebuilt modules samples import, in `modules`.
    public static let moduleFileNames = ["MSAL.swiftmodule", "LocDocHarness.swiftmodule"]

    public var runtimeLibrary: URL { libraries.appendingPathComponent(Self.runtimeLibraryName) }
    public var moduleFiles: [URL] { Self.moduleFileNames.map(modules.appendingPathComponent) }

    public init(swiftc: URL, clang: URL, modules: URL, libraries: URL, swiftLibrary: URL,
                objcInterface: Result<URL, ObjCInterfaceNotFound>) {
        self.swiftc = swiftc
        self.clang = clang
        self.modules = modules
        self.libraries = libraries
        self.swiftLibrary = swiftLibrary
        self.objcInterface = objcInterface
    }
}

/// The reference implementation's Objective-C interface is missing: what was looked for, where.
public struct ObjCInterfaceNotFound: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }

    /// The input error a test run reports once for it.
    public var inputError: InputError { InputError(kind: .notFound, file: "MSAL/MSAL.h", line: nil, message: description) }
}
