import Foundation
import LocDocAPI
import LocDocKit
import Testing

/// `locdoc api` on the bundled corpus and on the fixture corpora in `Tests/Fixtures/api/`, against the index of
/// this build's reference implementation.
@Suite struct APIActionTests {
    struct Failed: Error { var exitCode: Int32 }

    static func report(_ path: String) throws -> APIReport {
        let outcome = try APIAction(paths: [path], format: .json, referenceAPI: .index(ReferenceIndex.liveIndex())).run()
        guard outcome.exitCode == 0, let report = outcome.report else { throw Failed(exitCode: outcome.exitCode) }
        return report
    }

    static let bundled = Result { try report(ReferenceIndex.corpus) }
    static let fixtures = ReferenceIndex.fixtures

    static func entry(_ report: APIReport, _ name: String, language: APIName.Language?) throws -> APIReport.NameEntry {
        try #require(report.names.first { $0.name == name && $0.language == language }, "no entry \(name)")
    }

    @Test func theBundledCorpusNamesNothingTheReferenceLacks() throws {
        let report = try Self.bundled.get()
        #expect(report.summary.unresolved == 0, "\(report.names.filter { $0.status == .unresolved }.map(\.name))")
        #expect(report.summary.files == 5)
        #expect(report.summary.resolved >= 25)
        // Every external name is another API's, not a misspelt one of MSAL's.
        #expect(Set(report.names.filter { $0.status == .external }.map(\.name)) == [
            "DispatchQueue", "DispatchQueue.main", "NSError", "dispatch_get_main_queue",
            "[MSALInteractiveTokenParameters alloc]", "[MSALSignoutParameters alloc]",
        ])
    }

    @Test(arguments: [
        ("getDeviceInformationWithParameters:completionBlock:", APIName.Language.objectiveC,
         "MSALPublicClientApplication.getDeviceInformation(with:completionBlock:)",
         "-[MSALPublicClientApplication getDeviceInformationWithParameters:completionBlock:]"),
        ("getCurrentAccount(with:completionBlock:)", .swift, "MSALPublicClientApplication.getCurrentAccount(with:completionBlock:)",
         "-[MSALPublicClientApplication getCurrentAccountWithParameters:completionBlock:]"),
        ("signoutWithAccount:signoutParameters:completionBlock:", .objectiveC,
         "MSALPublicClientApplication.signout(with:signoutParameters:completionBlock:)",
         "-[MSALPublicClientApplication signoutWithAccount:signoutParameters:completionBlock:]"),
        ("MSALDeviceModeShared", .objectiveC, "MSALDeviceMode.shared", "MSALDeviceModeShared"),
        (".shared", .swift, "MSALDeviceMode.shared", "MSALDeviceModeShared"),
        ("[MSALSignoutParameters initWithWebviewParameters:]", .objectiveC, "MSALSignoutParameters.init(webviewParameters:)",
         "-[MSALSignoutParameters initWithWebviewParameters:]"),
        ("MSALSignoutParameters.init(webviewParameters:)", .swift, "MSALSignoutParameters.init(webviewParameters:)",
         "-[MSALSignoutParameters initWithWebviewParameters:]"),
        ("MSALInteractiveTokenParameters.loginHint", .objectiveC, "MSALInteractiveTokenParameters.loginHint",
         "MSALInteractiveTokenParameters.loginHint"),
    ])
    func theBundledCorpusResolves(name: String, language: APIName.Language, swift: String, objectiveC: String) throws {
        let entry = try Self.entry(try Self.bundled.get(), name, language: language)
        #expect(entry.status == .resolved)
        #expect(entry.symbols.map { $0.swift?.name } == [swift])
        #expect(entry.symbols.map { $0.objectiveC?.name } == [objectiveC])
        // Named in every locale.
        #expect(Set(entry.mentions.map(\.variant)) == ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"])
    }

    @Test func proseMentionsAreAtTheirCodeSpan() throws {
        let entry = try Self.entry(try Self.bundled.get(), "getDeviceInformationWithParameters:completionBlock:", language: .objectiveC)
        let spanInSpanish = entry.mentions.filter { $0.file == "es-ES/msal-ios-shared-devices.md" && $0.source == .prose }
        #expect(spanInSpanish.map { "\($0.line):\($0.column)" } == ["102:12", "104:72"])
        #expect(spanInSpanish.first?.locale == "es-ES")
    }

    @Test func theBundledSectionsHaveParityExceptTheObjectiveCOnlyOne() throws {
        let parity = try Self.bundled.get().parity
        #expect(parity.count == 20)
        let bySection = Dictionary(grouping: parity) { $0.section.segments.last ?? "" }
        for name in ["detect-shared-device-mode", "get-the-signed-in-user-and-determine-if-a-user-has-changed-on-the-device",
                     "globally-sign-out-a-user"] {
            let sections = try #require(bySection[name])
            #expect(sections.count == 5 && sections.allSatisfy { $0.status == .parity && $0.swift.count == 3 }, "\(name)")
        }
        #expect(bySection["globally-sign-in-a-user"]?.allSatisfy { $0.status == .objectiveCOnly } == true)
        let detect = try #require(bySection["detect-shared-device-mode"]?.first)
        #expect(detect.swift == ["MSALDeviceInformation.deviceMode", "MSALDeviceMode.shared",
                                 "MSALPublicClientApplication.getDeviceInformation(with:completionBlock:)"])
    }

    @Test func aMisspeltSelectorIsUnresolvedAtItsLine() throws {
        let report = try Self.report(Self.fixtures.appendingPathComponent("unresolved").path)
        let entry = try Self.entry(report, "getCurrentAccountWithParameter:completionBlock:", language: .objectiveC)
        #expect(entry.status == .unresolved)
        #expect(entry.mentions.map { "\($0.file):\($0.line):\($0.column)" } == ["de-DE/page.md:10:23"])
        #expect(entry.suggestion?.objectiveC?.name == "-[MSALPublicClientApplication getCurrentAccountWithParameters:completionBlock:]")
        #expect(report.summary.unresolved == 1)
        // The configuration key is named in both files and judged in neither.
        #expect(try Self.entry(report, "sharedDeviceMode", language: nil).status == .external)
    }

    @Test func aSectionWhoseSamplesCallDifferentAPIIsAGap() throws {
        let report = try Self.report(Self.fixtures.appendingPathComponent("parity-gap").path)
        #expect(report.parity.count == 4)
        let gaps = report.parity.filter { $0.status == .gap }
        #expect(gaps.map { "\($0.file):\($0.line)" } == ["en-US/page.md:28", "fr-FR/page.md:28"])
        #expect(gaps.first?.onlySwift == ["MSALPublicClientApplication.getCurrentAccount(with:completionBlock:)"])
        #expect(gaps.first?.onlyObjectiveC == ["MSALPublicClientApplication.getDeviceInformation(with:completionBlock:)"])
        #expect(report.parity.filter { $0.status == .parity }.count == 2)
        #expect(report.summary.parityGaps == 2)
    }

    @Test func theJSONIsDeterministicVersionedAndRelative() throws {
        let index = try ReferenceIndex.liveIndex()
        let action = APIAction(paths: [ReferenceIndex.corpus], format: .json, referenceAPI: .index(index))
        let first = try action.run().output
        #expect(first == (try action.run().output))
        let text = String(decoding: first, as: UTF8.self)
        #expect(!text.contains(ReferenceIndex.repositoryRoot.path))
        let object = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == APIReportVersion.current)
        #expect(Set(object.keys) == ["schemaVersion", "tool", "module", "files", "names", "parity", "summary", "errors"])
        // Sorted keys: the top level reads in alphabetical order.
        let order = ["\"errors\"", "\"files\"", "\"module\"", "\"names\"", "\"parity\"", "\"schemaVersion\"", "\"summary\"", "\"tool\""]
            .compactMap { text.range(of: "\n  " + $0)?.lowerBound }
        #expect(order.count == 8 && order == order.sorted())
        // Every key of a name is there, `null` when there is no value (the check report's null policy).
        let names = try #require(object["names"] as? [[String: Any]])
        #expect(names.allSatisfy { Set($0.keys) == ["name", "form", "language", "container", "status", "symbols", "suggestion", "note", "mentions"] })
        #expect(names.contains { $0["container"] is NSNull && $0["suggestion"] is NSNull })
        let decoded = try JSONDecoder().decode(APIReport.self, from: first)
        #expect(decoded.files.allSatisfy { !$0.hasPrefix("/") })
    }

    @Test func withoutTheReferenceBuildTheCommandSaysWhyAndExits2() throws {
        let outcome = try APIAction(paths: [ReferenceIndex.corpus], referenceAPI: .unavailable("no build here")).run()
        #expect(outcome.exitCode == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.problems == ["the reference API is unavailable: no build here"])
    }
}
