import Foundation
import LocDocChecks
@testable import LocDocSnippets
/// Wraps Objective-C samples in a host class that provides what they use but never declare — `application`,
/// `webViewParameters`, `completionBlock` (instance variables), `[self msalTestWebViewParameters]`,
/// `self.loginHintTextField.text` — and the account behind the elision (`self.accountRetrievedAbove`). Each
/// sample becomes one method, preceded by a `#line` directive, so that diagnostics name the Markdown file and line.
struct ObjCSampleHost {
    /// What the elision `...` in `MSALAccount *account = ... /* account retrieved above */;` stands for.
    static let elidedAccount = "self.accountRetrievedAbove"

    private(set) var rewrites: [(sample: CorpusSample, rewrite: ElisionRewrite)] = []
    private var methods: [String] = []

    mutating func add(_ sample: CorpusSample) {
        let spliced = ElisionSplicer.splice(sample.code, dialect: .objectiveC, file: sample.file, firstLine: sample.line) { _ in
            Self.elidedAccount
        }
        let code = spliced.code
        rewrites += spliced.rewrites.map { (sample, $0) }
        methods.append("""
            - (void)sample\(methods.count + 1)
            {
            #line \(sample.line) "\(sample.file)"
            \(code)
            }
            """)
    }

    var source: String {
        """
        #import <MSAL/MSAL.h>

        @interface LocDocTextField : NSObject
        @property (nonatomic, copy, nullable) NSString *text;
        @end

        @interface LocDocSampleHost : NSObject
        @property (nonatomic, readonly, nonnull) LocDocTextField *loginHintTextField;
        @property (nonatomic, readonly, nonnull) MSALAccount *accountRetrievedAbove;
        - (nonnull MSALWebviewParameters *)msalTestWebViewParameters;
        @end

        @implementation LocDocSampleHost
        {
            MSALPublicClientApplication *application;
            MSALWebviewParameters *webViewParameters;
            MSALCompletionBlock completionBlock;
        }

        - (MSALWebviewParameters *)msalTestWebViewParameters
        {
            return webViewParameters;
        }

        \(methods.joined(separator: "\n\n"))

        @end

        """
    }
}
