import MSAL

/// The outcome of one expectation of a scenario step on the reference implementation's trace.
public struct Expectation: Sendable, Hashable {
    public var passed: Bool
    /// What was expected and what happened, in plain words (empty when passed).
    public var message: String
    /// `file:line` of the documented settings that caused a failure (from the provisioning's origins).
    public var origins: [String]

    public static let passed = Expectation(passed: true, message: "", origins: [])

    public static func failed(_ message: String, origins: [String] = []) -> Expectation {
        Expectation(passed: false, message: message, origins: origins)
    }

    /// Passes when `condition` holds, else fails with `message`.
    public static func that(_ condition: Bool, _ message: @autoclosure () -> String,
                            origins: @autoclosure () -> [String] = []) -> Expectation {
        condition ? .passed : .failed(message(), origins: origins())
    }

    /// Fails with the device's own reasons when the device is not in shared mode: each reason's words and the
    /// documented setting (origin) that caused it.
    public static func deviceIsShared(_ report: ProvisioningReport) -> Expectation {
        guard !report.isShared else { return .passed }
        let reasons = report.reasons.map(\.message)
        let because = reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; ")
        return .failed("the device is not in shared mode\(because)", origins: report.reasons.compactMap(\.origin))
    }
}
