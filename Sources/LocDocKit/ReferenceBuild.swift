import Foundation
import LocDocSnippets

/// Where the prebuilt reference implementation and the toolchain are: the build folder holding
/// `Modules/MSAL.swiftmodule`, `Modules/LocDocHarness.swiftmodule` and `libLocDocRuntime.so` (the `swift build` that
/// built this `locdoc`), and the toolchain's `bin` folder (`swiftc`, `clang`, `swift-symbolgraph-extract`).
///
/// Looked up, in order: `LOCDOC_REFERENCE_BUILD` (a build folder such as `.build/release`), then the folder of the
/// running executable and its parents (a test binary lives deeper inside the build folder). The toolchain is the
/// first `PATH` entry holding `swiftc`, else `/opt/swift/usr/bin`.
public struct ReferenceBuild: Sendable, Equatable {
    /// The build folder: `libLocDocRuntime.so` is here.
    public var buildFolder: URL
    /// The toolchain's `bin` folder.
    public var toolchainBin: URL

    public init(buildFolder: URL, toolchainBin: URL) {
        self.buildFolder = buildFolder
        self.toolchainBin = toolchainBin
    }

    /// `-I` for `import MSAL` and `import LocDocHarness`.
    public var modules: URL { buildFolder.appendingPathComponent("Modules") }
    /// `-L` for `-lLocDocRuntime`.
    public var libraries: URL { buildFolder }
    public var runtimeLibrary: URL { libraries.appendingPathComponent(SnippetToolchain.runtimeLibraryName) }
    public var swiftc: URL { toolchainBin.appendingPathComponent("swiftc") }
    public var clang: URL { toolchainBin.appendingPathComponent("clang") }
    public var symbolGraphExtract: URL { toolchainBin.appendingPathComponent("swift-symbolgraph-extract") }
    static let objcInterfacePath = "Sources/MSAL/ObjC"

    /// The Objective-C interface of the reference implementation (`MSAL/MSAL.h` over `Foundation/Foundation.h`):
    /// `LOCDOC_OBJC_INTERFACE`, else `Sources/MSAL/ObjC` of the package the build folder belongs to; the folder must
    /// hold `MSAL/MSAL.h`. Otherwise an error that says where locdoc looked, so a missing setup is not mistaken for a
    /// problem in the samples or the harness.
    public func locateObjCInterface(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Result<URL, ObjCInterfaceNotFound> {
        let explicit = environment["LOCDOC_OBJC_INTERFACE"].flatMap { $0.isEmpty ? nil : $0 }
        let interface = explicit.map { URL(fileURLWithPath: $0) }
            ?? Self.packageRoot(above: buildFolder)?.appendingPathComponent(Self.objcInterfacePath)
        if let interface, FileManager.default.fileExists(atPath: interface.appendingPathComponent("MSAL/MSAL.h").path) {
            return .success(interface)
        }
        let place = explicit.map { "in \($0) (LOCDOC_OBJC_INTERFACE)" } ?? "in the package of \(buildFolder.path)"
        return .failure(ObjCInterfaceNotFound("the Objective-C interface of the reference implementation (MSAL/MSAL.h) "
            + "was not found \(place); set LOCDOC_OBJC_INTERFACE to the folder that holds MSAL/MSAL.h"))
    }

    /// The locdoc package folder that `folder` is in: the nearest ancestor holding `Package.swift` and the
    /// reference implementation's Objective-C interface.
    static func packageRoot(above folder: URL) -> URL? {
        var folder = folder.resolvingSymlinksInPath()
        let manager = FileManager.default
        while folder.path != "/" {
            if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
               manager.fileExists(atPath: folder.appendingPathComponent(objcInterfacePath + "/MSAL/MSAL.h").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The locdoc package source, which a package of `locdoc generate` depends on by path (it needs the sources, not
    /// this build): `LOCDOC_PACKAGE_ROOT`, else the package the running executable was built in.
    public static func locatePackageRoot(environment: [String: String] = ProcessInfo.processInfo.environment,
                                         executable: URL = URL(fileURLWithPath: "/proc/self/exe")) -> URL? {
        if let explicit = environment["LOCDOC_PACKAGE_ROOT"], !explicit.isEmpty {
            let url = URL(fileURLWithPath: explicit).standardizedFileURL
            return packageRoot(above: url) == url.resolvingSymlinksInPath() ? url.resolvingSymlinksInPath() : nil
        }
        return packageRoot(above: executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }

    /// The toolchain's `usr/lib/swift`, holding `dispatch/`, `os/` and `Block/Block.h` for clang.
    public var toolchainSwiftLibrary: URL {
        toolchainBin.deletingLastPathComponent().appendingPathComponent("lib/swift")
    }

    /// The reference build is missing or incomplete.
    public struct NotFound: Error, CustomStringConvertible {
        public var searched: [String]
        public var description: String {
            "the prebuilt MSAL module was not found (looked in \(searched.joined(separator: ", "))); "
                + "build it with `swift build` or point LOCDOC_REFERENCE_BUILD at a build folder"
        }
    }

    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL = URL(fileURLWithPath: "/proc/self/exe")) throws(NotFound) -> ReferenceBuild {
        let toolchain = toolchainBin(path: environment["PATH"] ?? "")
        var candidates: [URL] = []
        if let explicit = environment["LOCDOC_REFERENCE_BUILD"], !explicit.isEmpty {
            candidates.append(URL(fileURLWithPath: explicit))
        } else {
            var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            while folder.path != "/" {
                candidates.append(folder)
                folder.deleteLastPathComponent()
            }
        }
        for folder in candidates {
            let build = ReferenceBuild(buildFolder: folder.standardizedFileURL, toolchainBin: toolchain)
            if build.isComplete { return build }
        }
        throw NotFound(searched: candidates.prefix(3).map(\.path))
    }

    /// Both modules and the shared library are there.
    public var isComplete: Bool {
        let manager = FileManager.default
        return SnippetToolchain.moduleFileNames.allSatisfy { manager.fileExists(atPath: modules.appendingPathComponent($0).path) }
            && manager.fileExists(atPath: runtimeLibrary.path)
    }

    /// The first `PATH` entry holding `swiftc` (links resolved), else `/opt/swift/usr/bin`.
    public static func toolchainBin(path: String) -> URL {
        for entry in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(entry)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate.resolvingSymlinksInPath().deletingLastPathComponent()
            }
        }
        return URL(fileURLWithPath: "/opt/swift/usr/bin")
    }
}
