import LocDocChecks
import LocDocModel
import Testing

/// `link-target` compares the locale segment of a Learn URL as `{locale}` (each translation writes its own), and
/// writes the expected target back in the reported copy's locale.
@Suite struct LinkDestinationTests {
    static func check(_ bodies: [String: String]) throws -> [String] {
        let report = try FixtureCorpusTests.check(Dictionary(uniqueKeysWithValues: bodies.map { ($0.key, BundledPages.example($0.key, $0.value)) }))
        return report.findings.filter { $0.check == "link-target" }.map { "\($0.variant):\($0.evidence)>\($0.expected ?? "")" }
    }

    @Test("Each copy's own locale in the URL, or en-us, is the same target", arguments: [
        ("https://learn.microsoft.com/en-us/entra/a", "https://learn.microsoft.com/en-us/entra/a", "https://learn.microsoft.com/id-id/entra/a"),
        ("/de-de/azure/a", "/de-de/azure/a", "/zh-hans-cn/azure/a"),
    ])
    func localesAreOneTarget(de: String, fr: String, other: String) throws {
        #expect(try Self.check(["de-DE": "[a](\(de))", "fr-FR": "[a](\(fr))", "id-ID": "[a](\(other))"]).isEmpty)
    }

    @Test func aTranslatedPathIsReportedWithTheCopysOwnLocale() throws {
        let found = try Self.check(["de-DE": "[a](https://learn.microsoft.com/de-de/entra/token-cache)",
                                    "fr-FR": "[a](https://learn.microsoft.com/fr-fr/entra/token-cache)",
                                    "id-ID": "[a](https://learn.microsoft.com/id-id/entra/cache-token)"])
        #expect(found == ["id-ID:https://learn.microsoft.com/id-id/entra/cache-token>https://learn.microsoft.com/id-id/entra/token-cache"])
    }

    @Test func aLostLinkIsExpectedInTheCopysLocale() throws {
        let found = try Self.check(["de-DE": "Siehe [a](https://learn.microsoft.com/de-de/entra/a).",
                                    "fr-FR": "Voir [a](https://learn.microsoft.com/fr-fr/entra/a).", "id-ID": "Lihat a."])
        #expect(found == ["id-ID:>https://learn.microsoft.com/id-id/entra/a"])
    }

    @Test("A first segment that is not a locale with a region is compared as written", arguments: ["azure", "go", "my-docs", "en"])
    func notALocale(segment: String) throws {
        let found = try Self.check(["de-DE": "[a](https://example.com/\(segment)/a)", "fr-FR": "[a](https://example.com/\(segment)/a)",
                                    "id-ID": "[a](https://example.com/x\(segment)/a)"])
        #expect(found == ["id-ID:https://example.com/x\(segment)/a>https://example.com/\(segment)/a"])
    }
}
