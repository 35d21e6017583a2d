import LocDocChecks
import LocDocModel
import Testing

/// A setting's value is compared across copies only where it reads as literal: copies of several languages, a third
/// or more of them, write it the same. Found on a real page in 44 locales (`advanced-SDK-implementation`), whose
/// property list describes each field in prose: `zh-HK` and `zh-TW` share one Chinese translation, `id-ID` and
/// `ms-MY` one Malay sentence, and every other copy's description "differed" from theirs: 149 findings.
@Suite struct LiteralValueTests {
    private func valueFindings(_ values: [String: String]) throws -> [String] {
        let bodies = values.mapValues { "- **localId**: \($0)\n- **authId**: ID" }
        return try PageBodies.findings(of: "config-value", bodies).map { "\($0.variant):\($0.line) \($0.evidence)" }.sorted()
    }

    @Test func copiesInOneLanguageAgreeingAreNoLiteral() throws {
        let found = try valueFindings([
            "zh-HK": "使用者的本機 ID。", "zh-TW": "使用者的本機 ID。", "de-DE": "Die lokale ID des Benutzers.",
            "fr-FR": "L’ID local de l’utilisateur.", "ja-JP": "ユーザーのローカル ID。",
        ])
        #expect(found.isEmpty, "\(found)")
    }

    @Test func twoOfManyLanguagesAgreeingAreNoLiteral() throws {
        let found = try valueFindings([
            "id-ID": "ID lokal pengguna.", "ms-MY": "ID lokal pengguna.", "de-DE": "Die lokale ID des Benutzers.",
            "fr-FR": "L’ID local de l’utilisateur.", "ja-JP": "ユーザーのローカル ID。", "es-ES": "El identificador local del usuario.",
            "it-IT": "L'ID locale dell'utente.",
        ])
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aValueMostLanguagesKeepIsCompared() throws {
        // The same page with an identifier for a value: kept by most copies, changed in one.
        let found = try valueFindings([
            "id-ID": "com.contoso.sso", "ms-MY": "com.contoso.sso", "de-DE": "com.contoso.sso", "fr-FR": "com.contoso.sso",
            "ja-JP": "com.contoso.sso", "es-ES": "com.contoso.ssso", "it-IT": "com.contoso.sso",
        ])
        #expect(found == ["es-ES:7 com.contoso.ssso"])
    }
}
