/// One line of a scenario process's standard output (JSON): what `locdoc test` reads back. A step that begins and
/// never ends was cut short by a trap or the process deadline.
public struct ScenarioEvent: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// The device was provisioned; `deviceMode` and `reasons` say how.
        case provisioned
        /// Setting up the context (apps, accounts) failed; `message` says why.
        case setupFailed
        case stepBegan
        case stepEnded
    }

    public enum Outcome: String, Codable, Sendable {
        case passed, failed, timeout
    }

    public struct Reason: Codable, Sendable, Hashable {
        public var message: String
        public var origin: String?

        public init(message: String, origin: String?) {
            self.message = message
            self.origin = origin
        }
    }

    public var kind: Kind
    public var step: Int?
    public var outcome: Outcome?
    public var message: String?
    public var origins: [String]?
    public var deviceMode: String?
    public var reasons: [Reason]?
    public var milliseconds: Int?

    public init(kind: Kind, step: Int? = nil, outcome: Outcome? = nil, message: String? = nil,
                origins: [String]? = nil, deviceMode: String? = nil, reasons: [Reason]? = nil,
                milliseconds: Int? = nil) {
        self.kind = kind
        self.step = step
        self.outcome = outcome
        self.message = message
        self.origins = origins
        self.deviceMode = deviceMode
        self.reasons = reasons
        self.milliseconds = milliseconds
    }
}
