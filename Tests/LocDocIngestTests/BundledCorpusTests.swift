import LocDocIngest
import LocDocModel
import Testing

/// Issue 2's acceptance on the five bundled seed pages. Expected values are read off the seed files by hand
/// (lines and texts in `Locales/<locale>/msal-ios-shared-devices.md`), not produced by locdoc.
@Suite struct BundledCorpusTests {
    static let corpus = CorpusLoader().load([CorpusPaths.locales])
    static let page = "msal-ios-shared-devices.md"

    static func document(_ locale: String) throws -> Document {
        try #require(corpus.variants.first { $0.name == locale }?.documents.first)
    }

    @Test func fiveVariantsAndNoErrors() {
        #expect(Self.corpus.errors.isEmpty)
        #expect(Self.corpus.variants.map(\.name) == ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"])
        #expect(Self.corpus.variants.map { $0.locale?.tag } == ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"])
        #expect(Self.corpus.documents.allSatisfy { $0.page == Self.page && $0.localeSource == .frontMatter })
    }

    /// The fences, read from the raw file lines: a line starting with three backticks opens, the next closes.
    static func fencesFromRawLines(_ lines: [String]) -> [(line: Int, info: String, code: String)] {
        var fences: [(Int, String, String)] = []
        var open: (line: Int, info: String)?
        var body: [String] = []
        for (offset, line) in lines.enumerated() where line.hasPrefix("```") || open != nil {
            if let current = open {
                if line.hasPrefix("```") {
                    fences.append((current.line, current.info, body.map { $0 + "\n" }.joined()))
                    open = nil
                    body = []
                } else {
                    body.append(line)
                }
            } else {
                open = (offset + 1, String(line.dropFirst(3)))
            }
        }
        return fences
    }

    @Test(arguments: ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"])
    func sevenSamplesByteIdenticalToTheFences(locale: String) throws {
        let document = try Self.document(locale)
        let raw = Self.fencesFromRawLines(try CorpusPaths.lines(of: "Locales/\(locale)/\(Self.page)"))
        #expect(raw.count == 7)
        #expect(document.codeSamples.count == 7)
        #expect(document.codeSamples.filter { $0.language.normalized == "swift" }.count == 3)
        #expect(document.codeSamples.filter { $0.language.normalized == "objective-c" }.count == 4)
        for (sample, fence) in zip(document.codeSamples, raw) {
            #expect(sample.range.start.line == fence.line)
            #expect(sample.info == fence.info)
            #expect(Array(sample.code.utf8) == Array(fence.code.utf8))
        }
    }

    static let anchors = [
        "shared-device-mode-for-ios-devices", "create-a-shared-device-mode-app",
        "use-intune-to-enable-shared-device-mode--sso-extension", "modify-your-ios-application-to-support-shared-device-mode",
        "detect-shared-device-mode", "swift", "objective-c",
        "get-the-signed-in-user-and-determine-if-a-user-has-changed-on-the-device", "swift", "objective-c",
        "globally-sign-in-a-user", "objective-c", "globally-sign-out-a-user", "clear-browser-state", "swift", "objective-c",
        "next-steps",
    ]

    @Test(arguments: ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"])
    func seventeenAnchoredSections(locale: String) throws {
        let document = try Self.document(locale)
        #expect(document.sections.compactMap(\.anchor) == Self.anchors)
        #expect(document.sections.count == 17)
        // Keys are anchor paths below the title (keyed by position), unique although anchors repeat.
        #expect(Set(document.sections.map(\.key)).count == 17)
    }

    @Test func sectionKeysAgreeAcrossLocales() throws {
        let keys = try ["cs-CZ", "es-ES", "it-IT", "nl-NL", "zh-CN"].map { try Self.document($0).sections.map(\.key) }
        #expect(Set(keys).count == 1)
        #expect(keys[0][15].description == "#1/modify-your-ios-application-to-support-shared-device-mode/globally-sign-out-a-user/objective-c")
        #expect(keys[0][16].description == "#1/next-steps")
    }

    struct Expected: Sendable, CustomTestStringConvertible {
        var locale: String
        var extensionID: (line: Int, text: String)
        var teamID: (line: Int, text: String)
        var urls: (line: Int, count: Int, first: Int)
        var triples: [(key: (Int, String), type: (Int, String), value: (Int, String))]
        var testDescription: String { locale }
    }

    static let expected: [Expected] = [
        Expected(locale: "es-ES", extensionID: (62, "com.microsoft.azureauthenticator.ssoextension"),
                 teamID: (63, "(este campo no es necesario en iOS)."), urls: (64, 9, 65),
                 triples: [((75, "sharedDeviceMode"), (76, "Boolean"), (77, "true")),
                           ((86, "sharedDeviceMode"), (87, "Boolean"), (88, "true"))]),
        Expected(locale: "it-IT", extensionID: (62, "com.microsoft.azureauthenticator.ssoextension"),
                 teamID: (63, "SGGM6D27TK"), urls: (64, 1, 64),
                 triples: [((66, "sharedDeviceModeKey: sharedDeviceMode"), (67, "Boolean"), (68, "True")),
                           ((77, "sharedDeviceModeKey: sharedDeviceMode"), (78, "Boolean"), (79, "True"))]),
        Expected(locale: "cs-CZ", extensionID: (60, "com. Microsoft. azureauthenticator. ssoextension"),
                 teamID: (61, "(Toto pole není pro iOS potřeba)"), urls: (62, 9, 63),
                 triples: [((73, "sharedDeviceMode"), (74, "Boolean"), (75, "true")),
                           ((84, "sharedDeviceMode"), (85, "Boolean"), (86, "true"))]),
        Expected(locale: "zh-CN", extensionID: (62, "com.microsoft.azureauthenticator.ssoextension"),
                 teamID: (63, "iOS) 不需要此字段 ("), urls: (64, 9, 65),
                 triples: [((75, "sharedDeviceMode"), (76, "布尔"), (77, "true")),
                           ((86, "sharedDeviceMode"), (87, "布尔"), (88, "true"))]),
        Expected(locale: "nl-NL", extensionID: (62, "com. micro soft. azureauthenticator. ssoextension"),
                 teamID: (63, "(dit veld is niet nodig voor IOS)"), urls: (64, 9, 65),
                 triples: [((75, "sharedDeviceMode"), (76, "Booleaans"), (77, "True")),
                           ((86, "sharedDeviceMode"), (87, "Booleaans"), (88, "True"))]),
    ]

    @Test(arguments: expected)
    func configurationTreeAsWritten(_ expected: Expected) throws {
        let document = try Self.document(expected.locale)
        #expect(document.configuration.count == 2)
        let payload = try #require(document.configuration.first).entries
        #expect(payload.count == 5)
        #expect(payload[1].value == expected.extensionID.text)
        #expect(payload[1].valueRange?.start.line == expected.extensionID.line)
        #expect(payload[2].value == expected.teamID.text)
        #expect(payload[2].range.start.line == expected.teamID.line)
        #expect(payload[3].range.start.line == expected.urls.line)
        #expect(payload[3].urls.count == expected.urls.count)
        #expect(payload[3].urls.first?.text == "https://login.microsoftonline.com")
        #expect(payload[3].urls.first?.range.start.line == expected.urls.first)
        #expect(payload[3].urls.map(\.range.start.line) == Array(expected.urls.first..<(expected.urls.first + expected.urls.count)))
        let triples = [payload[4].keyTypeValue, document.configuration.last?.entries.first?.keyTypeValue]
        for (triple, want) in zip(triples, expected.triples) {
            let triple = try #require(triple)
            #expect(triple.key.text == want.key.1)
            #expect(triple.key.range.start.line == want.key.0)
            #expect(triple.type.text == want.type.1)
            #expect(triple.type.range.start.line == want.type.0)
            #expect(triple.value.text == want.value.1)
            #expect(triple.value.range.start.line == want.value.0)
        }
    }

    @Test func exactColumnsWhereScriptsDiffer() throws {
        // es-ES line 62: `    - **Identificador de extensión** : com.microsoft…`; "ó" is two bytes, one column.
        #expect(try Self.document("es-ES").configuration[0].entries[1].valueRange?.start == SourcePosition(line: 62, column: 40))
        #expect(try Self.document("es-ES").configuration[0].entries[1].separator == " : ")
        // zh-CN line 75: `      - 密钥：sharedDeviceMode`; a full-width colon, no space.
        let zh = try Self.document("zh-CN").configuration[0].entries[4]
        #expect(zh.children[0].label == "密钥")
        #expect(zh.children[0].separator == "：")
        #expect(zh.keyTypeValue?.key.range.start == SourcePosition(line: 75, column: 12))
        // zh-CN line 77: `      - 值： true`
        #expect(zh.children[2].separator == "： ")
        #expect(zh.keyTypeValue?.value.range.start == SourcePosition(line: 77, column: 12))
        // cs-CZ line 60: `    - **ID rozšíření**: com. Microsoft. …`
        #expect(try Self.document("cs-CZ").configuration[0].entries[1].valueRange?.start == SourcePosition(line: 60, column: 25))
        // es-ES line 76: `      - Escriba:  Boolean` keeps its double space in the separator.
        #expect(try Self.document("es-ES").configuration[0].entries[4].children[1].separator == ":  ")
    }

    @Test func alertsAndIncludesPerRevision() throws {
        let spanish = try Self.document("es-ES")
        #expect(spanish.alerts.map(\.kind) == ["NOTE", "NOTE", "NOTE"])
        #expect(spanish.alerts.first?.contentLineCount == 3)
        #expect(spanish.includes.isEmpty)
        let czech = try Self.document("cs-CZ")
        #expect(czech.alerts.map(\.kind) == ["IMPORTANT", "NOTE", "NOTE"])
        #expect(czech.includes.map(\.target) == ["../../../includes/active-directory-develop-preview.md"])
        #expect(czech.includes.first?.range.start.line == 26)
        #expect(czech.includes.first?.inAlert == true)
    }

    @Test func inlineCodeMovedInItalian() throws {
        // it-IT line 93: "Usare `getDeviceInformationWithParameters:completionBlock:` l'API `MSALPublicClientApplication` in per…"
        let spans = try Self.document("it-IT").inlineCode.filter { $0.range.start.line == 93 }
        #expect(spans.map(\.text) == ["getDeviceInformationWithParameters:completionBlock:", "MSALPublicClientApplication"])
        #expect(spans.map(\.range.start.column) == [7, 67])
    }

    @Test func linksKeepTheirKinds() throws {
        let italian = try Self.document("it-IT").links
        #expect(italian.contains { $0.destination == "../users-groups-roles/directory-assign-admin-roles.md#cloud-device-administrator" && $0.range.start.line == 46 })
        #expect(italian.contains { $0.destination == "https://docs.microsoft.com/intune/configuration/ios-device-features-settings" && $0.kind == .absolute && $0.range.start.line == 70 })
        let spanish = try Self.document("es-ES").links
        #expect(spanish.contains { $0.destination == "/intune/configuration/ios-device-features-settings" && $0.kind == .siteRelative && $0.range.start.line == 79 })
    }
}
