/// Configuration settings a page tells the reader to enter, recognised by structure: a nested bullet list
/// whose items are `label: value` pairs (bold or not, any colon including the full-width `：`), with nested
/// groups and lists of URLs or code spans. No word list decides what is a setting, so a locale locdoc has never
/// seen comes out the same way.
public struct ConfigurationTree: Hashable, Sendable, Codable {
    public var sectionKey: SectionKey
    /// 1-based position among the configuration trees of its section (alignment key).
    public var ordinal: Int
    public var range: SourceRange
    public var entries: [ConfigEntry]

    public init(sectionKey: SectionKey, ordinal: Int, range: SourceRange, entries: [ConfigEntry]) {
        self.sectionKey = sectionKey
        self.ordinal = ordinal
        self.range = range
        self.entries = entries
    }
}

/// One `label: value` item, its nested settings and its list of values.
public struct ConfigEntry: Hashable, Sendable, Codable {
    public enum LabelStyle: String, Hashable, Sendable, Codable {
        case plain, emphasized, code
    }

    /// The label as written, without its emphasis markers (`Identificador de extensión`, `密钥`).
    public var label: String
    public var labelStyle: LabelStyle
    /// Where the label starts (its `**` when emphasized).
    public var labelRange: SourceRange
    /// Everything between the label and the value exactly as written (` : `, `:  `, `：`), or nil when the
    /// item has no separator (an item of a settings list that is not itself a pair).
    public var separator: String?
    /// The value exactly as written on the item's first line, Markdown included, trimmed at both ends
    /// (`com. Microsoft. azureauthenticator. ssoextension`, `` `x` ``). Empty when the item only has children.
    public var value: String
    /// The value as a reader sees it (code spans and links as their text), over the whole item paragraph.
    public var valueText: String
    public var valueRange: SourceRange?
    /// The item's list of values: URLs or code spans, in order.
    public var listValues: [ConfigListValue]
    public var children: [ConfigEntry]
    /// Present when the entry is a group of exactly three settings, read positionally as key, type, value
    /// (the shape DocFX pages use for managed-app and MDM payload data).
    public var keyTypeValue: KeyTypeValue?
    /// The whole item.
    public var range: SourceRange

    public init(label: String, labelStyle: LabelStyle, labelRange: SourceRange, separator: String?, value: String,
                valueText: String, valueRange: SourceRange?, listValues: [ConfigListValue], children: [ConfigEntry],
                keyTypeValue: KeyTypeValue?, range: SourceRange) {
        self.label = label
        self.labelStyle = labelStyle
        self.labelRange = labelRange
        self.separator = separator
        self.value = value
        self.valueText = valueText
        self.valueRange = valueRange
        self.listValues = listValues
        self.children = children
        self.keyTypeValue = keyTypeValue
        self.range = range
    }

    /// Whether the page writes the value as code (one code span, `` `true` ``): the author marks it as literal text
    /// to type, and `valueText` is that text.
    public var isWrittenAsCode: Bool { Self.isOneCodeSpan(value.trimmingSpaces) }

    /// Whether written Markdown is exactly one code span in single backticks.
    public static func isOneCodeSpan(_ written: String) -> Bool {
        written.count >= 2 && written.hasPrefix("`") && written.hasSuffix("`") && !written.dropFirst().dropLast().contains("`")
    }

    /// URLs the entry carries: its list values that are URLs, or its own value when that is a URL.
    public var urls: [ConfigListValue] {
        let listed = listValues.filter(\.isURL)
        if !listed.isEmpty { return listed }
        if let range = valueRange, ConfigListValue.looksLikeURL(valueText.trimmingSpaces) {
            return [ConfigListValue(text: valueText.trimmingSpaces, isCode: false, range: range)]
        }
        return []
    }
}

/// A value in a nested list of values (`` - `https://login.microsoftonline.com` ``).
public struct ConfigListValue: Hashable, Sendable, Codable {
    public var text: String
    public var isCode: Bool
    public var range: SourceRange

    public init(text: String, isCode: Bool, range: SourceRange) {
        self.text = text
        self.isCode = isCode
        self.range = range
    }

    public var isURL: Bool { Self.looksLikeURL(text) }

    /// A scheme followed by `://` and no whitespace: the shape of an absolute URL (validity is a check's job).
    public static func looksLikeURL(_ text: String) -> Bool {
        var bytes = text
        if let answer = bytes.withUTF8(looksLikeURL(ascii:)) { return answer }
        guard let range = text.firstRange(of: "://"), range.lowerBound > text.startIndex else { return false }
        let scheme = text[..<range.lowerBound]
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            && !text.contains(where: \.isWhitespace)
    }

    /// `looksLikeURL` on ASCII bytes, where every character is a byte (CR LF is white space either way); nil for
    /// text beyond ASCII.
    private static func looksLikeURL(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let colon = UInt8(ascii: ":"), slash = UInt8(ascii: "/")
        guard bytes.count >= 3, let start = (0...(bytes.count - 3)).first(where: {
            bytes[$0] == colon && bytes[$0 + 1] == slash && bytes[$0 + 2] == slash
        }), start > 0 else { return false }
        let isSchemeByte = { (byte: UInt8) in
            ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        return bytes[..<start].allSatisfy(isSchemeByte) && !bytes.contains { $0 == 0x20 || (0x09...0x0D).contains($0) }
    }
}

/// A key/type/value triple, each part as written and where.
public struct KeyTypeValue: Hashable, Sendable, Codable {
    public var key: WrittenValue
    public var type: WrittenValue
    public var value: WrittenValue

    public init(key: WrittenValue, type: WrittenValue, value: WrittenValue) {
        self.key = key
        self.type = type
        self.value = value
    }
}

/// A value as written in a file, with its position.
public struct WrittenValue: Hashable, Sendable, Codable {
    public var text: String
    public var range: SourceRange

    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}
