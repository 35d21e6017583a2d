import LocDocIngest
import LocDocModel
import Testing

/// A numbered step that ends by introducing its sample (`Add the following to AppDelegate.m: Objective-C:`) is not
/// a `label: value` setting. Seen on a real migration guide, where translations put the label on the step's line:
/// French typography (`Objective-C :`) and a full-width colon (`Objective-C：`) were "values differing".
@Suite struct StepIntroductionTests {
    static func page(_ introduction: String) -> String {
        TestPage.frontMatter + """
            # Title

            1. Add the scheme to Info.plist: \(introduction)

                ```xml
                <string>msauthv2</string>
                ```

            2. Handle the callback in AppDelegate.m: \(introduction)

                ```objc
                return YES;
                ```
            """
    }

    @Test(arguments: ["Objective-C:", "Objective-C :", "Objective-C：", "**Objective-C:**"])
    func aStepThatIntroducesASampleIsNoSetting(introduction: String) throws {
        #expect(try TestPage.parse(Self.page(introduction)).configuration.isEmpty)
    }

    @Test(arguments: ["Objective-C", "`msauth:`"])
    func theSameStepsWithValuesAreSettings(value: String) throws {
        // The control: a value without the closing colon, or a code span that ends in one: two `label: value`
        // items make a settings list.
        let document = try TestPage.parse(Self.page(value))
        #expect(document.configuration.first?.entries.map(\.value) == [value, value])
    }
}
