import Dispatch
import Foundation
import MSAL

// The guidance's three Swift samples, copied unchanged but for the elision `....`, which stands for
// `self.accountRetrievedAbove` (MSALInterfaceTests checks that this file holds exactly the corpus's samples, so
// filled). Each sample is the body of one method of a host that provides what the samples use but never declare.
// The samples' own unused values (`isSharedDevice`, `error`) give compiler warnings here; they are the page's.

/// The context the page's Swift samples assume: an app's view controller with `application` and
/// `webViewParamaters` (the page's own spelling), and the account "retrieved above".
final class SharedDeviceSampleHost {
    let application: MSALPublicClientApplication
    var webViewParamaters: MSALWebviewParameters?
    let accountRetrievedAbove: MSALAccount

    init(application: MSALPublicClientApplication, webViewParamaters: MSALWebviewParameters?,
         accountRetrievedAbove: MSALAccount) {
        self.application = application
        self.webViewParamaters = webViewParamaters
        self.accountRetrievedAbove = accountRetrievedAbove
    }

    /// "Detect shared device mode".
    func detectSharedDeviceMode() {
application.getDeviceInformation(with: nil, completionBlock: { (deviceInformation, error) in

    guard let deviceInfo = deviceInformation else {
        return
    }

    let isSharedDevice = deviceInfo.deviceMode == .shared
    // Change your app UX if needed
})
    }

    /// "Get the signed in user and determine if a user has changed on the device".
    func getSignedInUser() {
let msalParameters = MSALParameters()
msalParameters.completionBlockQueue = DispatchQueue.main

application.getCurrentAccount(with: msalParameters, completionBlock: { (currentAccount, previousAccount, error) in

    // currentAccount is the currently signed in account
    // previousAccount is the previously signed in account if any
})
    }

    /// "Globally sign out a user", "Clear browser state".
    func signOutGlobally() {
let account = self.accountRetrievedAbove /* account retrieved above */

let signoutParameters = MSALSignoutParameters(webviewParameters: self.webViewParamaters!)
signoutParameters.signoutFromBrowser = true // Only needed for Public Preview.

application.signout(with: account, signoutParameters: signoutParameters, completionBlock: {(success, error) in

    if let error = error {
        // Signout failed
        return
    }

    // Sign out completed successfully
})
    }
}
