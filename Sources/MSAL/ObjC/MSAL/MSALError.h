// MSALError.h: the error domain, userInfo keys and error codes of MSAL's MSALError.h (values from MSALError.m:
// each key equals its own name). Like the original, the globals are neither const nor nullability-annotated.

#ifndef MSALError_h
#define MSALError_h

#import <Foundation/Foundation.h>

extern NSString *MSALErrorDomain;
extern NSString *MSALOAuthErrorKey;
extern NSString *MSALOAuthSubErrorKey;
extern NSString *MSALOAuthSubErrorDescriptionKey;
extern NSString *MSALSTSErrorCodesKey;
extern NSString *MSALErrorDescriptionKey;
extern NSString *MSALInternalErrorCodeKey;
extern NSString *MSALHTTPHeadersKey;
extern NSString *MSALCorrelationIDKey;
extern NSString *MSALHTTPResponseCodeKey;
extern NSString *MSALDeclinedScopesKey;
extern NSString *MSALDisplayableUserIdKey;
extern NSString *MSALGrantedScopesKey;
extern NSString *MSALInvalidResultKey;
extern NSString *MSALBrokerVersionKey;
extern NSString *MSALHomeAccountIdKey;
extern NSString *MSALThrottlingCacheHitKey;

typedef NS_ENUM(NSInteger, MSALError)
{
    MSALErrorInternal                                  = -50000,
    MSALErrorWorkplaceJoinRequired                     = -50001,
    MSALErrorInteractionRequired                       = -50002,
    MSALErrorServerDeclinedScopes                      = -50003,
    MSALErrorServerProtectionPoliciesRequired          = -50004,
    MSALErrorUserCanceled                              = -50005,
    MSALErrorServerError                               = -50006,
    MSALErrorInsufficientDeviceStrength                = -50007,
    MSALErrorMDMEnrollmentCompletedNeedsRetry          = -50008,
    MSALErrorServerInvalidRequestResetPasswordRequired = -50142,
};

typedef NS_ENUM(NSInteger, MSALInternalError)
{
    MSALInternalErrorInvalidParameter                     = -42000,
    MSALInternalErrorRedirectSchemeNotRegistered          = -42001,
    MSALInternalErrorInvalidRequest                       = -42002,
    MSALInternalErrorInvalidClient                        = -42003,
    MSALInternalErrorInvalidGrant                         = -42004,
    MSALInternalErrorInvalidScope                         = -42005,
    MSALInternalErrorUnauthorizedClient                   = -42006,
    MSALInternalErrorUnhandledResponse                    = -42007,
    MSALInternalErrorUnexpected                           = -42008,
    MSALInternalErrorFailedAuthorityValidation            = -42010,
    MSALInternalErrorMismatchedUser                       = -42101,
    MSALInternalErrorAmbiguousAccount                     = -42102,
    MSALInternalErrorAuthorizationFailed                  = -42104,
    MSALInternalErrorAccountRequired                      = -42106,
    MSALInternalErrorSessionCanceled                      = -42401,
    MSALInternalErrorInteractiveSessionAlreadyRunning     = -42402,
    MSALInternalErrorNoViewController                     = -42403,
    MSALInternalErrorAttemptToOpenURLFromExtension        = -42404,
    MSALInternalErrorUINotSupportedInExtension            = -42405,
    MSALInternalErrorInvalidState                         = -42501,
    MSALInternalErrorInvalidResponse                      = -42600,
    MSALInternalErrorNonHttpsRedirect                     = -42602,
    MSALInternalErrorBrokerResponseNotReceived            = -42700,
    MSALInternalErrorBrokerNoResumeStateFound             = -42701,
    MSALInternalErrorBrokerBadResumeStateFound            = -42702,
    MSALInternalErrorBrokerMismatchedResumeState          = -42703,
    MSALInternalErrorBrokerResponseHashMissing            = -42704,
    MSALInternalErrorBrokerCorruptedResponse              = -42705,
    MSALInternalErrorBrokerResponseDecryptionFailed       = -42706,
    MSALInternalErrorBrokerResponseHashMismatch           = -42707,
    MSALInternalErrorBrokerKeyFailedToCreate              = -42708,
    MSALInternalErrorBrokerKeyNotFound                    = -42709,
    MSALInternalErrorBrokerUnknown                        = -42711,
    MSALInternalErrorBrokerApplicationTokenWriteFailed    = -42712,
    MSALInternalErrorBrokerApplicationTokenReadFailed     = -42713,
    MSALInternalBrokerNotAvailable                        = -42714,
    MSALInternalErrorJITLinkServerConfirmationTimeout     = -42714,
    MSALInternalErrorJITLinkServerConfirmationError       = -42715,
    MSALInternalErrorJITLinkAcquireTokenError             = -42716,
    MSALInternalErrorJITLinkTokenAcquiredWrongTenant      = -42717,
    MSALInternalErrorJITLinkError                         = -42718,
    MSALInternalErrorJITComplianceCheckResultNotCompliant = -42719,
    MSALInternalErrorJITComplianceCheckResultTimeout      = -42720,
    MSALInternalErrorJITComplianceCheckResultUnknown      = -42721,
    MSALErrorJITComplianceCheckInvalidLinkPayload         = -42722,
    MSALErrorJITComplianceCheckCreateController           = -42723,
    MSALErrorJITLinkConfigNotFound                        = -42724,
    MSALErrorJITInvalidLinkTokenConfig                    = -42725,
    MSALErrorJITWPJDeviceRegistrationFailed               = -42726,
    MSALErrorJITWPJAccountIdentifierNil                   = -42727,
    MSALErrorJITWPJAcquireTokenError                      = -42728,
    MSALErrorJITRetryRequired                             = -42729,
    MSALErrorJITUnknownStatusWebCP                        = -42730,
    MSALErrorJITTroubleshootingRequired                   = -42730,
    MSALErrorJITTroubleshootingCreateController           = -42731,
    MSALErrorJITTroubleshootingResultUnknown              = -42731,
    MSALErrorJITTroubleshootingAcquireToken               = -42732,
};

#endif
