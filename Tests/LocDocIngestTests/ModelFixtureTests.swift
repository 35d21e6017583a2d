import LocDocIngest
import LocDocModel
import Testing

/// A page written for these tests (Tests/Fixtures/model/ka-GE): Georgian prose and Armenian labels, scripts that
/// no word list in locdoc contains, with every element of the model. Expected positions were worked out by
/// hand (code-point columns) from the fixture file.
@Suite struct ModelFixtureTests {
    let document: Document

    init() throws {
        let corpus = CorpusLoader().load([CorpusPaths.fixtures + "/model"])
        #expect(corpus.errors.isEmpty, "\(corpus.errors)")
        document = try #require(corpus.documents.first)
    }

    @Test func variantPageAndLocale() {
        #expect(document.file == "ka-GE/settings-page.md")
        #expect(document.variant == "ka-GE")
        #expect(document.page == "settings-page.md")
        #expect(document.locale?.tag == "ka-GE")
        #expect(document.localeSource == .frontMatter)
        #expect(document.folderLocale?.tag == "ka-GE")
    }

    @Test func frontMatterIsTyped() throws {
        let front = document.frontMatter
        #expect(front.title == "გაზიარებული მოწყობილობის რეჟიმი")
        #expect(front.translationType == .machine)
        #expect(front.openLocFileHash == "0123456789abcdef0123456789abcdef01234567")
        #expect(front.date?.description == "2020-03-31")
        #expect(front.lastHandoff?.description == "2021-11-02")
        #expect(front.locFileID == "12345")
        #expect(front.entry("ms.custom")?.value == .sequence([.scalar("aaddev"), .scalar("devx")]))
        #expect(front.entry("ms.lasthandoff")?.line == 8)
    }

    @Test func sectionsAreKeyedByAnchorPath() {
        #expect(document.sections.map(\.key.description) == ["#1", "#1/set-up", "#1/#2", "#1/#2/swift"])
        #expect(document.sections.map(\.level) == [1, 2, 2, 3])
        #expect(document.sections[0].title == "გაზიარებული რეჟიმი MSAL")
        #expect(document.sections[2].anchor == nil)
        #expect(document.sections.map(\.range.start.line) == [14, 21, 45, 51])
        #expect(document.anchors.map(\.name) == ["shared-mode", "set-up", "swift"])
        #expect(document.anchors.allSatisfy { $0.inHeading })
    }

    @Test func alertsAndIncludes() {
        #expect(document.alerts.map(\.kind) == ["NOTE", "WARNING"])
        #expect(document.alerts.map(\.range.start.line) == [16, 41])
        #expect(document.alerts[1].contentLineCount == 2)
        #expect(document.alerts[1].text == "ერთი ორი")
        #expect(document.includes.count == 1)
        #expect(document.includes.first?.target == "../includes/preview.md")
        #expect(document.includes.first?.title == "preview")
        #expect(document.includes.first?.inAlert == true)
        #expect(document.includes.first?.range.start == SourcePosition(line: 17, column: 14))
    }

    @Test func codeSamplesNormaliseLanguageAndKeepCode() {
        let samples = document.codeSamples
        #expect(samples.map(\.language.normalized) == ["swift", "objective-c", "objective-c"])
        #expect(samples.map(\.language.written) == ["swift", "objc", "Objective-C"])
        #expect(samples.map(\.languageOrdinal) == [1, 1, 2])
        #expect(samples.map(\.ordinal) == [1, 2, 3])
        #expect(samples.map(\.code) == ["let x = 1\n", "[app go];\n", "int y = 2;\n"])
        #expect(samples.map(\.range.start.line) == [53, 57, 61])
        #expect(samples.allSatisfy { $0.sectionKey.description == "#1/#2/swift" })
    }

    @Test func inlineCodeWithNonASCIIColumns() {
        let spans = document.inlineCode.map { "\($0.text)@\($0.range.start.line):\($0.range.start.column)" }
        #expect(spans == ["MSAL@14:48", "https://login.example.com@28:11", "https://login.example.org@29:11",
                          "keyName@38:3", "value@38:14", "cellCode@49:7"])
        // The range runs from the opening to the closing backtick.
        #expect(document.inlineCode[0].range.end == SourcePosition(line: 14, column: 53))
    }

    @Test func linksOfEveryKind() {
        let links = document.links
        #expect(links.map(\.destination) == ["https://example.com/a", "#set-up", "media/pic.png", "/intune/config"])
        #expect(links.map(\.kind) == [.absolute, .anchor, .relative, .siteRelative])
        #expect(links.map(\.isImage) == [false, false, true, false])
        #expect(links.map(\.text) == ["ბმული", "შიდა", "სურათი", "დოკუმენტაცია"])
        #expect(links.map { "\($0.range.start.line):\($0.range.start.column)" } == ["19:10", "19:44", "19:63", "23:18"])
        #expect(!links.contains { $0.destination.hasSuffix("preview.md") }, "the include's link is not a page link")
    }

    @Test func configurationTreesByStructure() throws {
        #expect(document.configuration.count == 2)
        let tree = try #require(document.configuration.first)
        #expect(tree.sectionKey.description == "#1/set-up")
        #expect(tree.entries.map(\.label) == ["ტიპი", "გაფართოების ID", "URL-ები", "დამატებითი მონაცემები"])
        #expect(tree.entries.map(\.labelStyle) == [.emphasized, .emphasized, .emphasized, .emphasized])
        #expect(tree.entries[0].value == "გადამისამართება")
        #expect(tree.entries[0].valueRange?.start == SourcePosition(line: 25, column: 17))
        #expect(tree.entries[1].value == "com.example.ssoextension")
        #expect(tree.entries[1].valueRange?.start == SourcePosition(line: 26, column: 27))
        #expect(tree.entries[2].urls.map(\.text) == ["https://login.example.com", "https://login.example.org"])
        let triple = try #require(tree.entries[3].keyTypeValue)
        #expect(triple.key.text == "sharedDeviceMode")
        #expect(triple.key.range.start == SourcePosition(line: 31, column: 19))
        #expect(triple.type.text == "Boolean")
        #expect(triple.type.range.start == SourcePosition(line: 32, column: 15))
        #expect(triple.value.text == "true")
        #expect(triple.value.range.start == SourcePosition(line: 33, column: 22))
        #expect(tree.entries[3].children.map(\.label) == ["გასაღები", "ტიპი", "მნიშვნელობა"])
        #expect(tree.entries[3].children[0].labelRange.start == SourcePosition(line: 31, column: 9))
    }

    @Test func settingsListWithCodeLabelAndANonPairItem() throws {
        let tree = try #require(document.configuration.last)
        #expect(tree.range.start.line == 37)
        #expect(tree.entries.map(\.separator) == [nil, ": ", ": "])
        #expect(tree.entries[1].labelStyle == .code)
        #expect(tree.entries[1].label == "keyName")
        #expect(tree.entries[1].value == "`value`")
        #expect(tree.entries[1].valueText == "value")
        #expect(tree.entries[2].label == "Բանալի")
        #expect(tree.entries[2].value == "արժեք")
        #expect(tree.entries[2].valueRange?.start == SourcePosition(line: 39, column: 11))
    }

    @Test func proseListIsNotSettings() {
        // The numbered list's items are steps, not `label: value` pairs; only its nested list is a tree.
        #expect(!document.configuration.contains { $0.range.start.line == 23 })
    }

    @Test func textBlocksCoverParagraphsHeadingsAndCells() {
        let kinds = Set(document.textBlocks.map(\.kind))
        #expect(kinds == [.paragraph, .heading, .tableCell])
        let intro = document.textBlocks.first { $0.range.start.line == 19 }
        #expect(intro?.plainText == "შესავალი ბმული და შიდა და სურათი.")
        #expect(intro?.depth == 0)
        #expect(document.textBlocks.first { $0.range.start.line == 25 }?.depth == 2)
    }
}

@Suite struct LocaleIDTests {
    @Test(arguments: [("es-ES", "es-ES"), ("zh-cn", "zh-CN"), ("sr-latn-rs", "sr-Latn-RS"), ("es-419", "es-419"),
                      ("fr", "fr"), ("ja-jp--a", "ja-JP"), ("ka-GE--fork", "ka-GE"), ("zh-hans", "zh-Hans"),
                      ("sr-Cyrl", "sr-Cyrl"), ("uz-latn--b", "uz-Latn")])
    func folderNamesThatAreLocales(name: String, tag: String) {
        #expect(LocaleID(folderName: name)?.tag == tag)
    }

    @Test(arguments: ["Locales", "bad-input", "my-docs", "api", "articles", "media", "es_ES", "e", "123", "en-US-x",
                      "ui-text", "en-test", "zh-Qaaa"])
    func folderNamesThatAreNot(name: String) {
        #expect(LocaleID(folderName: name) == nil)
    }

    @Test func frontMatterTagsAreCanonicalised() {
        #expect(LocaleID("ZH-hans-cn")?.tag == "zh-Hans-CN")
        #expect(LocaleID("de-CH-1996")?.tag == "de-CH-1996")
        #expect(LocaleID("not a tag") == nil)
    }
}
