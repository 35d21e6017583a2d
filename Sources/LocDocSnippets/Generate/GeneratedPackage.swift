/// Which languages `locdoc generate` writes.
public enum GeneratedLanguages: String, Sendable, Hashable, CaseIterable {
    case swift, objc, all

    var includesSwift: Bool { self != .objc }
    var includesObjectiveC: Bool { self != .swift }
}

/// One standalone sample package of one page in one variant: where it goes under the output folder, and its files.
public struct GeneratedPackage: Sendable, Hashable {
    public struct File: Sendable, Hashable {
        /// Relative to the package folder, `/`-separated.
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// `<variant>/<page>` (the page without `.md`), relative to the output folder.
    public var path: String
    /// The page's Markdown file, as the corpus names it.
    public var source: String
    /// Sorted by path.
    public var files: [File]
    /// Samples of the page that are not in the package, each saying which and why (`file:line: …`).
    public var leftOut: [String]
    public var swiftSamples: Int
    public var objectiveCSamples: Int
}

/// What a generated package needs from the machine it is generated on.
public struct SamplePackageEnvironment: Sendable, Hashable {
    /// The locdoc package folder (holding `Package.swift` and `Sources/MSAL`): the generated package depends on its
    /// `MSAL` and `LocDocHarness` libraries by path.
    public var packageRoot: String
    /// The toolchain's `usr` folder: `bin/clang`, and `lib/swift` with the `dispatch/`, `os/` and `Block/Block.h`
    /// the Objective-C interface includes.
    public var toolchain: String
    /// The Objective-C interface of the reference implementation (`MSAL/MSAL.h`, `Foundation/Foundation.h`, …),
    /// by path relative to the interface folder.
    public var interfaceHeaders: [GeneratedPackage.File]

    public init(packageRoot: String, toolchain: String, interfaceHeaders: [GeneratedPackage.File]) {
        self.packageRoot = packageRoot
        self.toolchain = toolchain
        self.interfaceHeaders = interfaceHeaders
    }

    /// The package identity SwiftPM gives a dependency by path: its folder's name, lowercased.
    var packageIdentity: String {
        String(packageRoot.split(separator: "/").last ?? "locdoc").lowercased()
    }
}
