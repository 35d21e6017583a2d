import Foundation
import LocDocIngest
import LocDocModel
import LocDocSnippets
import MSAL

/// `locdoc generate`, testable without argument parsing: read the corpus, find each page's harness, provision each
/// variant's device from its own documented configuration, and write per page and variant a standalone sample
/// package to `<output>/<variant>/<page>/`.
public struct GenerateAction: Sendable {
    public var paths: [String]
    /// The output folder.
    public var output: String
    /// Only these variants or locales (empty: all).
    public var locales: [String]
    public var languages: GeneratedLanguages
    /// Replace the packages in an output folder that is not empty.
    public var force: Bool
    /// A harness manifest given explicitly (else `<page>.harness.yml` beside the corpus root).
    public var harness: String?
    /// Turns a variant's documented configuration into its device provisioning (as for `locdoc test`).
    public var provisioner: @Sendable (Document, [Document], PageHarness) -> DeviceProvisioning?
    /// Where the environment's paths come from (tests set `LOCDOC_PACKAGE_ROOT`, `PATH`).
    public var environment: [String: String]

    public init(paths: [String], output: String, locales: [String] = [], languages: GeneratedLanguages = .all,
                force: Bool = false, harness: String? = nil,
                provisioner: @escaping @Sendable (Document, [Document], PageHarness) -> DeviceProvisioning? = TestAction.documentedProvisioning,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.paths = paths
        self.output = output
        self.locales = locales
        self.languages = languages
        self.force = force
        self.harness = harness
        self.provisioner = provisioner
        self.environment = environment
    }

    public struct Outcome: Sendable {
        /// The packages written, in page then variant order.
        public var packages: [GeneratedPackage]
        public var errors: [InputError]
        /// 0 every sample is in a package; 1 a sample was left out (an elision the harness does not cover);
        /// 2 input errors (unreadable pages, a page with samples but no harness, an invalid harness).
        public var exitCode: Int32
    }

    /// The output folder holds something and `force` was not given: nothing is written.
    public struct OutputNotEmpty: Error, CustomStringConvertible {
        public var folder: String
        public var description: String {
            "the output folder \(folder) is not empty; pass --force to replace the packages in it"
        }
    }

    public func run() throws -> Outcome {
        let manager = FileManager.default
        let folder = URL(fileURLWithPath: output)
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                let error = InputError(kind: .notFound, file: output, line: nil, message: "the output is a file, not a folder")
                return Outcome(packages: [], errors: [error], exitCode: 2)
            }
            if !force, !(try manager.contentsOfDirectory(atPath: folder.path)).isEmpty { throw OutputNotEmpty(folder: output) }
        }
        guard let root = ReferenceBuild.locatePackageRoot(environment: environment) else {
            let error = InputError(kind: .notFound, file: "Package.swift", line: nil, message:
                "the locdoc package (Package.swift with Sources/MSAL), which generated packages depend on, was not "
                + "found above the running locdoc; point LOCDOC_PACKAGE_ROOT at it")
            return Outcome(packages: [], errors: [error], exitCode: 2)
        }
        let inputs = paths.isEmpty ? [DefaultCorpus.path] : paths
        let corpus = CorpusLoader().load(inputs)
        let loaded = SamplePageLoader(inputs: inputs, harness: harness, locales: locales, provisioner: provisioner)
            .pages(of: corpus.documents)
        var errors = corpus.errors + loaded.errors
        let generator = SamplePackageGenerator(environment: try packageEnvironment(root: root), languages: languages)
        var packages: [GeneratedPackage] = []
        for page in loaded.pages {
            guard page.harness != nil else {
                if page.documents.contains(where: hasCode) {
                    errors.append(InputError(kind: .notFound, file: page.harnessLookedFor, line: nil, message:
                        "the page \(page.page) has samples but no harness; locdoc generate needs one (Docs/harness.md)"))
                }
                continue
            }
            for package in generator.packages(for: page) {
                try write(package, into: folder)
                packages.append(package)
            }
        }
        let leftOut = packages.contains { !$0.leftOut.isEmpty }
        return Outcome(packages: packages, errors: errors, exitCode: !errors.isEmpty ? 2 : leftOut ? 1 : 0)
    }

    private func hasCode(_ document: Document) -> Bool {
        document.codeSamples.contains {
            [CodeLanguage.swift, CodeLanguage.objectiveC].contains($0.language.normalized)
        }
    }

    /// The package folder is replaced as a whole, so a second generation leaves no file of the first behind.
    private func write(_ package: GeneratedPackage, into folder: URL) throws {
        let manager = FileManager.default
        let destination = folder.appendingPathComponent(package.path)
        if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
        for file in package.files {
            let url = destination.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
    }

    /// The package root, the toolchain, and the Objective-C interface headers to copy.
    private func packageEnvironment(root: URL) throws -> SamplePackageEnvironment {
        let toolchain = ReferenceBuild.toolchainBin(path: environment["PATH"] ?? "").deletingLastPathComponent()
        let interface = root.appendingPathComponent(ReferenceBuild.objcInterfacePath)
        let manager = FileManager.default
        var headers: [GeneratedPackage.File] = []
        let relative = manager.enumerator(atPath: interface.path)?.compactMap { $0 as? String } ?? []
        for path in relative.filter({ $0.hasSuffix(".h") }).sorted() {
            let text = try String(contentsOf: interface.appendingPathComponent(path), encoding: .utf8)
            headers.append(.init(path: path, text: text))
        }
        return SamplePackageEnvironment(packageRoot: root.path, toolchain: toolchain.path, interfaceHeaders: headers)
    }
}
