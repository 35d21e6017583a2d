// Fixture harness for locdoc test's tests: the host class of the Objective-C samples.
#import <MSAL/MSAL.h>

@interface FixtureHost : NSObject
{
    MSALPublicClientApplication *application;
}
@end
