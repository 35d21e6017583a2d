import Foundation
import Testing

/// `locdoc generate` end to end, through the built binary: what it prints, and its refusal to overwrite.
@Suite("locdoc generate") struct GenerateCLITests {
    @Test("Writes one package per locale and lists them; a second run without --force exits 2 and says why")
    func generateThenRefuse() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-generate-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let corpus = BadInputCLITests.repositoryRoot.appendingPathComponent("Locales").path

        let first = try Locdoc.run(["generate", corpus, "--output", output.path, "--locale", "es-ES", "--locale", "cs-CZ"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(String(decoding: first.stdout, as: UTF8.self) == """
            cs-CZ/msal-ios-shared-devices: 3 Swift, 4 Objective-C samples
            es-ES/msal-ios-shared-devices: 3 Swift, 4 Objective-C samples
            locdoc generate: 2 package(s) in \(output.path)

            """)
        #expect(FileManager.default.fileExists(atPath: output.path + "/es-ES/msal-ios-shared-devices/Package.swift"))

        let second = try Locdoc.run(["generate", corpus, "--output", output.path])
        #expect(second.status == 2)
        #expect(second.stderr == "locdoc: error: the output folder \(output.path) is not empty; pass --force to replace the packages in it\n")

        let forced = try Locdoc.run(["generate", corpus, "--output", output.path, "--force", "--language", "objc"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path + "/es-ES/msal-ios-shared-devices/Package.swift"))
        #expect(FileManager.default.fileExists(atPath: output.path + "/es-ES/msal-ios-shared-devices/ObjC/Samples.m"))
    }
}
