import LocDocChecks
import LocDocModel
import Testing

/// `GluedLanguageDetector`: source-language text duplicated beside the translation.
@Suite struct GluedLanguageValidatorTests {
    // MARK: (a) headings

    /// it-IT lines 23, 38, 52, 81, 127: the English heading appended to the Italian one.
    @Test(arguments: [
        (23, "Shared device mode for iOS devices", "Modalità dispositivo condiviso per dispositivi iOS"),
        (38, "Create a shared device mode app", "Creare un'app in modalità dispositivo condiviso"),
        (52, "Use Intune to enable shared device mode & SSO extension",
         "Usare Intune per abilitare la modalità dispositivo condiviso & estensione SSO"),
        (81, "Modify your iOS application to support shared device mode",
         "Modificare l'applicazione iOS per supportare la modalità dispositivo condiviso"),
        (127, "Get the signed-in user and determine if a user has changed on the device",
         "Ottenere l'utente connesso e determinare se un utente è stato modificato nel dispositivo"),
    ])
    func italianHeadings(line: Int, english: String, italian: String) throws {
        let document = try #require(SeedCorpus.documents.first { $0.variant == "it-IT" })
        let section = try #require(document.sections.first { $0.range.line == line })
        let anchor = try #require(section.anchor)
        let issue = try #require(GluedLanguageDetector.duplicatedHeading(section.inlines, anchor: anchor))
        #expect(issue.kind == .duplicatedSource)
        #expect(issue.evidence == english)
        #expect(issue.suggestion == italian)
        #expect(issue.position == SourcePosition(line: line, column: try Fixture.seedColumn("it-IT", line, of: english)))
        #expect(GluedLanguageDetector.duplicatedHeading(section.title, anchor: anchor)?.evidence == english)
    }

    /// No cs, es, zh or nl heading triggers, nor `Swift` / `Objective-C` under their own anchors.
    @Test func seedCorpusHeadings() {
        let hits = SeedCorpus.hits { document in
            document.sections.compactMap { section in
                section.anchor.flatMap { GluedLanguageDetector.duplicatedHeading(section.inlines, anchor: $0) }.map { ($0, section.range.line) }
            }
        }
        #expect(hits == ["it-IT:127", "it-IT:23", "it-IT:38", "it-IT:52", "it-IT:81"])
    }

    @Test func headingsInOtherScripts() throws {
        let glued = try #require(GluedLanguageDetector.duplicatedHeading("საერთო მოწყობილობის რეჟიმიShared device mode", anchor: "shared-device-mode"))
        #expect(glued.evidence == "Shared device mode")
        #expect(glued.offset == 26)
        #expect(GluedLanguageDetector.duplicatedHeading("साझा डिवाइस मोड Shared device mode", anchor: "shared-device-mode")?.suggestion == "साझा डिवाइस मोड")
        // Equal up to `-` normalisation: the translation dropped the `&`.
        #expect(GluedLanguageDetector.duplicatedHeading("ჩართვა Use Intune to enable shared device mode SSO extension",
                                                        anchor: "use-intune-to-enable-shared-device-mode--sso-extension") != nil)
        for (title, anchor) in [("Swift", "swift"), ("Objective-C", "objective-c"), ("Ejemplo de Objective-C", "objective-c"),
                                ("โหมดอุปกรณ์ที่ใช้ร่วมกันสำหรับอุปกรณ์ iOS", "shared-device-mode-for-ios-devices"),
                                ("Shared device mode", "shared-device-mode"), ("Código Swift", "swift"),
                                ("Pasos siguientes", "next-steps"),
                                // The source term glossed in brackets on purpose (Kubernetes, pl and zh-CN).
                                ("Kontenerowe sondy (ang. Container probes)", "container-probes"),
                                ("容器探针（Container probes）", "container-probes")] {
            #expect(GluedLanguageDetector.duplicatedHeading(title, anchor: anchor) == nil, "\(title)")
        }
        // A bracket that opens nothing in the translation is no gloss.
        #expect(GluedLanguageDetector.duplicatedHeading("Kontenerowe sondy: Container probes)", anchor: "container-probes")?.evidence == "Container probes)")
    }

    /// A one-word anchor's English heading is reported only glued to the translation; a heading that ends in a name
    /// after a space, or Chinese and Japanese running into a Latin word as they always do, is not.
    @Test func oneWordHeadingsGluedToTheTranslation() throws {
        for (title, anchor, english, translation) in [("개요Overview", "overview", "Overview", "개요"),
                                                      ("ÜbersichtOverview", "overview", "Overview", "Übersicht"),
                                                      ("ОбзорOverview", "overview", "Overview", "Обзор")] {
            let issue = try #require(GluedLanguageDetector.duplicatedHeading(title, anchor: anchor), "\(title)")
            #expect(issue.evidence == english)
            #expect(issue.suggestion == translation)
        }
        for (title, anchor) in [("Übersicht Overview", "overview"), ("Utiliser Swift", "swift"), ("使用Swift", "swift"),
                                ("SwiftのコードSwift", "swift"), ("Overview", "overview"), ("MSAL", "msal"), ("ÜBERSICHTOverview", "overview")] {
            #expect(GluedLanguageDetector.duplicatedHeading(title, anchor: anchor) == nil, "\(title)")
        }
    }

    // MARK: (b) glued sentences

    /// it-IT lines 40, 48, 70, 226: `…collaborano:To create a shared device mode app, developers … work together:`.
    @Test(arguments: [
        (40, "To create", "To create a shared device mode app, developers and cloud device admins work together:"),
        (48, "To** >", "To > configure the membership of your organizational roles in the Azure portal: Azure Active Directory > Roles and AdministratorsCloud Device Administrator"),
        (70, "For more", "For more information about configuring with Intune, see the Intune configuration documentation."),
        (226, "To see", "To see shared device mode in action, the following code sample on GitHub includes an example of running a Firstline Worker app on an iOS device in shared device mode:"),
    ])
    func italianSentences(line: Int, at needle: String, english: String) throws {
        let issues = GluedLanguageDetector.gluedSentences(in: try SeedCorpus.block("it-IT", line).inlines)
        #expect(issues.map(\.evidence) == [english])
        #expect(issues.first?.kind == .gluedSentence)
        #expect(issues.first?.position == SourcePosition(line: line, column: try Fixture.seedColumn("it-IT", line, of: needle)))
    }

    @Test func seedCorpusSentences() {
        #expect(SeedCorpus.hits(GluedLanguageDetector.gluedSentences, blocks: { $0.kind != .heading })
                == ["it-IT:226", "it-IT:40", "it-IT:48", "it-IT:70"])
        // On headings the same rule sees one of those (a) reports (`…condivisoModify your iOS application…`,
        // where both sides name `iOS`); checks run (a) on headings instead.
        #expect(SeedCorpus.hits(GluedLanguageDetector.gluedSentences, blocks: { $0.kind == .heading }) == ["it-IT:81"])
    }

    @Test func gluedSentencesInOtherScripts() throws {
        let georgian = GluedLanguageDetector.gluedSentences(in: "ეს არის ქართული წინადადება აქ:This is an English sentence here:")
        #expect(georgian.map(\.evidence) == ["This is an English sentence here:"])
        #expect(georgian.first?.offset == 30)
        #expect(GluedLanguageDetector.gluedSentences(in: "यह एक हिंदी वाक्य है।This is an English sentence.").count == 1)
        #expect(GluedLanguageDetector.gluedSentences(in: "Первое предложение про Azure здесь.Second sentence about Azure is here.").count == 1)
        #expect(GluedLanguageDetector.gluedSentences(in: "这是一个中文句子，用于测试：To create a shared device mode app:").count == 1)
    }

    @Test func camelCaseDottedNamesAndLabelsPass() {
        for text in ["OneDrive for Business syncs the files you choose.", "Install Microsoft.Identity.Client from NuGet today.",
                     "Klíč:Hodnota", "The completionBlock parameter is called when the request finishes.",
                     "Set the dataGridView control to read only.", "Use macOS or iPadOS and sign in.",
                     "Reduced the total number of multiprocessing.Manager processes to two.",
                     "We only use a selected subset of ES.Next features in the codebase.",
                     "ეს არის ქართული წინადადება:Short one", "Version 2.Next release adds nothing of note here at all today."] {
            #expect(GluedLanguageDetector.gluedSentences(in: text).isEmpty, "\(text)")
        }
    }

    /// Two sentences of one language share their small words: a lost space, but not untranslated text.
    @Test func sameLanguageGlueIsNotUntranslated() {
        #expect(GluedLanguageDetector.gluedSentences(in: "The first sentence is long enough.The second sentence is long too.").isEmpty)
        #expect(GluedLanguageDetector.gluedSentences(in: "První věta je dost dlouhá a je tady.Druhá věta je také dlouhá a je tady.").isEmpty)
    }

    /// Japanese and Chinese put no space after `。`, even before a Latin name: two sentences of one text, though they
    /// share no words to compare (an Experience League page: `…必要があります。Analytics と Mobile SDK を…`).
    @Test func unspacedScriptsRunSentencesTogether() {
        #expect(GluedLanguageDetector.gluedSentences(in: "SDK を Adobe Mobile Services UI 以外でダウンロードした場合は、ファイルを手動で設定する必要があります。Analytics と Mobile SDK を使い始めたばかりの場合は、事前準備を参照してください。").isEmpty)
        #expect(GluedLanguageDetector.gluedSentences(in: "如果您在 Adobe Mobile Services 之外下载了 SDK，则必须手动配置文件。Analytics 的新用户请参阅开始之前部分。").isEmpty)
    }

    /// Camel-case names in running text, where the glue is a letter: not the source appended to the block.
    @Test func camelCaseNamesInRunningText() {
        for text in ["To get the corresponding 1-indexed line and column numbers from a lineNumber and columnNumber as reported",
                     "If matchKey is a key of matchObj and does not contain the star, then",
                     "Otherwise, if packageSubpath is equal to the dot, then", "Add PowerShell support by @fblanchetNaN in a pull request"] {
            #expect(GluedLanguageDetector.gluedSentences(in: text).isEmpty, "\(text)")
        }
    }

    // MARK: (c) ampersands

    @Test func ampersandGluedToAWord() throws {
        // cs-CZ line 50: `Povolení režimu sdíleného zařízení &ho rozšíření jednotného přihlašování pomocí Intune`
        let issues = GluedLanguageDetector.gluedAmpersands(in: try SeedCorpus.block("cs-CZ", 50).inlines)
        #expect(issues.map(\.evidence) == ["&ho"])
        #expect(issues.first?.suggestion == "& ho")
        #expect(issues.first?.kind == .gluedAmpersand)
        #expect(issues.first?.position == SourcePosition(line: 50, column: try Fixture.seedColumn("cs-CZ", 50, of: "&ho")))
        #expect(SeedCorpus.hits(GluedLanguageDetector.gluedAmpersands) == ["cs-CZ:50"])
    }

    @Test func ampersandsElsewhere() {
        #expect(GluedLanguageDetector.gluedAmpersands(in: "R&D და A & B, ก&ข").isEmpty)
        #expect(GluedLanguageDetector.gluedAmpersands(in: "რეჟიმი &და").map(\.suggestion) == ["& და"])
        #expect(GluedLanguageDetector.gluedAmpersands(in: "რეჟიმი& და").map(\.suggestion) == ["რეჟიმი &"])
    }
}
