import Foundation
import LocDocKit
import LocDocModel
import LocDocSnippets
import Testing

/// `locdoc generate` on the bundled corpus: what each package holds, that it is the same bytes every time, and that
/// an output folder is only replaced with `force`. (Building and running the packages: `GeneratedPackageBuildTests`.)
@Suite final class GenerateActionTests {
    static let package = "es-ES/\(GenerateSupport.page)"
    static let target = "Sources/\(GenerateSupport.page)"

    /// A generation of every bundled locale into a fresh folder (made when a test first asks), removed when the test
    /// is done.
    let output = GenerateSupport.temporaryFolder("generate")
    lazy var outcome = Result { [output] in try GenerateSupport.generate(into: output) }

    deinit { try? FileManager.default.removeItem(at: output) }

    func folder(_ locale: String) throws -> URL {
        _ = try outcome.get()
        return output.appendingPathComponent("\(locale)/\(GenerateSupport.page)")
    }

    @Test("One package per bundled locale, nothing left out, no errors")
    func packages() throws {
        let outcome = try outcome.get()
        #expect(outcome.exitCode == 0)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.packages.map(\.path) == GenerateSupport.bundledLocales.map { "\($0)/\(GenerateSupport.page)" })
        #expect(outcome.packages.allSatisfy { $0.leftOut.isEmpty && $0.swiftSamples == 3 && $0.objectiveCSamples == 4 })
    }

    @Test("The package layout")
    func layout() throws {
        let files = try GenerateSupport.tree(try folder("es-ES")).keys.sorted()
        #expect(files == [
            "Makefile",
            "ObjC/Samples.m",
            "ObjC/SharedDeviceSampleHost.h",
            "ObjC/include/Foundation/Foundation.h",
            "ObjC/include/MSAL/MSAL.h",
            "ObjC/include/MSAL/MSALAccount.h",
            "ObjC/include/MSAL/MSALDefinitions.h",
            "ObjC/include/MSAL/MSALError.h",
            "ObjC/include/MSAL/MSALParameters.h",
            "ObjC/include/MSAL/MSALPublicClientApplication.h",
            "Package.swift",
            "README.md",
            "\(Self.target)/Provisioning.swift",
            "\(Self.target)/Samples.swift",
            "\(Self.target)/SharedDeviceSamples.swift",
            "\(Self.target)/main.swift",
        ])
    }

    @Test("Each sample's doc comment is its section's heading in the page's own language", arguments: [
        ("es-ES", "Detección del modo de dispositivo compartido"),
        ("cs-CZ", "Detekovat režim sdíleného zařízení"),
        ("it-IT", "Rileva modalità dispositivo condiviso"),
        ("nl-NL", "Modus gedeelde apparaten detecteren"),
        ("zh-CN", "检测共享设备模式"),
    ])
    func localizedHeadings(_ locale: String, _ heading: String) throws {
        let swift = try GenerateSupport.text(try folder(locale), "\(Self.target)/Samples.swift")
        let objc = try GenerateSupport.text(try folder(locale), "ObjC/Samples.m")
        #expect(Self.docComment(before: "    func detectSharedDeviceMode() {", in: swift) == "    /// \(heading)")
        #expect(Self.docComment(before: "- (void)detectSharedDeviceMode\n{", in: objc) == "/// \(heading)")
        // The section is named by its anchors below the title, as the page's headings write them; the title's
        // position key (`#1`) names nothing a reader sees.
        #expect(swift.contains(", section `modify-your-ios-application-to-support-shared-device-mode/detect-shared-device-mode/swift`."))
        #expect(!swift.contains("`#1/"))
    }

    /// The first line of the doc comment right above `declaration`.
    static func docComment(before declaration: String, in text: String) -> String? {
        guard let range = text.range(of: "\n" + declaration) else { return nil }
        let above = text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        return above.dropLast(2).last.map(String.init)
    }

    @Test("Functions are named after the anchors, in page order")
    func names() throws {
        let swift = try GenerateSupport.text(try folder("es-ES"), "\(Self.target)/Samples.swift")
        let objc = try GenerateSupport.text(try folder("es-ES"), "ObjC/Samples.m")
        let functions = swift.split(separator: "\n").filter { $0.hasPrefix("    func ") }
        #expect(functions == [
            "    func detectSharedDeviceMode() {",
            "    func getTheSignedInUserAndDetermineIfAUserHasChangedOnTheDevice() {",
            "    func globallySignOutAUser() {",
        ])
        let methods = objc.split(separator: "\n").filter { $0.hasPrefix("- (void)") && !$0.hasSuffix(";") }
        #expect(methods == [
            "- (void)detectSharedDeviceMode",
            "- (void)getTheSignedInUserAndDetermineIfAUserHasChangedOnTheDevice",
            "- (void)globallySignInAUser",
            "- (void)globallySignOutAUser",
        ])
    }

    @Test("An elision is filled from the harness and marked where it was")
    func elisionsMarked() throws {
        let swift = try GenerateSupport.text(try folder("es-ES"), "\(Self.target)/Samples.swift")
        #expect(swift.contains("""
                    // locdoc: the page elides `account` here (`....`); the harness fills in `self.accountRetrievedAbove`.
                    let account = self.accountRetrievedAbove /* account retrieved above */
            """))
        let objc = try GenerateSupport.text(try folder("es-ES"), "ObjC/Samples.m")
        #expect(objc.contains("// locdoc: the page elides `account` here (`...`); the harness fills in `self.accountRetrievedAbove`.\n"))
        #expect(!objc.contains("= ..."))
    }

    @Test("The provisioning is written into the code, each setting as the page writes it and its line")
    func provisioningWritten() throws {
        let czech = try GenerateSupport.text(try folder("cs-CZ"), "\(Self.target)/Provisioning.swift")
        #expect(czech.contains(#"extensionIdentifier: ProfileText("com. Microsoft. azureauthenticator. ssoextension", origin: "cs-CZ/msal-ios-shared-devices.md:60"),"#),
                "\(czech)")
        #expect(czech.contains("let documentedProvisioning = DeviceProvisioning("))
        let spanish = try GenerateSupport.text(try folder("es-ES"), "\(Self.target)/Provisioning.swift")
        #expect(spanish.contains(#"ProfileText("com.microsoft.azureauthenticator.ssoextension", origin: "es-ES/msal-ios-shared-devices.md:62")"#))
    }

    @Test("The harness's context, host and the MSAL interface are copied; MSAL and LocDocHarness come by path")
    func copiesAndDependencies() throws {
        let package = try folder("es-ES")
        let context = try String(contentsOfFile: GenerateSupport.locales + "/\(GenerateSupport.page).harness.swift", encoding: .utf8)
        #expect(try GenerateSupport.text(package, "\(Self.target)/SharedDeviceSamples.swift").hasSuffix(context))
        let host = try String(contentsOfFile: GenerateSupport.locales + "/\(GenerateSupport.page).harness.m", encoding: .utf8)
        #expect(try GenerateSupport.text(package, "ObjC/SharedDeviceSampleHost.h").hasSuffix(host))
        let header = GenerateSupport.repositoryRoot.appendingPathComponent("Sources/MSAL/ObjC/MSAL/MSAL.h")
        #expect(try Data(contentsOf: package.appendingPathComponent("ObjC/include/MSAL/MSAL.h")) == Data(contentsOf: header))
        let manifest = try GenerateSupport.text(package, "Package.swift")
        let root = GenerateSupport.repositoryRoot.resolvingSymlinksInPath()
        #expect(manifest.contains(".package(path: \"\(root.path)\")"), "\(manifest)")
        #expect(manifest.contains(".product(name: \"LocDocHarness\", package: \"\(root.lastPathComponent.lowercased())\")"))
        // The Objective-C type-check is documented as a command in the README and a Makefile rule.
        #expect(try GenerateSupport.text(package, "README.md").contains(
            "/bin/clang -fsyntax-only -x objective-c -fblocks -fobjc-runtime=objfw -fobjc-arc"))
        #expect(try GenerateSupport.text(package, "Makefile").contains("\nobjc:\n"))
    }

    @Test("Generating twice gives the same bytes")
    func deterministic() throws {
        let again = GenerateSupport.temporaryFolder("generate-again")
        defer { try? FileManager.default.removeItem(at: again) }
        _ = try GenerateSupport.generate(into: again)
        _ = try outcome.get()
        let first = try GenerateSupport.tree(output)
        let second = try GenerateSupport.tree(again)
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, bytes) in first { #expect(second[path] == bytes, "\(path) differs") }
        #expect(first.count == 5 * 16)
    }

    @Test("A folder that is not empty is only replaced with force, and only the packages in it")
    func force() throws {
        let output = GenerateSupport.temporaryFolder("generate-force")
        defer { try? FileManager.default.removeItem(at: output) }
        let package = output.appendingPathComponent(Self.package)
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: output.appendingPathComponent("notes.txt"))
        try Data("stale".utf8).write(to: package.appendingPathComponent("Stale.swift"))

        #expect(throws: GenerateAction.OutputNotEmpty.self) { try GenerateSupport.generate(into: output, only: ["es-ES"]) }
        #expect(try GenerateSupport.tree(output).keys.sorted() == ["\(Self.package)/Stale.swift", "notes.txt"])

        let outcome = try GenerateSupport.generate(into: output, only: ["es-ES"], force: true)
        #expect(outcome.exitCode == 0)
        let files = try GenerateSupport.tree(output)
        #expect(files["notes.txt"] == Data("mine".utf8))
        #expect(files["\(Self.package)/Stale.swift"] == nil)
        #expect(files["\(Self.package)/Package.swift"] != nil)
    }

    @Test("An empty output folder needs no force")
    func emptyFolder() throws {
        let output = GenerateSupport.temporaryFolder("generate-empty")
        defer { try? FileManager.default.removeItem(at: output) }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        #expect(try GenerateSupport.generate(into: output, only: ["es-ES"]).packages.count == 1)
    }

    @Test("--language writes one language's half of the package")
    func languages() throws {
        let output = GenerateSupport.temporaryFolder("generate-languages")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try GenerateSupport.generate(into: output.appendingPathComponent("swift"), only: ["es-ES"], languages: .swift)
        _ = try GenerateSupport.generate(into: output.appendingPathComponent("objc"), only: ["es-ES"], languages: .objc)
        let swift = try GenerateSupport.tree(output.appendingPathComponent("swift"))
        let objc = try GenerateSupport.tree(output.appendingPathComponent("objc"))
        #expect(swift["\(Self.package)/Package.swift"] != nil)
        #expect(!swift.keys.contains { $0.contains("/ObjC/") })
        #expect(objc["\(Self.package)/ObjC/Samples.m"] != nil)
        #expect(!objc.keys.contains { $0.hasSuffix(".swift") })
        // A sample keeps its name whichever languages are written.
        let methods = String(decoding: objc["\(Self.package)/ObjC/Samples.m"] ?? Data(), as: UTF8.self)
        #expect(methods.contains("- (void)globallySignOutAUser\n"))
    }

    @Test("A sample with an elision the harness does not cover is left out, named with its line; exit 1")
    func leftOut() throws {
        let output = GenerateSupport.temporaryFolder("generate-left-out")
        defer { try? FileManager.default.removeItem(at: output) }
        let fixtures = GenerateSupport.repositoryRoot.appendingPathComponent("Tests/Fixtures/snippets").path
        let outcome = try GenerateAction(paths: [fixtures], output: output.path, locales: ["ka-GE"]).run()
        #expect(outcome.exitCode == 1)
        let package = try #require(outcome.packages.first { $0.path == "ka-GE/unknown-elision" })
        #expect(package.leftOut.count == 1)
        #expect(package.leftOut.first?.hasPrefix("ka-GE/unknown-elision.md:18: unknown elision `....` bound to `parameters`") == true,
                "\(package.leftOut)")
        #expect(package.swiftSamples == 0)
        let readme = try GenerateSupport.text(output.appendingPathComponent(package.path), "README.md")
        #expect(readme.contains("## Left out\n\n- ka-GE/unknown-elision.md:18: unknown elision"))
    }

    @Test("Without the locdoc package to depend on, nothing is written; exit 2 naming LOCDOC_PACKAGE_ROOT")
    func noPackageRoot() throws {
        let output = GenerateSupport.temporaryFolder("generate-no-root")
        defer { try? FileManager.default.removeItem(at: output) }
        var environment = ProcessInfo.processInfo.environment
        environment["LOCDOC_PACKAGE_ROOT"] = GenerateSupport.locales
        let outcome = try GenerateAction(paths: [GenerateSupport.locales], output: output.path, environment: environment).run()
        #expect(outcome.exitCode == 2)
        #expect(outcome.packages.isEmpty)
        #expect(outcome.errors.first?.message.contains("LOCDOC_PACKAGE_ROOT") == true, "\(outcome.errors)")
        #expect(!FileManager.default.fileExists(atPath: output.path))

        environment["LOCDOC_PACKAGE_ROOT"] = GenerateSupport.repositoryRoot.path
        #expect(ReferenceBuild.locatePackageRoot(environment: environment)?.path
                == GenerateSupport.repositoryRoot.resolvingSymlinksInPath().path)
    }

    @Test("A page with samples but no harness is an input error naming where the harness was looked for; exit 2")
    func noHarness() throws {
        let corpus = GenerateSupport.temporaryFolder("generate-no-harness")
        let output = GenerateSupport.temporaryFolder("generate-no-harness-out")
        defer {
            try? FileManager.default.removeItem(at: corpus)
            try? FileManager.default.removeItem(at: output)
        }
        let folder = corpus.appendingPathComponent("fr-FR")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("---\ntitle: Page\nms.contentlocale: fr-FR\n---\n\n# <a name=\"p\"></a>Page\n\n```swift\nlet x = 1\n```\n".utf8)
            .write(to: folder.appendingPathComponent("page.md"))
        let outcome = try GenerateAction(paths: [corpus.path], output: output.path).run()
        #expect(outcome.exitCode == 2)
        #expect(outcome.packages.isEmpty)
        #expect(outcome.errors.map(\.file) == ["\(corpus.path)/page.harness.yml"])
        #expect(outcome.errors.first?.message.contains("has samples but no harness") == true)
    }
}
