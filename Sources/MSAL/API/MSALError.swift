import Foundation

// H `MSALError.h`. The Objective-C globals are `extern NSString *` (neither const nor annotated), which Swift imports
// as `var …: String!`. They are `let` here so that the module has no unsynchronised global mutable state under
// Swift 6; reading them is identical, only assigning to them (which no app does) would not compile.

/// Error domain that MSAL uses for authentication related errors.
public let MSALErrorDomain: String! = "MSALErrorDomain"
/// The OAuth error returned by the service.
public let MSALOAuthErrorKey: String! = "MSALOAuthErrorKey"
/// The suberror returned by the service.
public let MSALOAuthSubErrorKey: String! = "MSALOAuthSubErrorKey"
/// The suberror description returned by the service.
public let MSALOAuthSubErrorDescriptionKey: String! = "MSALOAuthSubErrorDescriptionKey"
/// The STS error codes returned by the service.
public let MSALSTSErrorCodesKey: String! = "MSALSTSErrorCodesKey"
/// The extended error description. It can change and must not be relied upon for error handling.
public let MSALErrorDescriptionKey: String! = "MSALErrorDescriptionKey"
/// Internal error code returned together with `MSALError.internal`.
public let MSALInternalErrorCodeKey: String! = "MSALInternalErrorCodeKey"
/// All HTTP headers returned from the HTTP error response.
public let MSALHTTPHeadersKey: String! = "MSALHTTPHeadersKey"
/// Correlation ID used for the request.
public let MSALCorrelationIDKey: String! = "MSALCorrelationIDKey"
/// HTTP response code for error cases.
public let MSALHTTPResponseCodeKey: String! = "MSALHTTPResponseCodeKey"
/// Scopes that were requested but not granted.
public let MSALDeclinedScopesKey: String! = "MSALDeclinedScopesKey"
/// Displayable user id for the error, if available.
public let MSALDisplayableUserIdKey: String! = "MSALDisplayableUserIdKey"
/// Scopes that were granted when some were not.
public let MSALGrantedScopesKey: String! = "MSALGrantedScopesKey"
/// The original result when a response did not pass validation.
public let MSALInvalidResultKey: String! = "MSALInvalidResultKey"
/// Broker version used for the authentication.
public let MSALBrokerVersionKey: String! = "MSALBrokerVersionKey"
/// Home account id for the error, if available.
public let MSALHomeAccountIdKey: String! = "MSALHomeAccountIdKey"
/// Set when the request was throttled from the cache.
public let MSALThrottlingCacheHitKey: String! = "MSALThrottlingCacheHitKey"

/// `typedef NS_ENUM(NSInteger, MSALError)`: a plain NS_ENUM (not NS_ERROR_ENUM), so Swift sees a plain `Int` enum;
/// errors arrive as `NSError` in `MSALErrorDomain` and apps compare `code` with `rawValue`.
public enum MSALError: Int, Sendable {
    case `internal` = -50000
    case workplaceJoinRequired = -50001
    case interactionRequired = -50002
    case serverDeclinedScopes = -50003
    case serverProtectionPoliciesRequired = -50004
    case userCanceled = -50005
    case serverError = -50006
    case insufficientDeviceStrength = -50007
    case mdmEnrollmentCompletedNeedsRetry = -50008
    case serverInvalidRequestResetPasswordRequired = -50142
}

/// `typedef NS_ENUM(NSInteger, MSALInternalError)`, the codes found under `MSALInternalErrorCodeKey`.
///
/// Swift names follow the MSAL ≥ 1.2.9 spelling era: once the `MSALErrorJIT…` cases joined the enum, the only prefix
/// all case names share is `MSAL`, so Swift keeps `internalError…`, `internalBroker…` and `errorJIT…`.
public enum MSALInternalError: Int, Sendable {
    case internalErrorInvalidParameter = -42000
    case internalErrorRedirectSchemeNotRegistered = -42001
    case internalErrorInvalidRequest = -42002
    case internalErrorInvalidClient = -42003
    case internalErrorInvalidGrant = -42004
    case internalErrorInvalidScope = -42005
    case internalErrorUnauthorizedClient = -42006
    case internalErrorUnhandledResponse = -42007
    case internalErrorUnexpected = -42008
    case internalErrorFailedAuthorityValidation = -42010
    case internalErrorMismatchedUser = -42101
    case internalErrorAmbiguousAccount = -42102
    case internalErrorAuthorizationFailed = -42104
    case internalErrorAccountRequired = -42106
    case internalErrorSessionCanceled = -42401
    case internalErrorInteractiveSessionAlreadyRunning = -42402
    case internalErrorNoViewController = -42403
    case internalErrorAttemptToOpenURLFromExtension = -42404
    case internalErrorUINotSupportedInExtension = -42405
    case internalErrorInvalidState = -42501
    case internalErrorInvalidResponse = -42600
    case internalErrorNonHttpsRedirect = -42602
    case internalErrorBrokerResponseNotReceived = -42700
    case internalErrorBrokerNoResumeStateFound = -42701
    case internalErrorBrokerBadResumeStateFound = -42702
    case internalErrorBrokerMismatchedResumeState = -42703
    case internalErrorBrokerResponseHashMissing = -42704
    case internalErrorBrokerCorruptedResponse = -42705
    case internalErrorBrokerResponseDecryptionFailed = -42706
    case internalErrorBrokerResponseHashMismatch = -42707
    case internalErrorBrokerKeyFailedToCreate = -42708
    case internalErrorBrokerKeyNotFound = -42709
    case internalErrorBrokerUnknown = -42711
    case internalErrorBrokerApplicationTokenWriteFailed = -42712
    case internalErrorBrokerApplicationTokenReadFailed = -42713
    case internalBrokerNotAvailable = -42714
    case internalErrorJITLinkServerConfirmationError = -42715
    case internalErrorJITLinkAcquireTokenError = -42716
    case internalErrorJITLinkTokenAcquiredWrongTenant = -42717
    case internalErrorJITLinkError = -42718
    case internalErrorJITComplianceCheckResultNotCompliant = -42719
    case internalErrorJITComplianceCheckResultTimeout = -42720
    case internalErrorJITComplianceCheckResultUnknown = -42721
    case errorJITComplianceCheckInvalidLinkPayload = -42722
    case errorJITComplianceCheckCreateController = -42723
    case errorJITLinkConfigNotFound = -42724
    case errorJITInvalidLinkTokenConfig = -42725
    case errorJITWPJDeviceRegistrationFailed = -42726
    case errorJITWPJAccountIdentifierNil = -42727
    case errorJITWPJAcquireTokenError = -42728
    case errorJITRetryRequired = -42729
    case errorJITUnknownStatusWebCP = -42730
    case errorJITTroubleshootingCreateController = -42731
    case errorJITTroubleshootingAcquireToken = -42732

    // The header gives these cases the raw value of an earlier case; Swift imports the first as the case and the
    // later ones as aliases.
    public static let internalErrorJITLinkServerConfirmationTimeout = MSALInternalError.internalBrokerNotAvailable
    public static let errorJITTroubleshootingRequired = MSALInternalError.errorJITUnknownStatusWebCP
    public static let errorJITTroubleshootingResultUnknown = MSALInternalError.errorJITTroubleshootingCreateController
}
