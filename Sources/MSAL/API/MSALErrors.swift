import Foundation

/// Builds the `NSError`s MSAL delivers, with the classification of IMPL `MSALErrorConverter.m` (classifyErrors = YES,
/// which every path here uses):
/// - the domain is always `MSALErrorDomain`;
/// - only the recoverable codes -50001…-50005 and -50142 stay the top-level `code`;
/// - every other code becomes `code = -50000` with the specific code under `MSALInternalErrorCodeKey`
///   (a plain -50000 becomes -50000 with internal `-42008`, so the two are never both "internal");
/// - the message goes under `MSALErrorDescriptionKey`.
enum MSALErrors {
    static let recoverable: Set<Int> = [
        MSALError.workplaceJoinRequired.rawValue, MSALError.interactionRequired.rawValue,
        MSALError.serverDeclinedScopes.rawValue, MSALError.serverProtectionPoliciesRequired.rawValue,
        MSALError.userCanceled.rawValue, MSALError.serverInvalidRequestResetPasswordRequired.rawValue,
    ]

    static func make(_ code: MSALInternalError, _ description: String, correlationId: UUID? = nil) -> NSError {
        classify(code: code.rawValue, description: description, correlationId: correlationId)
    }

    static func make(_ code: MSALError, _ description: String, correlationId: UUID? = nil) -> NSError {
        classify(code: code.rawValue, description: description, correlationId: correlationId)
    }

    static func make(rawCode: Int, _ description: String, correlationId: UUID? = nil) -> NSError {
        classify(code: rawCode, description: description, correlationId: correlationId)
    }

    private static func classify(code: Int, description: String, correlationId: UUID?) -> NSError {
        var userInfo: [String: Any] = [MSALErrorDescriptionKey: description]
        if let correlationId { userInfo[MSALCorrelationIDKey] = correlationId.uuidString }
        var topLevel = code
        if !recoverable.contains(code) {
            userInfo[MSALInternalErrorCodeKey] =
                code == MSALError.internal.rawValue ? MSALInternalError.internalErrorUnexpected.rawValue : code
            topLevel = MSALError.internal.rawValue
        }
        return NSError(domain: MSALErrorDomain, code: topLevel, userInfo: userInfo)
    }

    /// The internal code of an MSAL error, if it has one.
    static func internalCode(of error: Error?) -> Int? {
        guard let error else { return nil }
        return (error as NSError).userInfo[MSALInternalErrorCodeKey] as? Int
    }

    /// The message of an MSAL error.
    static func message(of error: Error?) -> String? {
        guard let error else { return nil }
        return (error as NSError).userInfo[MSALErrorDescriptionKey] as? String
    }
}

/// Swift throws this (as it throws Foundation's `_GenericObjCError.nilError`) when an Objective-C method that takes an
/// `NSError **` returns nil without setting the error, e.g. `account(forIdentifier:)` when no account matches.
public struct MSALNilResultError: Error, Sendable, Equatable {
    public let operation: String
}
