import Foundation
import LocDocAPI
import LocDocSnippets
import Synchronization

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

    /// Finds the build and its Objective-C interface (`ReferenceBuild.locate`, `ReferenceBuild.locateObjCInterface`:
    /// `LOCDOC_REFERENCE_BUILD`, `LOCDOC_OBJC_INTERFACE`, else the package the build folder is in).
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(Unavailable) -> ReferenceAPILoader {
        let build: ReferenceBuild
        do { build = try ReferenceBuild.locate(environment: environment) } catch { throw Unavailable(error.description) }
        let interface: URL
        switch build.locateObjCInterface(environment: environment) {
        case .success(let found): interface = found
        case .failure(let missing): throw Unavailable(missing.description)
        }
        // One cache file per executable (a debug and a release locdoc, a test binary): each keys it by its own
        // modification time, so sharing one file would make them overwrite each other's entry.
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var hasher = FNV1a()
        hasher.add(executable.path)
        let tag = hasher.hex
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
        let objcGraph = work.appendingPathComponent("MSAL-objc.symbols.json")
        let include = work.appendingPathComponent("include")
        do {
            for folder in ["graphs", "swift-run", "clang-run"] {
                try manager.createDirectory(at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try ObjCTypeCheck.prepareToolchainIncludes(in: include, swiftLibrary: build.toolchainSwiftLibrary)
        } catch {
            throw Unavailable("could not prepare a temporary folder for symbol graph extraction: \(error.localizedDescription)")
        }
        let tools = [
            ToolProcess(executable: build.symbolGraphExtract, arguments: [
                "-module-name", "MSAL", "-I", build.modules.path, "-output-dir", graphs.path,
                "-minimum-access-level", "public",
            ], workingDirectory: work.appendingPathComponent("swift-run"), deadline: 120),
            ToolProcess(executable: build.clang, arguments: [
                "-extract-api", "--product-name=MSAL", "-x", "objective-c-header", "-fblocks", "-fobjc-runtime=objfw",
                "-fobjc-arc", "-I", interface.path, "-I", include.path, "-o", objcGraph.path,
            ] + headers.map(\.path), workingDirectory: work.appendingPathComponent("clang-run"), deadline: 120),
        ]
        let failures = Mutex([String?](repeating: nil, count: tools.count))
        DispatchQueue.concurrentPerform(iterations: tools.count) { index in
            let tool = tools[index], name = tool.executable.lastPathComponent
            let problem: String?
            if !FileManager.default.isExecutableFile(atPath: tool.executable.path) {
                problem = "\(name) was not found at \(tool.executable.path)"
            } else if let outcome = try? tool.run() {
                let first = outcome.standardError.split(separator: "\n").prefix(3).joined(separator: " | ")
                problem = outcome.status == 0 && !outcome.timedOut ? nil
                    : "\(name) failed (exit \(outcome.status)\(outcome.timedOut ? ", timed out" : "")): \(first)"
            } else {
                problem = "\(name) could not be started"
            }
            failures.withLock { $0[index] = problem }
        }
        if let problem = failures.withLock({ $0.compactMap { $0 }.first }) { throw Unavailable(problem) }
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
        return (["api-index-\(APIReportVersion.current)"] + inputs.map(FileStamp.of)).joined(separator: "\n")
    }
}
