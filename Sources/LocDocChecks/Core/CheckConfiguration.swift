import LocDocModel

/// What the user changed about the catalogue: checks turned off and severities re-levelled, by check id.
/// Comes from the command line and from `.locdoc.yml` at the corpus root (the command line wins).
public struct CheckConfiguration: Hashable, Sendable {
    public var disabled: Set<String>
    public var severities: [String: Severity]

    public init(disabled: Set<String> = [], severities: [String: Severity] = [:]) {
        self.disabled = disabled
        self.severities = severities
    }

    /// `other`'s settings win where both say something.
    public func overridden(by other: CheckConfiguration) -> CheckConfiguration {
        CheckConfiguration(disabled: disabled.subtracting(other.severities.keys).union(other.disabled),
                           severities: severities.merging(other.severities) { $1 })
    }

    /// Ids that name no check: a typo in a configuration must not silently do nothing.
    public func unknownIDs(in catalog: [CheckDescription]) -> [String] {
        let known = Set(catalog.map(\.id))
        return (disabled.union(severities.keys)).subtracting(known).sorted()
    }
}
