// MSALDeviceInformation.h, MSALWPJMetaData.h, configuration/MSALPublicClientApplicationConfig.h,
// configuration/MSALGlobalConfig.h, MSALPublicClientApplication.h and MSALPublicClientApplication+SingleAccount.h
// of the MSAL public headers. Like the original, MSALPublicClientApplication.h annotates each declaration instead of
// assuming nonnull.

#ifndef MSALPublicClientApplication_h
#define MSALPublicClientApplication_h

#import <Foundation/Foundation.h>
#import <MSAL/MSALDefinitions.h>
#import <MSAL/MSALAccount.h>
#import <MSAL/MSALParameters.h>

NS_ASSUME_NONNULL_BEGIN

extern NSString * _Nonnull const MSAL_PRIMARY_REGISTRATION_UPN;
extern NSString * _Nonnull const MSAL_PRIMARY_REGISTRATION_DEVICE_ID;
extern NSString * _Nonnull const MSAL_PRIMARY_REGISTRATION_TENANT_ID;
extern NSString * _Nonnull const MSAL_PRIMARY_REGISTRATION_CLOUD;
extern NSString * _Nonnull const MSAL_PRIMARY_REGISTRATION_CERTIFICATE_THUMBPRINT;

@interface MSALDeviceInformation : NSObject
@property (nonatomic, readonly) MSALDeviceMode deviceMode;
@property (nonatomic, readonly) MSALPreferredAuthMethod configuredPreferredAuthMethod;
@property (nonatomic, readonly) BOOL hasAADSSOExtension;
@property (nonatomic, readonly) NSDictionary *extraDeviceInformation;
@end

@interface MSALWPJMetaData : NSObject
@property (nonatomic, readonly) NSDictionary *extraDeviceInformation;
@end

@interface MSALCacheConfig : NSObject
@property (nonatomic) NSString *keychainSharingGroup;
@property (class, readonly) NSString *defaultKeychainSharingGroup;
@end

@interface MSALSliceConfig : NSObject
@property (nonatomic, nullable) NSString *slice;
@property (nonatomic, nullable) NSString *dc;
+ (nullable instancetype)configWithSlice:(nullable NSString *)slice dc:(nullable NSString *)dc;
@end

@interface MSALPublicClientApplicationConfig : NSObject <NSCopying>
@property (nonatomic) NSString *clientId;
@property (nonatomic, nullable) NSString *redirectUri;
@property (nonatomic) MSALAuthority *authority;
@property (nonatomic, nullable) NSArray<MSALAuthority *> *knownAuthorities;
@property (nonatomic) BOOL extendedLifetimeEnabled;
@property (nonatomic, nullable) NSArray<NSString *> *clientApplicationCapabilities;
@property (nonatomic) NSTimeInterval tokenExpirationBuffer;
@property (nonatomic, nullable) MSALSliceConfig *sliceConfig;
@property (nonatomic, readonly) MSALCacheConfig *cacheConfig;
@property (nonatomic) BOOL multipleCloudsSupported;
@property (nonatomic) BOOL bypassRedirectURIValidation;
@property (nonatomic, nullable) NSString *nestedAuthBrokerClientId;
@property (nonatomic, nullable) NSString *nestedAuthBrokerRedirectUri;
- (instancetype)initWithClientId:(NSString *)clientId;
- (instancetype)initWithClientId:(NSString *)clientId
                     redirectUri:(nullable NSString *)redirectUri
                       authority:(nullable MSALAuthority *)authority;
- (instancetype)initWithClientId:(NSString *)clientId
                     redirectUri:(nullable NSString *)redirectUri
                       authority:(nullable MSALAuthority *)authority
        nestedAuthBrokerClientId:(nullable NSString *)nestedAuthBrokerClientId
     nestedAuthBrokerRedirectUri:(nullable NSString *)nestedAuthBrokerRedirectUri;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@end

@interface MSALGlobalConfig : NSObject
@property (class) MSALBrokeredAvailability brokerAvailability;
@property (class) MSALWebviewType defaultWebviewType;
@property (class) BOOL shouldRequestBoundAppRefreshTokens;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@end

NS_ASSUME_NONNULL_END

@interface MSALPublicClientApplication : NSObject

@property (atomic, readonly, nonnull) MSALPublicClientApplicationConfig *configuration;
@property (readonly) BOOL isCompatibleAADBrokerAvailable;
@property (nullable, class, readonly) NSString *sdkVersion;

- (nullable instancetype)initWithConfiguration:(nonnull MSALPublicClientApplicationConfig *)config
                                         error:(NSError * _Nullable __autoreleasing * _Nullable)error;
- (nullable instancetype)initWithClientId:(nonnull NSString *)clientId
                                    error:(NSError * _Nullable __autoreleasing * _Nullable)error;

- (nullable NSArray <MSALAccount *> *)allAccounts:(NSError * _Nullable __autoreleasing * _Nullable)error;
- (nullable MSALAccount *)accountForIdentifier:(nonnull NSString *)identifier
                                         error:(NSError * _Nullable __autoreleasing * _Nullable)error;
- (nullable NSArray<MSALAccount *> *)accountsForParameters:(nonnull MSALAccountEnumerationParameters *)parameters
                                                     error:(NSError * _Nullable __autoreleasing * _Nullable)error;
- (nullable MSALAccount *)accountForUsername:(nonnull NSString *)username
                                       error:(NSError * _Nullable __autoreleasing * _Nullable)error;
- (void)accountsFromDeviceForParameters:(nonnull MSALAccountEnumerationParameters *)parameters
                        completionBlock:(nonnull MSALAccountsCompletionBlock)completionBlock;

+ (BOOL)handleMSALResponse:(nonnull NSURL *)response sourceApplication:(nullable NSString *)sourceApplication;
+ (BOOL)cancelCurrentWebAuthSession;

- (void)acquireTokenWithParameters:(nonnull MSALInteractiveTokenParameters *)parameters
                   completionBlock:(nonnull MSALCompletionBlock)completionBlock;
- (void)acquireTokenSilentWithParameters:(nonnull MSALSilentTokenParameters *)parameters
                         completionBlock:(nonnull MSALCompletionBlock)completionBlock;

- (BOOL)removeAccount:(nonnull MSALAccount *)account error:(NSError * _Nullable __autoreleasing * _Nullable)error;
- (void)signoutWithAccount:(nonnull MSALAccount *)account
         signoutParameters:(nonnull MSALSignoutParameters *)signoutParameters
           completionBlock:(nonnull MSALSignoutCompletionBlock)signoutCompletionBlock;

- (void)getDeviceInformationWithParameters:(nullable MSALParameters *)parameters
                           completionBlock:(nonnull MSALDeviceInformationCompletionBlock)completionBlock;
- (void)getWPJMetaDataDeviceWithParameters:(nullable MSALParameters *)parameters
                               forTenantId:(nullable NSString *)tenantId
                           completionBlock:(nonnull MSALWPJMetaDataCompletionBlock)completionBlock;

@end

NS_ASSUME_NONNULL_BEGIN

@interface MSALPublicClientApplication (SingleAccount)
- (void)getCurrentAccountWithParameters:(nullable MSALParameters *)parameters
                        completionBlock:(MSALCurrentAccountCompletionBlock)completionBlock;
@end

NS_ASSUME_NONNULL_END

#endif
