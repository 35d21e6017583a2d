import Foundation

/// What the user does in the next web flow (an interactive sign-in, or the browser step of a sign-out).
/// Not part of the MSAL API.
public enum WebFlowOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The user signs in as this user (for a browser sign-out: the user lets the browser finish).
    case signsIn(SimulatedUser)
    /// The user lets the browser finish without signing in (a browser sign-out needs nothing more).
    case finishes
    /// The user taps Cancel: `MSALError.userCanceled` (-50005).
    case cancels
    /// The service or the web view fails with this message: -50000 with internal
    /// `internalErrorAuthorizationFailed` (-42104).
    case fails(String)
    /// The web flow stays on screen until `MSALPublicClientApplication.cancelCurrentWebAuthSession()`.
    case staysOpen

    public var description: String {
        switch self {
        case .signsIn(let user): "signs in as \(user.username)"
        case .finishes: "finishes"
        case .cancels: "cancels"
        case .fails(let message): "fails (\(message))"
        case .staysOpen: "stays open"
        }
    }
}

/// The kind of web flow, which decides what happens when no outcome is scripted.
enum WebFlowKind: Sendable {
    /// Interactive sign-in. Unscripted, it fails: nobody is there to type a password.
    case signIn
    /// The browser end-session step of a sign-out. Unscripted, the browser opens and closes by itself.
    case browserSignout

    var unscriptedOutcome: WebFlowOutcome {
        switch self {
        case .signIn: .fails("simulated device: no user is scripted for this interactive sign-in")
        case .browserSignout: .finishes
        }
    }
}

/// How a web flow ended, as the code running it sees it.
enum WebFlowResult: Sendable {
    case signedIn(SimulatedUser)
    case finished
    case failed(NSErrorBox)
}

/// An `NSError` travelling between queues. `NSError` is immutable once built; corelibs Foundation does not mark it
/// `Sendable`, hence the unchecked box.
struct NSErrorBox: Error, @unchecked Sendable {
    let error: NSError
}

extension WebFlowOutcome {
    /// The result this outcome gives, or nil for `.staysOpen`.
    func result(for kind: WebFlowKind) -> WebFlowResult? {
        switch self {
        case .signsIn(let user): kind == .signIn ? .signedIn(user) : .finished
        case .finishes: kind == .signIn
            ? .failed(NSErrorBox(error: MSALErrors.make(.internalErrorAuthorizationFailed,
                                                        "The web flow finished without a signed-in user")))
            : .finished
        case .cancels:
            .failed(NSErrorBox(error: MSALErrors.make(.userCanceled, "User cancelled the authorization session.")))
        case .fails(let message): .failed(NSErrorBox(error: MSALErrors.make(.internalErrorAuthorizationFailed, message)))
        case .staysOpen: nil
        }
    }
}
