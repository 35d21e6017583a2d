import LocDocChecks
import LocDocModel
import Testing

/// `punctuation-split-name` beyond its catalogue examples: when split words are the name, and when they are a
/// phrase of the copy's own.
@Suite struct SplitTermCheckTests {
    private static func findings(_ bodies: [String: String]) throws -> [Finding] {
        let pages = bodies.mapValues { CheckExample.page(locale: "", revision: "aaaa", handoff: "01/02/2021", body: $0) }
        let report = CheckRunner().run(try CatalogExampleTests.corpus(CheckExample(pages: pages)))
        return report.findings.filter { $0.check == "punctuation-split-name" }
    }

    private static let others = [
        "fr-FR": "- via Android AccountManager et les paramètres\n\n![Le gestionnaire de compte Android.](diagram.png)",
        "ja-JP": "- Android AccountManager およびアカウント設定を使用\n\n![Android アカウント マネージャー。](diagram.png)",
        "pl-PL": "- za pomocą Android AccountManager\n\n![Menedżer kont systemu Android.](diagram.png)",
    ]

    @Test func wordsBesideEveryOccurrenceOfTheNameAreTheCopysOwn() throws {
        // The German image description says "Android Account Manager" as English says "account manager"; the
        // class name itself stands intact where the others write it.
        var bodies = Self.others
        bodies["de-DE"] = "- über Android-AccountManager und Kontoeinstellungen\n\n![Android Account Manager.](diagram.png)"
        let found = try Self.findings(bodies)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func theNameSplitWhereTheOthersWriteItIsReported() throws {
        var bodies = Self.others
        bodies["de-DE"] = "- über Android-Account Manager und Kontoeinstellungen\n\n![Android Account Manager.](diagram.png)"
        let found = try Self.findings(bodies)
        #expect(found.map { "\($0.variant) \($0.line) \($0.evidence) \($0.expected ?? "")" }
            == ["de-DE 7 Account Manager AccountManager", "de-DE 9 Account Manager AccountManager"])
    }
}
