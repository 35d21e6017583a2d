// MSALDefinitions.h: enums and completion-block typedefs of the MSAL public headers (facts from MSAL's
// MSALDefinitions.h and MSALDeviceInformation.h), for type-checking Objective-C against the reference implementation.

#ifndef MSALDefinitions_h
#define MSALDefinitions_h

#import <Foundation/Foundation.h>

@class MSALResult;
@class MSALAccount;
@class MSALDeviceInformation;
@class MSALWPJMetaData;

typedef NS_ENUM(NSInteger, MSALLogLevel)
{
    MSALLogLevelNothing,
    MSALLogLevelError,
    MSALLogLevelWarning,
    MSALLogLevelInfo,
    MSALLogLevelVerbose,
    MSALLogLevelLast = MSALLogLevelVerbose,
};

typedef NS_ENUM(NSInteger, MSALWebviewType)
{
    MSALWebviewTypeDefault,
    MSALWebviewTypeAuthenticationSession,
    MSALWebviewTypeSafariViewController,
    MSALWebviewTypeWKWebView,
};

typedef NS_ENUM(NSInteger, MSALBrokeredAvailability)
{
    MSALBrokeredAvailabilityAuto,
    MSALBrokeredAvailabilityNone
};

typedef NS_ENUM(NSUInteger, MSALPromptType)
{
    MSALPromptTypeSelectAccount,
    MSALPromptTypeLogin,
    MSALPromptTypeConsent,
    MSALPromptTypeCreate,
    MSALPromptTypePromptIfNecessary,
    MSALPromptTypeDefault = MSALPromptTypePromptIfNecessary,
};

typedef NS_ENUM(NSUInteger, MSALDeviceMode)
{
    MSALDeviceModeDefault,
    MSALDeviceModeShared
};

typedef NS_ENUM(NSUInteger, MSALPlatformSSOStatus)
{
    MSALPlatformSSONotEnabled,
    MSALPlatformSSOEnabledNotRegistered,
    MSALPlatformSSOEnabledAndRegistered,
    MSALPlatformSSORegistrationNeedsRepair
};

typedef NS_ENUM(NSUInteger, MSALPreferredAuthMethod)
{
    MSALPreferredAuthMethodNone,
    MSALPreferredAuthMethodQRPIN
};

typedef void (^MSALCompletionBlock)(MSALResult * _Nullable result, NSError * _Nullable error);

typedef void (^MSALAccountsCompletionBlock)(NSArray<MSALAccount *> * _Nullable accounts, NSError * _Nullable error);

typedef void (^MSALCurrentAccountCompletionBlock)(MSALAccount * _Nullable_result account,
                                                  MSALAccount * _Nullable_result previousAccount,
                                                  NSError * _Nullable error);

typedef void (^MSALSignoutCompletionBlock)(BOOL success, NSError * _Nullable error);

typedef void (^MSALDeviceInformationCompletionBlock)(MSALDeviceInformation * _Nullable deviceInformation,
                                                     NSError * _Nullable error);

typedef void (^MSALWPJMetaDataCompletionBlock)(MSALWPJMetaData * _Nullable msalPJMetaDataInformation,
                                               NSError * _Nullable error);

typedef void (^MSALLogCallback)(MSALLogLevel level, NSString * _Nullable message, BOOL containsPII);

typedef void (^MSALTelemetryCallback)(NSDictionary<NSString *, NSString *> * _Nonnull event);

#endif
