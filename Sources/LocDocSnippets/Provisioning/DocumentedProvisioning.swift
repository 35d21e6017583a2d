import LocDocModel
import MSAL

/// Provisions a device from one copy of a page: the settings the copy tells its reader to enter, found through the
/// harness's device mapping (places, not words) and the alignment of the copy with the other copies of the page.
///
/// Values go to the device as the copy writes them (as a reader sees them: a code span's text), each with its
/// `file:line`, and the simulated device decides whether they enable shared mode. Two kinds of item are
/// interpreted first, as the harness says: a console choice (the copy's label is taken as the harness's choice,
/// unless it reads as a URL or identifier) and a field a sentence may leave empty (only an identifier-shaped value
/// is set). Whatever is missing or out of place becomes a note; nothing here traps on a page.
public enum DocumentedProvisioning {
    /// - Parameters:
    ///   - document: the copy (variant) to provision from.
    ///   - copies: copies of the page in other variants (any documents: those of other pages and `document` itself
    ///     are left out); used to match items when the copy has more or fewer, and to tell literals from prose.
    ///   - mapping: the harness's `device:` block.
    public static func provisioning(for document: Document, copies: [Document], mapping: HarnessDevice)
        -> DocumentedDevice {
        let others = copies.filter { $0.page == document.page && $0.file != document.file }
            .sorted { $0.variant < $1.variant }
        var reader = SettingsReader(document: document, copies: others)
        var provisioning = DeviceProvisioning(authenticatorInstalled: mapping.authenticatorInstalled)
        if let payload = mapping.ssoExtension {
            provisioning.ssoExtension = reader.ssoExtension(payload, section: payload.section ?? mapping.section)
        }
        if let configuration = mapping.authenticatorConfiguration {
            provisioning.authenticatorConfiguration = reader.appConfiguration(
                configuration, section: configuration.section ?? mapping.section)
        }
        return DocumentedDevice(file: document.file, variant: document.variant, provisioning: provisioning,
                                notes: reader.notes)
    }
}
