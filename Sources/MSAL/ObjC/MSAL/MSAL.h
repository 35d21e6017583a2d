// MSAL.h: the Objective-C interface of locdoc's MSAL reference implementation, the umbrella header of the MSAL
// public headers it mirrors (declarations and nullability as in MSAL for iOS/macOS; see
// Docs/msal-reference-implementation.md). Use with -I Sources/MSAL/ObjC and #import <MSAL/MSAL.h>.

#import <Foundation/Foundation.h>
#import <MSAL/MSALDefinitions.h>
#import <MSAL/MSALError.h>
#import <MSAL/MSALAccount.h>
#import <MSAL/MSALParameters.h>
#import <MSAL/MSALPublicClientApplication.h>
