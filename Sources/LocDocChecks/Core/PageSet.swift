import LocDocModel

/// One page (matched by its path inside the variant folder) in every variant that has it.
public struct PageSet: Sendable {
    public var page: String
    /// Sorted by variant name; index into this array identifies a copy of the page in every check.
    public private(set) var documents: [Document]
    public var revisions: RevisionOrder
    /// The index of the reference variant's copy, when `--reference-locale` names one present here.
    public var reference: Int?
    /// Each copy's code samples as tokens, lexed once for all code checks (same order as `codeSamples`).
    let codeTokens: [[CodeTokens]]
    /// Each copy's code samples' alignment keys (`SampleKeys`), once for all code checks.
    let sampleKeys: [[String]]
    /// Each copy's text blocks prepared once for every prose validator (same order as `textBlocks`).
    let prose: [[ProseText]]
    /// Each copy's configuration entries with their alignment keys, once for all configuration checks.
    let configSlots: [[ConfigSlot]]
    /// The places whose values read as literal, which the configuration and link checks compare
    /// (`ConfigSlots.literalKeys`).
    let literalConfigKeys: Set<String>
    /// The lines each copy's settings cover, which the prose and link checks leave to the configuration checks.
    let settingsLines: [SettingsLines]
    /// Whether `section-missing` runs: only then is a missing or extra section's content left to its one finding
    /// (`SlotComparison.sectionAccounts`); with it turned off, the content is reported by its own checks.
    var sectionsReported = true

    public init(page: String, documents: [Document], referenceLocale: String? = nil, sectionsReported: Bool = true) {
        self.page = page
        self.sectionsReported = sectionsReported
        self.documents = SectionSlugKeys.keyed(documents.sorted { $0.variant < $1.variant })
        revisions = RevisionOrder(documents: self.documents)
        codeTokens = CodeTokens.tokens(of: self.documents.map(\.codeSamples))
        sampleKeys = SampleKeys.keys(self.documents)
        prose = self.documents.map { $0.textBlocks.map { ProseText($0.inlines) } }
        configSlots = self.documents.map(ConfigSlots.slots)
        literalConfigKeys = ConfigSlots.literalKeys(self.documents, configSlots)
        settingsLines = self.documents.map(SettingsLines.init)
        reference = referenceLocale.flatMap { wanted in
            self.documents.firstIndex { $0.locale?.tag.lowercased() == wanted.lowercased() }
        }
    }

    /// Groups a corpus's documents into pages, sorted by page path.
    public static func pages(of corpus: Corpus, referenceLocale: String? = nil) -> [PageSet] {
        groups(of: corpus).map { PageSet(page: $0.page, documents: $0.documents, referenceLocale: referenceLocale) }
    }

    /// The documents of each page, sorted by page path: what `pages(of:)` makes page sets of.
    static func groups(of corpus: Corpus) -> [(page: String, documents: [Document])] {
        Dictionary(grouping: corpus.documents, by: \.page).map { ($0.key, $0.value) }.sorted { $0.page < $1.page }
    }
}
