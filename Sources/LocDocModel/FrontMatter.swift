/// The YAML front matter of a page: every key as written, with typed access to the DocFX `ms.*` fields.
public struct FrontMatter: Hashable, Sendable, Codable {
    public var entries: [FrontMatterEntry]
    /// Whether the file has a front matter block at all. Some systems write none (VitePress, Crowdin exports); in
    /// DocFX a page without one lost it.
    public var isPresent: Bool

    public init(entries: [FrontMatterEntry], isPresent: Bool = true) {
        self.entries = entries
        self.isPresent = isPresent
    }

    /// A file without a front matter block.
    public static let absent = FrontMatter(entries: [], isPresent: false)

    public func entry(_ key: String) -> FrontMatterEntry? { entries.first { $0.key == key } }

    /// The scalar value of a key, when the key is present and holds a scalar.
    public func string(_ key: String) -> String? {
        if case .scalar(let text)? = entry(key)?.value { return text }
        return nil
    }

    public var title: String? { string("title") }
    public var contentLocale: String? { string("ms.contentlocale") }
    public var translationType: TranslationType? { string("ms.translationtype").map(TranslationType.init(written:)) }
    /// Identifies the source-language revision the file was translated from.
    public var openLocFileHash: String? { string("ms.openlocfilehash") }
    public var sourceGitCommit: String? { string("ms.sourcegitcommit") }
    /// Where translations name the source revision they were made from, first found first: DocFX's
    /// `ms.openlocfilehash`, Adobe Experience League's `source-git-commit` (the English page's commit) and MDN's
    /// `l10n: sourceCommit:` (a key path: `l10n` holds `sourceCommit`).
    static let sourceRevisionPaths = [["ms.openlocfilehash"], ["source-git-commit"], ["l10n", "sourceCommit"]]
    /// Keys by which a page says it is a translation without naming the source revision: MDN's `translation_of`.
    static let translationMarkers = ["translation_of"]
    /// The top-level entry that holds the source revision, for its line.
    public var sourceRevisionEntry: FrontMatterEntry? { sourceRevisionFound?.entry }
    /// The source revision a translation was made from (`sourceRevisionPaths`), when written as a scalar.
    public var sourceRevision: String? { sourceRevisionFound?.revision }

    private var sourceRevisionFound: (entry: FrontMatterEntry, revision: String?)? {
        for path in Self.sourceRevisionPaths {
            guard let found = entry(path[0]) else { continue }
            var value: FrontMatterValue? = found.value
            for key in path.dropFirst() {
                guard case .mapping(let pairs)? = value else { value = nil; break }
                value = pairs.first { $0.key == key }?.value
            }
            guard let value else { continue }
            if case .scalar(let text) = value { return (found, text) }
            return (found, nil)
        }
        return nil
    }

    public var date: DocDate? { string("ms.date").flatMap(DocDate.init(written:)) }
    public var lastHandoff: DocDate? { string("ms.lasthandoff").flatMap(DocDate.init(written:)) }
    public var locFileID: String? { string("ms.locfileid") }
    /// Whether the localisation pipeline wrote the page: it records the source revision or the hand-off date (as
    /// written, even when the date does not parse). A page without either is an authored source.
    public var wasHandedOff: Bool { entry("ms.openlocfilehash") != nil || entry("ms.lasthandoff") != nil }
    /// Whether the page is a translation by its metadata: handed off by DocFX's pipeline, naming the source
    /// revision it was made from, or marked as one (`translationMarkers`). A page with none of these may be an
    /// authored source (see `RevisionOrder`).
    public var isTranslation: Bool {
        wasHandedOff || sourceRevisionFound != nil || Self.translationMarkers.contains { entry($0) != nil }
    }
}

/// One top-level key of the front matter and where it is written.
public struct FrontMatterEntry: Hashable, Sendable, Codable {
    public var key: String
    public var value: FrontMatterValue
    public var line: Int

    public init(key: String, value: FrontMatterValue, line: Int) {
        self.key = key
        self.value = value
        self.line = line
    }
}

/// A YAML value, kept as written (scalars are not type-resolved: `"92365920"` and `true` stay text).
public indirect enum FrontMatterValue: Hashable, Sendable, Codable {
    case scalar(String)
    case sequence([FrontMatterValue])
    case mapping([FrontMatterPair])
}

public struct FrontMatterPair: Hashable, Sendable, Codable {
    public var key: String
    public var value: FrontMatterValue

    public init(key: String, value: FrontMatterValue) {
        self.key = key
        self.value = value
    }
}

/// `ms.translationtype`: HT (human), MT (machine), or something else as written.
public enum TranslationType: Hashable, Sendable, Codable {
    case human
    case machine
    case other(String)

    public init(written: String) {
        switch written.uppercased() {
        case "HT": self = .human
        case "MT": self = .machine
        default: self = .other(written)
        }
    }

    public var code: String {
        switch self {
        case .human: "HT"
        case .machine: "MT"
        case .other(let text): text
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(written: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
