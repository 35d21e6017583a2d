/// The `device:` part of a page harness: which settings list of the page, and which item of it, documents which part
/// of the simulated device's MDM profile. It names places, never words: a section by its anchor path, a settings list
/// by its position in the section, an item by its position in the list. So one mapping serves every locale of the page,
/// including locales nobody has seen. The YAML shape is in `Docs/harness.md`, section "device".
///
/// Positions are 1-based, as a reader counts them (`list: 2` is the section's second settings list, `item: 5` the
/// list's fifth item, `item: 5/1` the first item nested in the fifth).
public struct HarnessDevice: Codable, Sendable, Hashable {
    /// The section holding the settings, as the end of its anchor path
    /// (`use-intune-to-enable-shared-device-mode--sso-extension`).
    public var section: AnchorPath
    /// Whether the page presumes Microsoft Authenticator installed (it carries the SSO extension). Default true.
    public var authenticatorInstalled: Bool
    public var ssoExtension: SSOExtension?
    public var authenticatorConfiguration: AppConfiguration?

    public init(section: AnchorPath, authenticatorInstalled: Bool = true, ssoExtension: SSOExtension? = nil,
                authenticatorConfiguration: AppConfiguration? = nil) {
        self.section = section
        self.authenticatorInstalled = authenticatorInstalled
        self.ssoExtension = ssoExtension
        self.authenticatorConfiguration = authenticatorConfiguration
    }

    /// The settings list that documents the single sign-on app extension payload.
    public struct SSOExtension: Codable, Sendable, Hashable {
        /// Overrides the device's section for this list.
        public var section: AnchorPath?
        /// 1-based position of the settings list in its section.
        public var list: Int
        /// The extension type: a choice of the MDM console, written in the page's language.
        public var type: ChoiceSetting?
        public var extensionIdentifier: TextSetting?
        public var teamIdentifier: TextSetting?
        /// The item whose nested values (or own value) are the URLs.
        public var urls: ItemSetting?
        /// Key/type/value groups.
        public var additionalData: [DataSetting]

        public init(section: AnchorPath? = nil, list: Int, type: ChoiceSetting? = nil,
                    extensionIdentifier: TextSetting? = nil, teamIdentifier: TextSetting? = nil,
                    urls: ItemSetting? = nil, additionalData: [DataSetting] = []) {
            self.section = section
            self.list = list
            self.type = type
            self.extensionIdentifier = extensionIdentifier
            self.teamIdentifier = teamIdentifier
            self.urls = urls
            self.additionalData = additionalData
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case section, list, type, extensionIdentifier, teamIdentifier, urls, additionalData
        }

        public init(from decoder: any Decoder) throws {
            let container = try HarnessKeys.container(decoder, CodingKeys.self)
            self.init(section: try container.decodeIfPresent(AnchorPath.self, forKey: .section),
                      list: try container.decode(Int.self, forKey: .list),
                      type: try container.decodeIfPresent(ChoiceSetting.self, forKey: .type),
                      extensionIdentifier: try container.decodeIfPresent(TextSetting.self,
                                                                         forKey: .extensionIdentifier),
                      teamIdentifier: try container.decodeIfPresent(TextSetting.self, forKey: .teamIdentifier),
                      urls: try container.decodeIfPresent(ItemSetting.self, forKey: .urls),
                      additionalData: try container.decodeIfPresent([DataSetting].self,
                                                                    forKey: .additionalData) ?? [])
            try HarnessKeys.requirePositive(list, "list", decoder)
        }
    }

    /// The settings list that documents a managed app configuration (here: Microsoft Authenticator's).
    public struct AppConfiguration: Codable, Sendable, Hashable {
        public var section: AnchorPath?
        public var list: Int
        /// Key/type/value groups.
        public var entries: [DataSetting]

        public init(section: AnchorPath? = nil, list: Int, entries: [DataSetting]) {
            self.section = section
            self.list = list
            self.entries = entries
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case section, list, entries
        }

        public init(from decoder: any Decoder) throws {
            let container = try HarnessKeys.container(decoder, CodingKeys.self)
            self.init(section: try container.decodeIfPresent(AnchorPath.self, forKey: .section),
                      list: try container.decode(Int.self, forKey: .list),
                      entries: try container.decode([DataSetting].self, forKey: .entries))
            try HarnessKeys.requirePositive(list, "list", decoder)
        }
    }

    /// An item whose value goes to the device as written (a list of URLs).
    public struct ItemSetting: Codable, Sendable, Hashable {
        public var item: ItemPath

        public init(item: ItemPath) { self.item = item }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case item
        }

        public init(from decoder: any Decoder) throws {
            item = try HarnessKeys.container(decoder, CodingKeys.self).decode(ItemPath.self, forKey: .item)
        }
    }

    /// An item the administrator types: its value goes to the device as written.
    public struct TextSetting: Codable, Sendable, Hashable {
        public var item: ItemPath
        /// The page may say in a sentence that the field stays empty (a team ID "not needed on iOS"). Then only a
        /// value shaped like an identifier is set; a sentence, in whatever language, leaves the field empty.
        public var emptyWhenProse: Bool

        public init(item: ItemPath, emptyWhenProse: Bool = false) {
            self.item = item
            self.emptyWhenProse = emptyWhenProse
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case item, emptyWhenProse
        }

        public init(from decoder: any Decoder) throws {
            let container = try HarnessKeys.container(decoder, CodingKeys.self)
            self.init(item: try container.decode(ItemPath.self, forKey: .item),
                      emptyWhenProse: try container.decodeIfPresent(Bool.self, forKey: .emptyWhenProse) ?? false)
        }
    }

    /// An item the administrator picks from a list of the MDM console. Its value is the console's label in the
    /// page's language; `choice` names, in the console's own terms, which choice this place of the page documents.
    public struct ChoiceSetting: Codable, Sendable, Hashable {
        public var item: ItemPath
        /// `Redirect`. Nil: the device judges the written label alone.
        public var choice: String?

        public init(item: ItemPath, choice: String? = nil) {
            self.item = item
            self.choice = choice
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case item, choice
        }

        public init(from decoder: any Decoder) throws {
            let container = try HarnessKeys.container(decoder, CodingKeys.self)
            self.init(item: try container.decode(ItemPath.self, forKey: .item),
                      choice: try container.decodeIfPresent(String.self, forKey: .choice))
        }
    }

    /// A key/type/value group: an item with exactly three nested settings, read positionally. Key and value go to
    /// the device as written; the type is a console choice, and `valueType` names which one this place documents.
    public struct DataSetting: Codable, Sendable, Hashable {
        public var item: ItemPath
        /// `Boolean`. Nil: the device judges the written type label alone.
        public var valueType: String?

        public init(item: ItemPath, valueType: String? = nil) {
            self.item = item
            self.valueType = valueType
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case item, valueType
        }

        public init(from decoder: any Decoder) throws {
            let container = try HarnessKeys.container(decoder, CodingKeys.self)
            self.init(item: try container.decode(ItemPath.self, forKey: .item),
                      valueType: try container.decodeIfPresent(String.self, forKey: .valueType))
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case section, authenticatorInstalled, ssoExtension, authenticatorConfiguration
    }

    public init(from decoder: any Decoder) throws {
        let container = try HarnessKeys.container(decoder, CodingKeys.self)
        self.init(section: try container.decode(AnchorPath.self, forKey: .section),
                  authenticatorInstalled: try container.decodeIfPresent(Bool.self,
                                                                        forKey: .authenticatorInstalled) ?? true,
                  ssoExtension: try container.decodeIfPresent(SSOExtension.self, forKey: .ssoExtension),
                  authenticatorConfiguration: try container.decodeIfPresent(AppConfiguration.self,
                                                                            forKey: .authenticatorConfiguration))
    }
}

/// A section named by the end of its anchor path: `detect-shared-device-mode`, or `a/b` when one anchor recurs (the
/// first section of the page whose path ends so is meant). Written as a string with `/` between anchors, or as a
/// list of anchors.
public struct AnchorPath: Codable, Sendable, Hashable, CustomStringConvertible {
    public var segments: [String]

    public init(_ segments: [String]) { self.segments = segments }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let list = try? container.decode([String].self) {
            segments = list
        } else {
            segments = try container.decode(String.self).split(separator: "/").map(String.init)
        }
        guard !segments.isEmpty, segments.allSatisfy({ !$0.isEmpty }) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription:
                "a section is an anchor path such as `detect-shared-device-mode`")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Whether `key` ends with these anchors.
    public func names(_ key: SectionKey) -> Bool {
        key.segments.count >= segments.count && Array(key.segments.suffix(segments.count)) == segments
    }

    public var description: String { segments.joined(separator: "/") }
}

/// An item of a settings list by 1-based position, nested positions joined by `/` (`5`, `5/1`). Written as a number
/// or as such a string.
public struct ItemPath: Codable, Sendable, Hashable, CustomStringConvertible {
    /// 1-based positions, outermost first.
    public var positions: [Int]

    public init(_ positions: [Int]) { self.positions = positions }

    /// The 0-based index path into a configuration tree, as configuration slots key it (`4/0`).
    public var indexPath: [Int] { positions.map { $0 - 1 } }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            positions = [number]
        } else {
            let parts = try container.decode(String.self).split(separator: "/", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Int($0) }
            positions = numbers.count == parts.count ? numbers : []
        }
        guard !positions.isEmpty, positions.allSatisfy({ $0 >= 1 }) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription:
                "an item is a 1-based position such as `2`, or nested positions such as `5/1`")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if positions.count == 1 { try container.encode(positions[0]) } else { try container.encode(description) }
    }

    public var description: String { positions.map(String.init).joined(separator: "/") }
}

/// Strict keys: a mistyped key in a harness (`teamIdentifer`) is an error, not a silently missing setting.
private enum HarnessKeys {
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The keyed container, after checking that every key in it is one of `Keys`.
    static func container<Keys: CodingKey & CaseIterable>(_ decoder: any Decoder, _ keys: Keys.Type) throws
        -> KeyedDecodingContainer<Keys> {
        let all = try decoder.container(keyedBy: AnyKey.self)
        let names = Keys.allCases.map(\.stringValue)
        for key in all.allKeys where !names.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(forKey: key, in: all, debugDescription:
                "unknown key `\(key.stringValue)`; expected \(names.map { "`\($0)`" }.joined(separator: ", "))")
        }
        return try decoder.container(keyedBy: Keys.self)
    }

    static func requirePositive(_ value: Int, _ name: String, _ decoder: any Decoder) throws {
        guard value >= 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "`\(name)` is a 1-based position"))
        }
    }
}
