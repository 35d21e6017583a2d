import Foundation
import LocDocChecks
import LocDocKit
import LocDocModel
import Testing

/// The API name checks on real pages' shapes: an old translation that names an API its newer source replaced (a
/// 2019 Spanish quickstart's `account(forHomeAccountId:)`) is stale, not corrupt; a tutorial's own function called
/// from one sample and declared in another is the page's, not the API's; `acquireToken()` in prose names a method.
@Suite struct APINameRevisionTests {
    /// One page per locale: (revision, hand-off, body).
    private static func findings(_ copies: [String: (String, String, String)]) throws -> [Finding] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-api-revision-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (locale, copy) in copies {
            let folder = root.appendingPathComponent(locale)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(CheckExample.page(locale: locale, revision: copy.0, handoff: copy.1, body: copy.2).utf8)
                .write(to: folder.appendingPathComponent("page.md"))
        }
        return APINameCheckTests.apiFindings(try APINameCheckTests.check(root.path))
    }

    private static let old = ("aaaa", "01/02/2020")
    private static let new = ("bbbb", "01/02/2021")
    private static let replaced = "Call `MSALPublicClientApplication.handleMSALResponse` first."
    private static let current = "Read `signoutFromBrowser` first."

    @Test func aNameTheNewerSourceDroppedIsStale() throws {
        let found = try Self.findings(["de-DE": (Self.old.0, Self.old.1, Self.replaced), "fr-FR": (Self.old.0, Self.old.1, Self.replaced),
                                       "es-ES": (Self.new.0, Self.new.1, Self.current)])
        #expect(found.map { "\($0.variant) \($0.findingClass.rawValue) \($0.severity.rawValue)" } == ["de-DE stale error", "fr-FR stale error"])
        #expect(found.allSatisfy { $0.message.hasSuffix("; the newer source revision no longer names it (es-ES)") }, "\(found.map(\.message))")
    }

    @Test func aNameItsOwnRevisionDoesNotWriteIsCorrupt() throws {
        let found = try Self.findings(["de-DE": (Self.old.0, Self.old.1, Self.replaced), "fr-FR": (Self.old.0, Self.old.1, Self.current),
                                       "es-ES": (Self.new.0, Self.new.1, Self.current)])
        #expect(found.map { "\($0.variant) \($0.findingClass.rawValue)" } == ["de-DE corrupt"])
    }

    @Test func aSlipFromTheNameTheNewerSourceWritesIsCorrupt() throws {
        let found = try Self.findings([
            "de-DE": (Self.old.0, Self.old.1, "Call `getCurrentAccountWithParameter:completionBlock:` first."),
            "es-ES": (Self.new.0, Self.new.1, "Later, call `getCurrentAccountWithParameters:completionBlock:`."),
        ])
        #expect(found.map { "\($0.variant) \($0.findingClass.rawValue)" } == ["de-DE corrupt"])
    }

    @Test func aFunctionAnotherSampleDeclaresIsThePages() throws {
        let body = """
            `acquireTokenSilently()` tries the cache first:

            ```swift
            if let currentAccount { acquireTokenSilently(currentAccount) }
            ```

            ```swift
            func acquireTokenSilently(_ account: MSALAccount!) {
                let account = account
                acquireToken()
            }
            ```

            Use `applicationContext.account(forHomeAccountId: id)` and `acquireToken()`.
            """
        let found = try Self.findings(["de-DE": (Self.new.0, Self.new.1, body), "fr-FR": (Self.new.0, Self.new.1, body)])
        // Left: the call without arguments in a sample (its labels differ from MSAL's), and a method the local
        // `account` does not declare; not `acquireTokenSilently`, and not `acquireToken()` named in prose.
        #expect(Set(found.map { "\($0.check) \($0.evidence)" }) == [
            "code-sample-api-name acquireToken(…)", "inline-code-api-name applicationContext.account(forHomeAccountId: id)",
        ], "\(found.map { "\($0.check) \($0.evidence) \($0.message)" })")
    }

    @Test func aNameTheSamplesOfAnotherLanguageCallIsThatPlatformsAPI() throws {
        // A page for several platforms names MSAL.NET's `AcquireTokenSilent()`, as every copy and its C# sample do.
        let prose = "When you call `AcquireTokenSilent()`, MSAL returns a token."
        let csharp = "\n\n```csharp\nresult = await app.AcquireTokenSilent(scopes, account).ExecuteAsync();\n```\n"
        let withSample = try Self.findings(["de-DE": (Self.new.0, Self.new.1, prose + csharp), "fr-FR": (Self.new.0, Self.new.1, prose + csharp)])
        #expect(withSample.isEmpty, "\(withSample.map(\.message))")
        // Without the sample nothing on the page says whose name it is: a slip from `acquireTokenSilent`.
        let without = try Self.findings(["de-DE": (Self.new.0, Self.new.1, prose), "fr-FR": (Self.new.0, Self.new.1, prose)])
        #expect(without.map { "\($0.variant) \($0.evidence)" } == ["de-DE AcquireTokenSilent()", "fr-FR AcquireTokenSilent()"])
        // An unnamed fence may be Swift or Objective-C: it makes no name another platform's.
        let plain = csharp.replacingOccurrences(of: "```csharp", with: "```")
        let unnamed = try Self.findings(["de-DE": (Self.new.0, Self.new.1, prose + plain), "fr-FR": (Self.new.0, Self.new.1, prose + plain)])
        #expect(unnamed.count == 2)
    }
}
