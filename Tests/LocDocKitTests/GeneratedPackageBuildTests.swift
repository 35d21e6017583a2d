import Foundation
import LocDocKit
@testable import LocDocSnippets
import Testing

/// The packages `locdoc generate` writes for the five bundled locales, built with `swift build` as a reader would,
/// run, and type-checked with their own Makefile.
///
/// To keep this to about a minute, the packages are built one after another with one scratch folder: the first
/// build is a full build from nothing (resolving locdoc's dependencies from the mirror, compiling MSAL and
/// LocDocHarness); the others reuse those objects, since the commands that make them are the same, and compile and
/// link only their own target. Each binary is run right after its build, before the next one replaces it.
@Suite(.serialized, .tags(.slow)) struct GeneratedPackageBuildTests {
    struct Package: Sendable {
        var build: ToolProcess.Outcome
        var run: ToolProcess.Outcome?
        var objc: ToolProcess.Outcome
    }

    static let packages: Result<[String: Package], Error> = Result {
        let root = GenerateSupport.temporaryFolder("generate-build")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("packages"), scratch = root.appendingPathComponent("scratch")
        let generated = try GenerateSupport.generate(into: output)
        let toolchain = ReferenceBuild.toolchainBin(path: ProcessInfo.processInfo.environment["PATH"] ?? "")
        var packages: [String: Package] = [:]
        for package in generated.packages {
            let folder = output.appendingPathComponent(package.path)
            let build = try tool(toolchain.appendingPathComponent("swift"),
                                 ["build", "--scratch-path", scratch.path], in: folder, deadline: 900)
            let binary = scratch.appendingPathComponent("debug/\(GenerateSupport.page)")
            let run = build.status == 0 ? try tool(binary, [], in: folder, deadline: 60) : nil
            let objc = try tool(URL(fileURLWithPath: "/usr/bin/env"), ["make", "objc", "TOOLCHAIN=\(toolchain.deletingLastPathComponent().path)"],
                                in: folder, deadline: 60)
            packages[String(package.path.prefix { $0 != "/" })] = Package(build: build, run: run, objc: objc)
        }
        return packages
    }

    private static func tool(_ executable: URL, _ arguments: [String], in folder: URL, deadline: TimeInterval) throws
        -> ToolProcess.Outcome {
        try ToolProcess(executable: executable, arguments: arguments, workingDirectory: folder,
                        environment: ProcessInfo.processInfo.environment, deadline: deadline).run()
    }

    func package(_ locale: String) throws -> Package {
        try #require(try Self.packages.get()[locale], "no package for \(locale)")
    }

    @Test("Every locale's package builds with swift build", arguments: GenerateSupport.bundledLocales)
    func builds(_ locale: String) throws {
        let build = try package(locale).build
        #expect(build.status == 0, "\(build.standardOutput)\n\(build.standardError)")
    }

    @Test("Every locale's Objective-C samples type-check with the package's own command", arguments: GenerateSupport.bundledLocales)
    func objectiveC(_ locale: String) throws {
        let objc = try package(locale).objc
        #expect(objc.status == 0, "\(objc.standardOutput)\n\(objc.standardError)")
        #expect(objc.standardOutput.contains("clang -fsyntax-only"))
    }

    @Test("es-ES documents a device in shared mode: the scenario passes and says so, exit 0")
    func spanishPasses() throws {
        let run = try #require(try package("es-ES").run)
        #expect(run.status == 0, "\(run.standardOutput)\n\(run.standardError)")
        let output = run.standardOutput
        #expect(output.contains("Device provisioned as the page documents it: shared mode"), "\(output)")
        #expect(output.contains("Step 1 of 3: detectSharedDeviceMode, \u{201C}Detección del modo de dispositivo compartido\u{201D} (es-ES/msal-ios-shared-devices.md:108)\n  passed: deviceIsShared\n"))
        #expect(output.contains("  passed: browserSessionCleared\n"))
        #expect(output.hasSuffix("The scenario passed: 3 of 3 steps passed.\n"))
    }

    @Test("cs-CZ mistypes the extension identifier: the scenario fails naming the reason and its line, exit 1")
    func czechFails() throws {
        let run = try #require(try package("cs-CZ").run)
        #expect(run.status == 1, "\(run.standardOutput)\n\(run.standardError)")
        let output = run.standardOutput
        #expect(output.contains("Device provisioned as the page documents it: default mode, not shared"), "\(output)")
        let reasons = output.split(separator: "\n").filter { $0.hasPrefix("  - ") }
        #expect(reasons.contains { $0.contains("com. Microsoft. azureauthenticator. ssoextension")
                                   && $0.hasSuffix("(cs-CZ/msal-ios-shared-devices.md:60)") }, "\(output)")
        #expect(output.contains("  FAILED: deviceIsShared: "))
        #expect(output.contains("    caused by the documented setting at cs-CZ/msal-ios-shared-devices.md:60\n"))
        #expect(output.contains("The scenario failed: "))
    }
}
