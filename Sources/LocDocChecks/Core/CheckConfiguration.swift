import LocDocModel

/// What the user changed about the catalogue: checks turned off and severities re-levelled, by check id, and the
/// classes of finding to report. Comes from the command line and from `.locdoc.yml` at the corpus root (the command
/// line wins).
public struct CheckConfiguration: Hashable, Sendable {
    public var disabled: Set<String>
    public var severities: [String: Severity]
    /// The classes of finding to report; all when empty. The others are left out of every format, the summary and
    /// the exit status: a team triaging machine-translation damage asks for `corrupt` only.
    public var classes: Set<FindingClass>

    public init(disabled: Set<String> = [], severities: [String: Severity] = [:], classes: Set<FindingClass> = []) {
        self.disabled = disabled
        self.severities = severities
        self.classes = classes
    }

    /// `other`'s settings win where both say something (for classes, when `other` names any).
    public func overridden(by other: CheckConfiguration) -> CheckConfiguration {
        CheckConfiguration(disabled: disabled.subtracting(other.severities.keys).union(other.disabled),
                           severities: severities.merging(other.severities) { $1 },
                           classes: other.classes.isEmpty ? classes : other.classes)
    }

    /// Whether a finding of this class is reported.
    public func reports(_ findingClass: FindingClass) -> Bool {
        classes.isEmpty || classes.contains(findingClass)
    }

    /// Ids that name no check: a typo in a configuration must not silently do nothing.
    public func unknownIDs(in catalog: [CheckDescription]) -> [String] {
        let known = Set(catalog.map(\.id))
        return (disabled.union(severities.keys)).subtracting(known).sorted()
    }
}
