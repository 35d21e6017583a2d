// MSALWebviewParameters.h, MSALParameters.h, MSALTokenParameters.h, MSALInteractiveTokenParameters.h,
// MSALSilentTokenParameters.h, MSALAccountEnumerationParameters.h, MSALSignoutParameters.h of the MSAL public
// headers. UIKit and WebKit do not exist here: the view controller and web view are the reference
// implementation's stand-ins, named as in its Swift module.

#ifndef MSALParameters_h
#define MSALParameters_h

#import <Foundation/Foundation.h>
#import <MSAL/MSALDefinitions.h>

@class MSALAccount;
@class MSALAuthority;

NS_ASSUME_NONNULL_BEGIN

/// Stand-in for UIViewController (iOS) / NSViewController (macOS).
@interface SimulatedViewController : NSObject
@end
typedef SimulatedViewController MSALViewController;

/// Stand-in for WKWebView and WKWebViewConfiguration.
@interface SimulatedWebViewConfiguration : NSObject
@end
@interface SimulatedWebView : NSObject
@end

/// Stand-in for UIModalPresentationStyle.
typedef NS_ENUM(NSInteger, SimulatedModalPresentationStyle)
{
    SimulatedModalPresentationStyleFullScreen = 0,
    SimulatedModalPresentationStyleAutomatic = -2,
};

@interface MSALWebviewParameters : NSObject <NSCopying>
@property (nonatomic, strong, nonnull) MSALViewController *parentViewController;
@property (nonatomic) SimulatedModalPresentationStyle presentationStyle;
@property (nonatomic) BOOL prefersEphemeralWebBrowserSession;
@property (nonatomic) MSALWebviewType webviewType;
@property (nonatomic, nullable) SimulatedWebView *customWebview;
@property (class, nonatomic, readonly) SimulatedWebViewConfiguration *defaultWKWebviewConfiguration;
- (nonnull instancetype)initWithAuthPresentationViewController:(nonnull MSALViewController *)parentViewController;
- (nonnull instancetype)init NS_UNAVAILABLE;
+ (nonnull instancetype)new NS_UNAVAILABLE;
@end

@interface MSALParameters : NSObject
@property (nonatomic, nullable) dispatch_queue_t completionBlockQueue;
@end

@protocol MSALAuthenticationSchemeProtocol <NSObject>
@end

@interface MSALClaimsRequest : NSObject
- (instancetype)initWithJsonString:(NSString *)jsonString error:(NSError * _Nullable __autoreleasing * _Nullable)error;
@end

@interface MSALTokenParameters : MSALParameters
@property (nonatomic) NSArray<NSString *> *scopes;
@property (nonatomic, nullable) MSALAccount *account;
@property (nonatomic, nullable) MSALAuthority *authority;
@property (nonatomic, nullable) MSALClaimsRequest *claimsRequest;
@property (nonatomic, nullable) NSDictionary<NSString *, NSString *> *extraQueryParameters;
@property (nonatomic, nullable) NSUUID *correlationId;
@property (nonatomic, nullable) id<MSALAuthenticationSchemeProtocol> authenticationScheme;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)initWithScopes:(NSArray<NSString *> *)scopes NS_DESIGNATED_INITIALIZER;
@end

@interface MSALInteractiveTokenParameters : MSALTokenParameters
@property (nonatomic) MSALPromptType promptType;
@property (nonatomic, nullable) NSString *loginHint;
@property (nonatomic, nullable) NSString *domainHint;
@property (nonatomic, nullable) NSArray<NSString *> *extraScopesToConsent;
@property (nonatomic, readonly, copy) MSALWebviewParameters *webviewParameters;
@property (nonatomic) MSALPreferredAuthMethod preferredAuthMethod;
- (instancetype)initWithScopes:(NSArray<NSString *> *)scopes NS_UNAVAILABLE;
- (instancetype)initWithScopes:(NSArray<NSString *> *)scopes
             webviewParameters:(MSALWebviewParameters *)webviewParameters NS_DESIGNATED_INITIALIZER;
@end

@interface MSALSilentTokenParameters : MSALTokenParameters
@property (nonatomic) BOOL forceRefresh;
@property (nonatomic) BOOL allowUsingLocalCachedRtWhenSsoExtFailed;
- (instancetype)initWithScopes:(NSArray<NSString *> *)scopes NS_UNAVAILABLE;
- (instancetype)initWithScopes:(NSArray<NSString *> *)scopes account:(MSALAccount *)account NS_DESIGNATED_INITIALIZER;
@end

@interface MSALAccountEnumerationParameters : MSALParameters
@property (nonatomic, readonly, nullable) NSString *identifier;
@property (nonatomic, readonly, nullable) NSString *tenantProfileIdentifier;
@property (nonatomic, readonly, nullable) NSString *username;
@property (nonatomic) BOOL returnOnlySignedInAccounts;
- (instancetype)initWithIdentifier:(nullable NSString *)accountIdentifier;
- (instancetype)initWithIdentifier:(nullable NSString *)accountIdentifier username:(NSString *)username;
- (instancetype)initWithTenantProfileIdentifier:(NSString *)tenantProfileIdentifier;
@end

@interface MSALSignoutParameters : MSALParameters
@property (nonatomic, readonly, copy) MSALWebviewParameters *webviewParameters;
@property (nonatomic) BOOL signoutFromBrowser;
@property (nonatomic) BOOL wipeAccount;
@property (nonatomic) BOOL wipeCacheForAllAccounts;
@property (nonatomic, nullable) NSDictionary<NSString *, NSString *> *extraQueryParameters;
- (instancetype)initWithWebviewParameters:(MSALWebviewParameters *)webviewParameters;
@end

NS_ASSUME_NONNULL_END

#endif
