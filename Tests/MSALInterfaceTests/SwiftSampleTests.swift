import Foundation
import LocDocModel
import Testing

@Suite("Swift samples against the MSAL module")
struct SwiftSampleTests {
    private let swift = CodeLanguage.swift

    private func host(_ variant: String) throws -> SwiftSampleHost {
        let samples = CorpusSamples.samples(swift, variant: variant)
        try #require(samples.count == 3)
        var host = SwiftSampleHost()
        samples.forEach { host.add($0) }
        return host
    }

    @Test("The MSAL module was built beside these tests")
    func moduleIsThere() {
        let module = Toolchain.buildModules.appendingPathComponent("MSAL.swiftmodule")
        #expect(FileManager.default.fileExists(atPath: module.path), "no \(module.path)")
    }

    @Test("The three Swift samples of every locale compile unchanged but for the account elision",
          arguments: ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"])
    func samplesCompile(variant: String) throws {
        let host = try host(variant)
        #expect(host.rewrites.map(\.rewrite.original) == ["let account = .... /* account retrieved above */"])
        #expect(host.rewrites.map(\.rewrite.rewritten)
                == ["let account = self.accountRetrievedAbove /* account retrieved above */"])
        let run = try SwiftTypeCheck.check(host.source, name: "\(variant).swift")
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("error:"), "\(run.output)")
    }

    @Test("A sample using a misspelled API fails to compile, naming the Markdown line")
    func misspelledAPI() throws {
        var host = SwiftSampleHost()
        let sample = try #require(CorpusSamples.samples(swift, variant: "es-ES").first)
        host.add(try sample.replacing("getDeviceInformation(with:", with: "getDeviceInfo(with:"))
        let run = try SwiftTypeCheck.check(host.source, name: "misspelled.swift")
        #expect(run.status != 0)
        #expect(run.output.contains("\(sample.file):\(sample.line):"), "\(run.output)")
        #expect(run.output.contains("has no member 'getDeviceInfo'"), "\(run.output)")
    }

    @Test("The samples MSALTests runs are the corpus's, character for character (elision filled)")
    func runnableCopyMatchesCorpus() throws {
        let copy = try String(contentsOf: Toolchain.repositoryRoot
            .appendingPathComponent("Tests/MSALTests/Samples/SharedDeviceSampleHost.swift"), encoding: .utf8)
        for code in try host("es-ES").filledCode {
            #expect(copy.contains(code), "MSALTests' copy lacks:\n\(code)")
        }
    }
}
