// MSALAccount.h, MSALAccountId.h, MSALTenantProfile.h, MSALAuthority.h, MSALAADAuthority.h, MSALResult.h of the
// MSAL public headers: accounts, authorities and token results.

#ifndef MSALAccount_h
#define MSALAccount_h

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface MSALAccountId : NSObject <NSCopying>
@property (readonly, nonnull) NSString *identifier;
@property (readonly, nullable) NSString *objectId;
@property (readonly, nullable) NSString *tenantId;
@end

@interface MSALTenantProfile : NSObject <NSCopying>
@property (readonly, nullable) NSString *identifier;
@property (readonly, nullable) NSString *environment;
@property (readonly, nullable) NSString *tenantId;
@property (readonly) BOOL isHomeTenantProfile;
@property (readonly, nullable) NSDictionary<NSString *, id> *claims;
@end

@protocol MSALAccount <NSObject>
@property (readonly, nullable) NSString *username;
@property (readonly, nullable) NSString *identifier;
@property (readonly, nonnull) NSString *environment;
@property (readonly, nullable) NSDictionary<NSString *, id> *accountClaims;
@end

@interface MSALAccount : NSObject <MSALAccount, NSCopying>
@property (readonly, nullable) NSArray<MSALTenantProfile *> *tenantProfiles;
@property (readonly, nullable) MSALAccountId *homeAccountId;
@property (readonly) BOOL isSSOAccount;
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)init NS_UNAVAILABLE;
@end

@interface MSALAuthority : NSObject
@property (readonly, nonnull) NSURL *url;
+ (nullable MSALAuthority *)authorityWithURL:(NSURL *)url error:(NSError * _Nullable __autoreleasing * _Nullable)error;
@end

@interface MSALAADAuthority : MSALAuthority
- (nullable instancetype)initWithURL:(NSURL *)url error:(NSError * _Nullable __autoreleasing * _Nullable)error;
@end

NS_SWIFT_SENDABLE
@interface MSALResult : NSObject
@property (readonly, nonnull) NSString *accessToken;
@property (readonly, nullable) NSDate *expiresOn;
@property (readonly) BOOL extendedLifeTimeToken;
@property (readonly, nullable) NSString *idToken;
@property (readonly, nonnull) NSArray<NSString *> *scopes;
@property (readonly, nonnull) MSALTenantProfile *tenantProfile;
@property (readonly, nonnull) MSALAccount *account;
@property (readonly, nonnull) MSALAuthority *authority;
@property (readonly, nonnull) NSUUID *correlationId;
@property (readonly, nonnull) NSString *authorizationHeader;
@property (readonly, nonnull) NSString *authenticationScheme;
@end

NS_ASSUME_NONNULL_END

#endif
