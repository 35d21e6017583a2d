import LocDocAPI
import LocDocChecks
import LocDocIngest
import LocDocModel
import Testing

/// What counts as an API name in samples and prose, and where it is: the lexer's tokens, the sample's own
/// declarations and `self` left out, receivers typed from the sample.
@Suite struct APIMentionsTests {
    static func document(_ body: String) throws -> Document {
        let page = CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: body)
        let origin = FileOrigin(displayPath: "fr-FR/page.md", variant: "fr-FR", page: "page.md", folderLocale: LocaleID(folderName: "fr-FR"))
        return try MarkdownIngest().parse(bytes: Array(page.utf8), origin: origin)
    }

    static func names(_ body: String) throws -> [String] {
        try APIMentions.all(in: document(body)).map { "\($0.line) \($0.name.form.rawValue) \($0.name.displayName)" }
    }

    @Test func swiftSamples() throws {
        let names = try Self.names("""
        ```swift
        let signoutParameters = MSALSignoutParameters(webviewParameters: self.webViewParamaters!)
        signoutParameters.signoutFromBrowser = true
        application.signout(with: account, signoutParameters: signoutParameters) { (success, error) in
            if let error = error { print(error) }
            let isShared = info.deviceMode == .shared
            let mode = result?.deviceMode ?? .default
        }
        ```
        """)
        #expect(names == [
            "8 identifier MSALSignoutParameters",
            "8 call MSALSignoutParameters.init(webviewParameters:)",
            "9 member MSALSignoutParameters.signoutFromBrowser",
            "10 call signout(with:signoutParameters:) { … }",
            "11 call print(_:)",
            "12 member deviceMode",
            "12 member .shared",
            "13 member deviceMode",
            "13 member .default",
        ])
    }

    @Test func objectiveCSamples() throws {
        let names = try Self.names("""
        ```objective-c
        #define KEY @"SHARED_MODE_CURRENT_ACCOUNT_CHANGED"
        MSALInteractiveTokenParameters *parameters = [[MSALInteractiveTokenParameters alloc] initWithScopes:@[@"api://scope"] webviewParameters:[self webViewParameters]];
        parameters.loginHint = self.loginHintTextField.text;
        [application getDeviceInformationWithParameters:nil completionBlock:^(MSALDeviceInformation * _Nullable info, NSError * _Nullable error) {
            BOOL shared = info.deviceMode == MSALDeviceModeShared;
            NSLog(@"%@", KEY);
        }];
        ```
        """)
        #expect(names == [
            "9 identifier MSALInteractiveTokenParameters",
            "9 selector [MSALInteractiveTokenParameters initWithScopes:webviewParameters:]",
            "9 selector [MSALInteractiveTokenParameters alloc]",
            "9 identifier MSALInteractiveTokenParameters",
            "10 member MSALInteractiveTokenParameters.loginHint",
            "11 selector getDeviceInformationWithParameters:completionBlock:",
            "11 identifier MSALDeviceInformation",
            "11 identifier NSError",
            "12 member MSALDeviceInformation.deviceMode",
            "12 identifier MSALDeviceModeShared",
            "13 identifier NSLog",
        ])
    }

    @Test func proseSpansAtTheirBacktick() throws {
        let document = try Self.document("Use `getDeviceInformationWithParameters:completionBlock:` of `MSALPublicClientApplication`, not `sharedDeviceMode: true`.")
        let mentions = APIMentions.prose(in: document)
        #expect(mentions.map { "\($0.line):\($0.column) \($0.name.displayName)" } == [
            "7:5 getDeviceInformationWithParameters:completionBlock:", "7:62 MSALPublicClientApplication",
        ])
        #expect(mentions.first?.text == "getDeviceInformationWithParameters:completionBlock:")
        #expect(mentions.first?.name.language == .objectiveC)
        #expect(mentions.last?.name.language == nil)
    }

    @Test func aNameThePagesSampleDeclaresIsNotTheAPIs() throws {
        let span = "Post `MSAL_SHARED_MODE_CURRENT_ACCOUNT_CHANGED_NOTIFICATION_KEY` when the account changes."
        let sample = "```objective-c\n#define MSAL_SHARED_MODE_CURRENT_ACCOUNT_CHANGED_NOTIFICATION_KEY @\"SHARED_MODE_CURRENT_ACCOUNT_CHANGED\"\n```"
        #expect(APIMentions.prose(in: try Self.document(span + "\n\n" + sample)).isEmpty)
        let alone = APIMentions.prose(in: try Self.document(span))
        #expect(alone.map(\.name.name) == ["MSAL_SHARED_MODE_CURRENT_ACCOUNT_CHANGED_NOTIFICATION_KEY"])
        // Without the sample that declares it, the name claims MSAL's prefix and MSAL has no such constant.
        let index = try ReferenceIndex.fixtureIndex()
        #expect(alone.map { index.resolve($0.name).status } == [.unresolved])
    }

    @Test func samplesOfOtherLanguagesHaveNoNames() throws {
        #expect(try Self.names("```json\n{\"sharedDeviceMode\": true}\n```").isEmpty)
    }
}
