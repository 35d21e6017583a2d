import LocDocModel
import LocDocSnippets
import Testing

/// How `locdoc generate` names the function (Swift) or method (Objective-C) a sample becomes.
@Suite struct SampleNamingTests {
    private func sample(_ path: String, _ language: String = CodeLanguage.swift) -> SampleNaming.Sample {
        SampleNaming.Sample(section: SectionKey(segments: path.isEmpty ? [] : path.split(separator: "/").map(String.init)),
                            language: language)
    }

    @Test("An anchor slug becomes lower camel case")
    func camelCase() {
        #expect(SampleNaming.identifier(["detect-shared-device-mode"]) == "detectSharedDeviceMode")
        #expect(SampleNaming.identifier(["use-intune-to-enable-shared-device-mode--sso-extension"])
                == "useIntuneToEnableSharedDeviceModeSsoExtension")
        #expect(SampleNaming.identifier(["globally-sign-out-a-user", "clear-browser-state"]) == "globallySignOutAUserClearBrowserState")
        #expect(SampleNaming.identifier(["Step_Two.Final"]) == "stepTwoFinal")
    }

    @Test("A name never starts with a digit and is never empty")
    func digitsAndEmpty() {
        #expect(SampleNaming.identifier(["2-factor-sign-in"]) == "section2FactorSignIn")
        #expect(SampleNaming.identifier(["#3"]) == "section3")
        #expect(SampleNaming.identifier(["检测"]) == "sample")
        #expect(SampleNaming.identifier([]) == "sample")
    }

    @Test("The language subsection is dropped, so a section's Swift and Objective-C samples share a name")
    func languageSegment() {
        let names = SampleNaming.names([
            sample("page/modify/detect-shared-device-mode/swift"),
            sample("page/modify/detect-shared-device-mode/objective-c", CodeLanguage.objectiveC),
        ])
        #expect(names == ["detectSharedDeviceMode", "detectSharedDeviceMode"])
    }

    @Test("A segment naming another language than the sample's stays")
    func otherLanguageSegment() {
        #expect(SampleNaming.names([sample("page/detect/swift", CodeLanguage.objectiveC)]) == ["swift"])
        #expect(SampleNaming.names([sample("page/detect/objc", CodeLanguage.objectiveC)]) == ["detect"])
        // A path that is only the language keeps it rather than having no name.
        #expect(SampleNaming.names([sample("swift")]) == ["swift"])
    }

    @Test("The shortest tail of the anchor path that no other sample ends in")
    func shortestUniqueTail() {
        let names = SampleNaming.names([
            sample("page/android/setup/swift"),
            sample("page/ios/setup/swift"),
            sample("page/ios/sign-in/swift"),
            sample("page/setup/swift"),
        ])
        #expect(names == ["androidSetup", "iosSetup", "signIn", "pageSetup"])
    }

    @Test("Samples of one language in one section are numbered in page order; the other language counts apart")
    func numbering() {
        let names = SampleNaming.names([
            sample("page/sign-in/swift"),
            sample("page/sign-in/swift"),
            sample("page/sign-in/objective-c", CodeLanguage.objectiveC),
            sample("page/sign-in/swift"),
        ])
        #expect(names == ["signIn", "signIn2", "signIn", "signIn3"])
    }

    @Test("A keyword, an NSObject method or a name the harness uses gets `Sample` after it")
    func reservedNames() {
        let names = SampleNaming.names([
            sample("page/default/swift"),
            sample("page/description/swift"),
            sample("page/application/swift"),
            sample("page/application-sample/swift"),
            sample("page/main/swift"),
        ], reserved: ["application"])
        #expect(names == ["defaultSample", "descriptionSample", "applicationSample", "applicationSample2", "mainSample"])
    }

    @Test("Every name is an ASCII identifier of either language", arguments: [
        "a/b/c", "x--y", "-lead", "trail-", "über-straße", "日本語/swift", "#1/#2", "9lives", "a.b.c", "class", "__init",
    ])
    func validIdentifiers(_ path: String) {
        let name = SampleNaming.names([sample(path)])[0]
        #expect(name.first?.isLetter == true && name.first?.isLowercase == true, "\(name)")
        #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }, "\(name)")
    }
}
