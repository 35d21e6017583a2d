import LocDocAPI
import LocDocModel

/// The API a Swift or Objective-C sample uses is API the reference implementation declares.
struct CodeSampleAPINameCheck: ReferenceAPICheck {
    var api: APIIndex?

    static let description = CheckDescription(
        id: "code-sample-api-name", category: .codeSample, defaultSeverity: .error,
        summary: "A sample uses an API the reference implementation does not declare",
        rationale: "A sample that sends a selector, calls a method or reads a property the module does not have does not compile, in any locale that copies it. Samples are read with a lexer, not patterns: messages with the class of their receiver when the sample declares it, Swift calls with their argument labels, members, types and constants; what the page's samples declare (a function one sample declares and another calls) and what they reach through `self` are the app's, not the API. Names are judged against the reference module's symbol graph and its Objective-C interface only where they are shaped like its API (see `inline-code-api-name`). Runs only when the reference build is available. Error; warning when every copy of the page has the same sample line, since the fault is then in the source page or the reference implementation. Stale, not corrupt, when the copy is of an older revision whose copies all name it and the newest revision names neither it nor its nearest name: the source replaced that API.",
        passing: [CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021",
                                       body: "```objective-c\nMSALParameters *parameters = [MSALParameters new];\nparameters.completionBlockQueue = dispatch_get_main_queue();\n[application getCurrentAccountWithParameters:parameters completionBlock:completionBlock];\n```"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021",
                                       body: "```swift\nlet parameters = MSALParameters()\nparameters.completionBlockQueue = DispatchQueue.main\napplication.getCurrentAccount(with: parameters) { current, previous, error in }\n```"),
        ])],
        failing: [CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021",
                                       body: "```swift\nlet parameters = MSALSignoutParameters(webviewParameters: webviewParameters)\nparameters.signoutFromBrowser = true\n```"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021",
                                       body: "```swift\nlet parameters = MSALSignoutParameters(webviewParameters: webviewParameters)\nparameters.signOutFromBrowser = true\n```"),
        ], expectedVariant: "de-DE", expectedLine: 9)]
    )

    func findings(in page: PageSet) -> [Finding] {
        guard let api else { return [] }
        return APINameFindings.findings(self, in: page, api: api, part: .samples)
    }
}
