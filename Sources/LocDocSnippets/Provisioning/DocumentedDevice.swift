import MSAL

/// A device provisioned as one copy of a page tells its reader to set it up: the provisioning (each setting carrying
/// the `file:line` it comes from) and what locdoc had to interpret or could not find on the way.
///
/// `locdoc test` and `locdoc generate` hand on only the provisioning (the scenario plan carries it as JSON); the notes
/// are not yet in their reports.
public struct DocumentedDevice: Sendable, Hashable, Codable {
    /// The copy's file, relative to the corpus (`cs-CZ/msal-ios-shared-devices.md`).
    public var file: String
    public var variant: String
    public var provisioning: DeviceProvisioning
    /// In the order the harness maps the settings (list by list, item by item).
    public var notes: [ProvisioningNote]

    public init(file: String, variant: String, provisioning: DeviceProvisioning, notes: [ProvisioningNote]) {
        self.file = file
        self.variant = variant
        self.provisioning = provisioning
        self.notes = notes
    }

    /// Whether every setting the harness maps was found in the copy.
    public var isComplete: Bool { !notes.contains { $0.kind == .missing } }

    /// Every `file:line` the notes name.
    public var locations: [String] { notes.compactMap(\.origin) }
}

/// One thing locdoc decided, or could not find, while reading a copy's settings, in words a docs reader understands.
public struct ProvisioningNote: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A value was read in a way the page does not spell out: a console label in the page's language taken as
        /// the harness's choice; a sentence where an identifier may stand taken as "leave the field empty".
        case interpreted
        /// The copy's settings list has another number of items than most copies; its items were matched by shape
        /// and shared values instead of by position.
        case realigned
        /// An item of the copy matches no item of the other copies; the device does not get it.
        case extra
        /// A section, settings list or item the harness maps is not in the copy; the device does not get the setting.
        case missing
    }

    public var kind: Kind
    /// The part of the device profile the note is about (the same names the device's own reasons use).
    public var setting: ProvisioningFinding.Setting
    /// The sentence, ending with the origin when there is one (as the device's reasons do).
    public var message: String
    /// `file:line` in the copy, when the note is about a place of it.
    public var origin: String?

    public init(_ kind: Kind, _ setting: ProvisioningFinding.Setting, _ text: String, origin: String?) {
        self.kind = kind
        self.setting = setting
        self.origin = origin
        self.message = origin.map { "\(text) (\($0))" } ?? text
    }

    public var description: String { message }
}
