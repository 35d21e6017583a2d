import LocDocModel
import MSAL

/// Reads the mapped settings of one copy, collecting notes.
struct SettingsReader {
    let document: Document
    let copies: [Document]
    private(set) var notes: [ProvisioningNote] = []

    init(document: Document, copies: [Document]) {
        self.document = document
        self.copies = copies
    }

    mutating func ssoExtension(_ mapping: HarnessDevice.SSOExtension, section: AnchorPath) -> SSOExtensionPayload? {
        guard let list = open(section, mapping.list, .ssoExtensionPayload, "single sign-on app extension payload")
        else { return nil }
        let type = mapping.type.flatMap { setting -> ProfileChoice? in
            guard let entry = lookup(setting.item, in: list, .extensionType) else { return nil }
            return readChoice(entry, setting.choice, .extensionType)
        }
        let identifier = mapping.extensionIdentifier.flatMap { readText($0, in: list, .extensionIdentifier) }
        let team = mapping.teamIdentifier.flatMap { readText($0, in: list, .teamIdentifier) }
        let urls = mapping.urls.map { readURLs($0, in: list) } ?? []
        let data = mapping.additionalData.compactMap { readData($0, in: list, .additionalData) }
        return SSOExtensionPayload(type: type, extensionIdentifier: identifier, teamIdentifier: team, urls: urls,
                                   additionalData: data)
    }

    mutating func appConfiguration(_ mapping: HarnessDevice.AppConfiguration, section: AnchorPath)
        -> ManagedAppConfiguration? {
        guard let list = open(section, mapping.list, .authenticatorConfiguration,
                              "Microsoft Authenticator app configuration")
        else { return nil }
        return ManagedAppConfiguration(entries: mapping.entries.compactMap {
            readData($0, in: list, .authenticatorConfiguration)
        })
    }

    // MARK: - Lists and items

    private func origin(_ line: Int) -> String { "\(document.file):\(line)" }

    /// The value as written (possibly empty: the device says what an empty key or value means).
    private func written(_ entry: ConfigEntry) -> ProfileText {
        ProfileText(SettingShape.readerText(entry), origin: origin(SettingShape.valueLine(entry)))
    }

    private mutating func note(_ kind: ProvisioningNote.Kind, _ setting: ProvisioningFinding.Setting, _ text: String,
                               line: Int?) {
        notes.append(ProvisioningNote(kind, setting, text, origin: line.map(origin)))
    }

    private mutating func open(_ section: AnchorPath, _ number: Int, _ setting: ProvisioningFinding.Setting,
                               _ what: String) -> SettingsList? {
        switch SettingsList.locate(section: section, list: number, in: document, copies: copies) {
        case .missing(let why, let line):
            note(.missing, setting, "\(why), so the device gets no \(what)", line: line)
            return nil
        case .list(let list):
            let line = list.tree.range.line
            if let pageCount = list.pageCount {
                note(.realigned, setting, "The settings list at line \(line) has \(list.tree.entries.count) items "
                     + "where most copies of the page have \(pageCount); its items were matched with theirs by shape "
                     + "and by the values the copies share", line: line)
            }
            for index in list.extraItems {
                let entry = list.tree.entries[index]
                note(.extra, setting, "Item \(index + 1) of the settings list at line \(line) (`\(entry.label)`) "
                     + "matches no item of the other copies of the page, so the device does not get it",
                     line: entry.range.line)
            }
            return list
        }
    }

    private mutating func lookup(_ item: ItemPath, in list: SettingsList, _ setting: ProvisioningFinding.Setting)
        -> ConfigEntry? {
        switch list.entry(at: item) {
        case .success(let entry):
            return entry
        case .failure(let failure):
            note(.missing, setting, "Section `\(list.sectionAnchor)` does not give \(Self.name(setting)): "
                 + failure.message, line: failure.line)
            return nil
        }
    }

    /// The written value, or nil (with a note) when the item has none.
    private mutating func value(_ entry: ConfigEntry, _ setting: ProvisioningFinding.Setting) -> String? {
        let text = SettingShape.readerText(entry)
        if text.isEmpty {
            note(.missing, setting, "The item for \(Self.name(setting)) has no value", line: entry.range.line)
            return nil
        }
        return text
    }

    // MARK: - Kinds of setting

    private mutating func readText(_ setting: HarnessDevice.TextSetting, in list: SettingsList,
                               _ field: ProvisioningFinding.Setting) -> ProfileText? {
        guard let entry = lookup(setting.item, in: list, field) else { return nil }
        guard setting.emptyWhenProse else {
            return value(entry, field).map { ProfileText($0, origin: origin(SettingShape.valueLine(entry))) }
        }
        let line = SettingShape.valueLine(entry)
        let reading = OptionalValue.read(entry, sharedAcrossLocales: list.literals)
        note(.interpreted, field, reading.explanation(Self.name(field)), line: line)
        return reading.isSet ? ProfileText(SettingShape.readerText(entry), origin: origin(line)) : nil
    }

    private mutating func readChoice(_ entry: ConfigEntry, _ choice: String?, _ setting: ProvisioningFinding.Setting)
        -> ProfileChoice? {
        guard let label = value(entry, setting) else { return nil }
        let line = SettingShape.valueLine(entry)
        // The device notes when it takes a label as the aligned choice; only a label withheld is noted here.
        var aligned = choice
        if let choice, !SettingShape.couldBeLabel(label) {
            aligned = nil
            note(.interpreted, setting, "`\(label)` is shaped like a URL or an identifier, not like a console label, "
                 + "so it is not taken as the choice \(choice) that the harness places here", line: line)
        }
        return ProfileChoice(label, origin: origin(line), alignedChoice: aligned)
    }

    private mutating func readURLs(_ setting: HarnessDevice.ItemSetting, in list: SettingsList) -> [ProfileText] {
        guard let entry = lookup(setting.item, in: list, .urls) else { return [] }
        if !entry.listValues.isEmpty {
            return entry.listValues.map { ProfileText($0.text, origin: origin($0.range.line)) }
        }
        return value(entry, .urls).map { [ProfileText($0, origin: origin(SettingShape.valueLine(entry)))] } ?? []
    }

    private mutating func readData(_ setting: HarnessDevice.DataSetting, in list: SettingsList,
                               _ field: ProvisioningFinding.Setting) -> ProfileDataEntry? {
        guard let entry = lookup(setting.item, in: list, field) else { return nil }
        guard entry.keyTypeValue != nil, entry.children.count == 3 else {
            note(.missing, field, "Item \(setting.item) at line \(entry.range.line) is not a key/type/value group "
                 + "(it has \(entry.children.count) nested settings, not 3), so \(Self.name(field)) does not get it",
                 line: entry.range.line)
            return nil
        }
        let (key, type, value) = (entry.children[0], entry.children[1], entry.children[2])
        let picked = readChoice(type, setting.valueType, field)
            ?? ProfileChoice("", origin: origin(SettingShape.valueLine(type)))
        return ProfileDataEntry(key: written(key), type: picked, value: written(value))
    }

    static func name(_ setting: ProvisioningFinding.Setting) -> String {
        switch setting {
        case .authenticatorApp: "Microsoft Authenticator"
        case .ssoExtensionPayload: "the single sign-on app extension payload"
        case .extensionType: "the SSO extension type"
        case .extensionIdentifier: "the extension identifier"
        case .teamIdentifier: "the team identifier"
        case .urls: "the SSO extension URLs"
        case .additionalData: "the SSO extension's additional data"
        case .authenticatorConfiguration: "Microsoft Authenticator's app configuration"
        }
    }
}
