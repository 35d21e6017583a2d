import LocDocChecks
import LocDocModel
import Testing

/// `punctuation-split-name` beyond its catalogue examples: when split words are the name, and when they are a
/// phrase of the copy's own.
@Suite struct SplitTermCheckTests {
    private static func findings(_ bodies: [String: String]) throws -> [Finding] {
        try PageBodies.findings(of: "punctuation-split-name", bodies)
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
