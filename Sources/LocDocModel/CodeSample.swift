/// A fenced code block.
public struct CodeSample: Hashable, Sendable, Codable {
    public var sectionKey: SectionKey
    /// The fence's info string as written (`objective-c`, `swift title="x"`).
    public var info: String
    public var language: CodeLanguage
    /// 1-based position among all fences of its section.
    public var ordinal: Int
    /// 1-based position among the fences of the same language in its section (alignment key with `language`).
    public var languageOrdinal: Int
    /// The code exactly as between the fences (indentation of the fence removed as CommonMark says).
    public var code: String
    /// The opening fence.
    public var range: SourceRange
    /// The line of the first code line (the line after the opening fence).
    public var codeStartLine: Int
    /// Text glued to the language on the opening fence line (```` ```html<!-- Bad --><script …> ````): CommonMark takes
    /// the whole line for the info string, so none of it is shown as code. nil when the language is followed by
    /// white space, attributes (`{…}`) or nothing.
    public var gluedText: String?

    public init(sectionKey: SectionKey, info: String, language: CodeLanguage, ordinal: Int, languageOrdinal: Int,
                code: String, range: SourceRange, codeStartLine: Int, gluedText: String? = nil) {
        self.sectionKey = sectionKey
        self.info = info
        self.language = language
        self.ordinal = ordinal
        self.languageOrdinal = languageOrdinal
        self.code = code
        self.range = range
        self.codeStartLine = codeStartLine
        self.gluedText = gluedText
    }

    /// Whether a character of the info string ends the language: white space, attributes (`{.line-numbers}`,
    /// rustdoc's and mdBook's `rust,ignore`), or the start of markup or code that a translation tool glued onto the
    /// fence line (`<`, `(`, quotes, `;`, `=`), none of which is in a language's name.
    public static func endsLanguage(_ character: Character) -> Bool {
        switch character {
        case " ", "\t", "{", ",", "<", "(", "\"", "'", ";", "=": true
        default: false
        }
    }

    /// What to add to a column of the code to have the file's column: the code's lines begin where the opening
    /// fence does, once containers (a list item's indentation, `> `) and the fence's own indentation are taken
    /// off them (as CommonMark takes them off; a line indented less than the fence loses less).
    public var codeColumnOffset: Int { max(range.start.column - 1, 0) }
}

/// A fence language: as written, and normalised so that spellings of one language compare equal
/// (`objective-c`, `objectivec`, `objc`, `obj-c` are all `objective-c`).
public struct CodeLanguage: Hashable, Sendable, Codable {
    public var written: String
    public var normalized: String

    public init(written: String) {
        self.written = written
        let lowered = written.lowercased()
        normalized = Self.aliases[lowered] ?? lowered
    }

    public static let swift = "swift"
    public static let objectiveC = "objective-c"

    /// Spellings of programming-language names (not natural-language words) seen in fences.
    private static let aliases: [String: String] = [
        "objectivec": "objective-c", "objc": "objective-c", "obj-c": "objective-c", "objective-c": "objective-c",
        "c#": "csharp", "cs": "csharp", "csharp": "csharp",
        "js": "javascript", "javascript": "javascript", "ts": "typescript", "typescript": "typescript",
        "sh": "bash", "shell": "bash", "bash": "bash", "zsh": "bash",
        "yml": "yaml", "yaml": "yaml", "ps": "powershell", "ps1": "powershell", "powershell": "powershell",
        "kt": "kotlin", "kotlin": "kotlin", "py": "python", "python": "python",
        "docker": "dockerfile", "containerfile": "dockerfile", "dockerfile": "dockerfile",
    ]
}

/// A code span in prose (paragraphs, list items, headings, table cells).
public struct InlineCode: Hashable, Sendable, Codable {
    public var sectionKey: SectionKey
    /// 1-based position among the code spans of its section.
    public var ordinal: Int
    public var text: String
    /// From the opening backtick to the closing one.
    public var range: SourceRange

    public init(sectionKey: SectionKey, ordinal: Int, text: String, range: SourceRange) {
        self.sectionKey = sectionKey
        self.ordinal = ordinal
        self.text = text
        self.range = range
    }
}

extension SectionKey {
    /// The section a sample's language heading sits under, when the key's last segment only names one of
    /// `languages` (normalised, `CodeLanguage.swift`…): `…/detect-shared-device-mode/swift` →
    /// `…/detect-shared-device-mode`. Otherwise the key itself.
    public func withoutLanguageHeading(_ languages: Set<String>) -> SectionKey {
        guard let last = segments.last, let parent, languages.contains(CodeLanguage(written: last).normalized) else { return self }
        return parent
    }
}
