@testable import LocDocChecks
import LocDocModel
import Testing

/// Sites that put the reader's language first in their paths (`/de/guides/…`): each copy's own language there is
/// its edition; another copy's language, linked by that copy alone, is another edition (corrupt); a language
/// several copies link is the fallback for a language the site lacks.
@Suite struct LanguagePathPrefixTests {
    static func body(_ target: String) -> String { "# T\n\nSee [the guide](\(target)) and [the reference](https://example.com/api/).\n" }

    @Test func anotherCopysEditionIsCorrupt() throws {
        let copies = [
            "de": Self.body("/de/guides/project/"), "fr": Self.body("/fr/guides/project/"), "es": Self.body("/es/guides/project/"),
            "pt-BR": Self.body("/pt-br/guides/project/"), "it": Self.body("/fr/guides/project/"),
        ]
        let findings = try PageBodies.findings(of: "link-target", copies)
        #expect(findings.map { "\($0.variant) \($0.findingClass.rawValue) \($0.expected ?? "-")" } == ["it corrupt /it/guides/project/"])
        #expect(findings.first?.message.hasPrefix("Link goes to the `fr` edition of the site, not this copy's;") == true)
        // Two more copies linking the French edition: French is the fallback for languages the site lacks. Their
        // links still differ from the others', but none is called another copy's edition.
        var fallback = copies
        fallback["da"] = Self.body("/fr/guides/project/")
        fallback["hi"] = Self.body("/fr/guides/project/")
        let differing = try PageBodies.findings(of: "link-target", fallback)
        #expect(differing.map(\.variant) == ["da", "hi", "it"])
        #expect(differing.allSatisfy { !$0.message.contains("edition") })
    }

    /// One copy whose path happens to start with its language code is no localisation: nothing is normalised.
    @Test func oneCopyIsNoConvention() throws {
        let findings = try PageBodies.findings(of: "link-target", [
            "id": Self.body("/id/123/"), "de": Self.body("/id/123/"), "fr": Self.body("/id/123/"),
        ])
        #expect(findings.isEmpty)
    }

    /// A Hugo site gives its default language no prefix: `/zh/docs/x/` and `/pt-br/docs/x/` are `/docs/x/` in the
    /// reader's language, whichever way the copies split.
    @Test func unprefixedIsTheReadersEditionToo() throws {
        let findings = try PageBodies.findings(of: "link-target", [
            "en": Self.body("/docs/setup/"), "uk": Self.body("/docs/setup/"),
            "zh": Self.body("/zh/docs/setup/"), "pt-BR": Self.body("/pt-br/docs/setup/"), "ja": Self.body("/ja/docs/setup/"),
        ])
        #expect(findings.isEmpty)
        let moved = try PageBodies.findings(of: "link-target", [
            "en": Self.body("/docs/setup/"), "uk": Self.body("/docs/setup/"),
            "zh": Self.body("/zh/docs/install/"), "pt-BR": Self.body("/pt-br/docs/setup/"),
        ])
        #expect(moved.map(\.variant) == ["zh"])
    }

    @Test(arguments: [
        ("/{locale}/docs/setup/", "/docs/setup/"),
        ("https://istio.io/{locale}/docs/", "https://istio.io/docs/"),
        ("/docs/{locale}/setup/", "/docs/{locale}/setup/"),
        ("/{locale}", "/{locale}"),
    ])
    func withoutLocale(comparable: String, expected: String) {
        #expect(LinkDestination.withoutLocale(comparable) == expected)
    }
}
