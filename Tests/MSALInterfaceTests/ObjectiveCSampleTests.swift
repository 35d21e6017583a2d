import Foundation
import LocDocModel
import Testing

@Suite("Objective-C samples against MSAL.h")
struct ObjectiveCSampleTests {
    private let objc = CodeLanguage.objectiveC

    @Test("The corpus has four Objective-C samples per locale, byte-identical across the five locales")
    func corpusShape() {
        let byVariant = Dictionary(grouping: CorpusSamples.samples(objc), by: \.variant)
        #expect(byVariant.keys.sorted() == ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"])
        #expect(byVariant.values.allSatisfy { $0.count == 4 })
        let codes = Set(byVariant.values.map { $0.map(\.code) })
        #expect(codes.count == 1)
    }

    @Test("The four Objective-C samples of every locale type-check, with only the account elision filled",
          arguments: ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"])
    func samplesTypeCheck(variant: String) throws {
        let samples = CorpusSamples.samples(objc, variant: variant)
        try #require(samples.count == 4)
        var host = ObjCSampleHost()
        samples.forEach { host.add($0) }
        #expect(host.rewrites.count == 1)
        let rewrite = try #require(host.rewrites.first)
        #expect(rewrite.rewrite.original == "MSALAccount *account = ... /* account retrieved above */;")
        #expect(rewrite.rewrite.rewritten
                == "MSALAccount *account = self.accountRetrievedAbove /* account retrieved above */;")
        let run = try ClangTypeCheck().check(host.source, name: "\(variant)-samples.m")
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("error:"), "\(run.output)")
    }

    /// Type-checks one sample alone in the host.
    private func typeCheck(_ sample: CorpusSample, name: String) throws -> ToolRun {
        var host = ObjCSampleHost()
        host.add(sample)
        return try ClangTypeCheck().check(host.source, name: name)
    }

    @Test("A misspelled selector is rejected, naming the sample's line")
    func misspelledSelector() throws {
        let sample = try #require(CorpusSamples.samples(objc, variant: "es-ES").first)
        let run = try typeCheck(try sample.replacing("getDeviceInformationWithParameters:",
                                                     with: "getDeviceInfoWithParameters:"), name: "misspelled.m")
        #expect(run.status != 0)
        #expect(run.output.contains("\(sample.file):\(sample.line):"), "\(run.output)")
        #expect(run.output.contains("error: no visible @interface for 'MSALPublicClientApplication' declares the "
                                    + "selector 'getDeviceInfoWithParameters:completionBlock:'"), "\(run.output)")
    }

    @Test("A wrong block signature is rejected")
    func wrongBlockSignature() throws {
        let sample = try #require(CorpusSamples.samples(objc, variant: "es-ES").last)
        let run = try typeCheck(try sample.replacing("^(BOOL success, NSError * _Nullable error)",
                                                     with: "^(MSALAccount * _Nullable account, NSError * _Nullable error)"),
                                name: "wrong-block.m")
        #expect(run.status != 0)
        #expect(run.output.contains("error: incompatible block pointer types sending"), "\(run.output)")
        #expect(run.output.contains("MSALSignoutCompletionBlock"), "\(run.output)")
    }

    @Test("A wrong nullability of the block's account parameters is accepted, as with real MSAL (_Nullable_result)")
    func nullableResultCompatible() throws {
        let source = """
            #import <MSAL/MSAL.h>
            void f(MSALPublicClientApplication *application) {
                [application getCurrentAccountWithParameters:nil
                                             completionBlock:^(MSALAccount * _Nullable account,
                                                               MSALAccount * _Nullable previous,
                                                               NSError * _Nullable error) {}];
            }
            """
        let run = try ClangTypeCheck().check(source, name: "nullable-result.m")
        #expect(run.status == 0, "\(run.output)")
    }
}
