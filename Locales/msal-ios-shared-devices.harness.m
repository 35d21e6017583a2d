// The harness of the page msal-ios-shared-devices for its Objective-C samples: the view controller they live in,
// with what they use but never declare. The samples are type-checked as methods of a category of this class.
#import <MSAL/MSAL.h>

@interface SampleTextField : NSObject
@property (nonatomic, copy, nullable) NSString *text;
@end

@interface SharedDeviceSampleHost : NSObject
{
    MSALPublicClientApplication *application;
    MSALWebviewParameters *webViewParameters;
    MSALCompletionBlock completionBlock;
}
@property (nonatomic, readonly, nonnull) SampleTextField *loginHintTextField;
/// What `MSALAccount *account = ... /* account retrieved above */;` stands for.
@property (nonatomic, readonly, nonnull) MSALAccount *accountRetrievedAbove;
- (nonnull MSALWebviewParameters *)msalTestWebViewParameters;
@end
