import Foundation
import LocDocAPI

/// Builds the reference implementation's API index for one run: the symbol graph of the prebuilt `MSAL` module
/// (`swift-symbolgraph-extract`, about 0.3 s) and of its Objective-C interface (`clang -extract-api` over
/// `Sources/MSAL/ObjC/MSAL/*.h`, about 0.2 s), run side by side and related by Swift's import rules
/// (`APIIndexBuilder`). The result is cached beside the build (`APIIndexCache`), keyed by the module, the headers,
/// the tools and the running locdoc, so a run pays for extraction only after one of them changes.
public struct ReferenceAPILoader: Sendable {
    public var build: ReferenceBuild
    /// The folder holding `MSAL/MSAL.h` and the minimal `Foundation/Foundation.h` (clang's `-I`).
    public var interface: URL
    /// Where the index is cached; `nil` to always extract.
    public var cache: APIIndexCache?

    public init(build: ReferenceBuild, interface: URL, cache: APIIndexCache?) {
        self.build = build
        self.interface = interface
        self.cache = cache
    }

    /// The reference implementation could not be read: no build, no headers, or a tool failed.
    public struct Unavailable: Error, CustomStringConvertible, Sendable {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Finds the build and its Objective-C interface (`ReferenceBuild.locate`, `ReferenceBuild.objcInterface`:
    /// `LOCDOC_REFERENCE_BUILD`, `LOCDOC_OBJC_INTERFACE`, else the package the build folder is in).
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(Unavailable) -> ReferenceAPILoader {
        let build: ReferenceBuild
        do { build = try ReferenceBuild.locate(environment: environment) } catch { throw Unavailable(error.description) }
        guard let interface = build.objcInterface(environment: environment),
              FileManager.default.fileExists(atPath: interface.appendingPathComponent("MSAL/MSAL.h").path) else {
            throw Unavailable("the Objective-C interface of the reference implementation (MSAL/MSAL.h) was not found "
                + "in the package of \(build.buildFolder.path); set LOCDOC_OBJC_INTERFACE to the folder that holds MSAL/MSAL.h")
        }
        // One cache file per executable (a debug and a release locdoc, a test binary): each keys it by its own
        // modification time, so sharing one file would make them overwrite each other's entry.
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let tag = String(executable.path.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }, radix: 16)
        return ReferenceAPILoader(build: build, interface: interface, cache: APIIndexCache(
            file: build.buildFolder.appendingPathComponent("locdoc-cache/api-index-\(executable.lastPathComponent)-\(tag).json")))
    }

    /// The headers of the interface, sorted: what clang reads and what the cache key covers.
    var headers: [URL] {
        let folder = interface.appendingPathComponent("MSAL")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".h") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The index, from the cache when its key still matches, else extracted (and cached).
    public func load() throws(Unavailable) -> APIIndex {
        let key = cacheKey()
        if let cache, let index = cache.read(key: key) { return index }
        let index = try extract()
        cache?.write(index, key: key)
        return index
    }

    /// Runs both extractions side by side and builds the index.
    public func extract() throws(Unavailable) -> APIIndex {
        let manager = FileManager.default
        let work = manager.temporaryDirectory.appendingPathComponent("locdoc-api-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: work) }
        let graphs = work.appendingPathComponent("graphs")
        let include = work.appendingPathComponent("include")
        let objcGraph = work.appendingPathComponent("MSAL-objc.symbols.json")
        do {
            try manager.createDirectory(at: graphs, withIntermediateDirectories: true)
            try manager.createDirectory(at: include, withIntermediateDirectories: true)
            for (link, target) in [("dispatch", "dispatch"), ("os", "os"), ("Block.h", "Block/Block.h")] {
                try manager.createSymbolicLink(at: include.appendingPathComponent(link),
                                               withDestinationURL: build.toolchainSwiftLibrary.appendingPathComponent(target))
            }
        } catch {
            throw Unavailable("could not prepare a temporary folder for symbol graph extraction: \(error.localizedDescription)")
        }
        let swift = try ToolProcess.start(build.symbolGraphExtract, [
            "-module-name", "MSAL", "-I", build.modules.path, "-output-dir", graphs.path, "-minimum-access-level", "public",
        ])
        let clang = try ToolProcess.start(build.clang, [
            "-extract-api", "--product-name=MSAL", "-x", "objective-c-header", "-fblocks", "-fobjc-runtime=objfw",
            "-fobjc-arc", "-I", interface.path, "-I", include.path, "-o", objcGraph.path,
        ] + headers.map(\.path))
        try swift.finish()
        try clang.finish()
        do {
            let module = try SymbolGraphReader.swiftModule(from: Data(contentsOf: graphs.appendingPathComponent("MSAL.symbols.json")))
            let objectiveC = try SymbolGraphReader.objectiveCInterface(from: Data(contentsOf: objcGraph))
            return APIIndexBuilder.build(swift: module, objectiveC: objectiveC)
        } catch {
            throw Unavailable(String(describing: error))
        }
    }

    /// What the index depends on: the module, the headers, both tools and the running locdoc (whose naming rules
    /// built the cached index), by size and modification time.
    func cacheKey() -> String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let inputs = [build.modules.appendingPathComponent("MSAL.swiftmodule"), build.symbolGraphExtract, build.clang, executable] + headers
        return (["api-index-\(APIReportVersion.current)"] + inputs.map(Self.stamp)).joined(separator: "\n")
    }

    private static func stamp(_ file: URL) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.resolvingSymlinksInPath().path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(file.path) \(size) \(modified)"
    }
}

/// A tool run in the background, its output collected; `finish` waits and turns a failure into `Unavailable`.
struct ToolProcess {
    let process: Process
    let errors: Pipe
    let name: String

    static func start(_ executable: URL, _ arguments: [String]) throws(ReferenceAPILoader.Unavailable) -> ToolProcess {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ReferenceAPILoader.Unavailable("\(executable.lastPathComponent) was not found at \(executable.path)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw ReferenceAPILoader.Unavailable("\(executable.lastPathComponent) could not be started: \(error.localizedDescription)")
        }
        return ToolProcess(process: process, errors: errors, name: executable.lastPathComponent)
    }

    func finish() throws(ReferenceAPILoader.Unavailable) {
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let first = String(decoding: output, as: UTF8.self).split(separator: "\n").prefix(3).joined(separator: " | ")
            throw ReferenceAPILoader.Unavailable("\(name) failed (exit \(process.terminationStatus)): \(first)")
        }
    }
}
