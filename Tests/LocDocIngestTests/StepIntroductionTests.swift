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

    /// A real SDK quickstart (`get-started-ios`, 44 locales): two steps end in a colon over their sample, and a third
    /// names a method after one (`from application: didFinishLaunchingWithOptions.`). Three "pairs" of six items made
    /// a settings list, and the copies that reword the step (`從 application: didFinishLaunchingWithOptions 初始化…`)
    /// had a value "differing". A step over a sample is no setting without a value.
    @Test func stepsOverSamplesAreNoSettingsWithoutValues() throws {
        let page = TestPage.frontMatter + """
            # Title

            1. Open your project in Xcode.
            1. Import the framework header file with the following snippet:

                ```objectivec
                #import <EIObjC/EIObjC.h>
                ```

            1. Initialize the SDK from application: didFinishLaunchingWithOptions.
            1. Track an event:

                ```objectivec
                [analytics trackEvent:event];
                ```
            """
        #expect(try TestPage.parse(page).configuration.isEmpty)
    }
}
