import Foundation
import LocDocChecks
@testable import LocDocSnippets

/// Wraps Swift samples in a class that provides what they use but never declare — `application`,
/// `self.webViewParamaters` (the page's spelling) — and the account behind the elision
/// (`self.accountRetrievedAbove`). Each sample becomes one method, between `#sourceLocation` directives, so that
/// diagnostics name the Markdown file and line.
struct SwiftSampleHost {
    /// What the elision `....` in `let account = .... /* account retrieved above */` stands for.
    static let elidedAccount = "self.accountRetrievedAbove"

    private(set) var rewrites: [(sample: CorpusSample, rewrite: ElisionRewrite)] = []
    /// The samples as they go into the host (elisions filled).
    private(set) var filledCode: [String] = []

    mutating func add(_ sample: CorpusSample) {
        let spliced = ElisionSplicer.splice(sample.code, dialect: .swift, file: sample.file, firstLine: sample.line) { _ in
            Self.elidedAccount
        }
        let code = spliced.code
        rewrites += spliced.rewrites.map { (sample, $0) }
        filledCode.append(code)
        locations.append((sample.file, sample.line))
    }

    private var locations: [(file: String, line: Int)] = []

    var source: String {
        let methods = zip(filledCode, locations).enumerated().map { index, pair in
            """
                func sample\(index + 1)() {
            #sourceLocation(file: "\(pair.1.file)", line: \(pair.1.line))
            \(pair.0)
            #sourceLocation()
                }
            """
        }
        return """
            import Dispatch
            import Foundation
            import MSAL

            final class SampleHost {
                let application: MSALPublicClientApplication
                var webViewParamaters: MSALWebviewParameters?
                let accountRetrievedAbove: MSALAccount

                init(application: MSALPublicClientApplication, webViewParamaters: MSALWebviewParameters?,
                     accountRetrievedAbove: MSALAccount) {
                    self.application = application
                    self.webViewParamaters = webViewParamaters
                    self.accountRetrievedAbove = accountRetrievedAbove
                }

            \(methods.joined(separator: "\n\n"))
            }

            """
    }
}

/// Type-checks Swift source against the `MSAL` module of the build the tests run from.
enum SwiftTypeCheck {
    static func check(_ source: String, name: String) throws -> ToolRun {
        let folder = try Toolchain.temporaryFolder("swiftc")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try ToolRunner.run(Toolchain.swiftc, [
            "-typecheck", "-swift-version", "6", "-I", Toolchain.buildModules.path,
            "-module-cache-path", folder.appendingPathComponent("module-cache").path, file.path,
        ])
    }
}
