/// The checked model of one file: everything locdoc extracts from one page in one variant.
public struct Document: Hashable, Sendable, Codable {
    /// Path relative to the corpus root, `/`-separated (`es-ES/msal-ios-shared-devices.md`).
    public var file: String
    /// The variant folder's name (`es-ES`, `ja-jp--a`).
    public var variant: String
    /// The page's path relative to its variant folder: pages match across variants by this.
    public var page: String
    public var locale: LocaleID?
    public var localeSource: LocaleSource
    /// The locale the folder name stands for, when it stands for one (kept to detect disagreement).
    public var folderLocale: LocaleID?
    public var frontMatter: FrontMatter
    public var sections: [Section]
    /// DocFX tabs (`# [Swift](#tab/swift)`), in file order; their headings are not sections.
    public var tabs: [Tab]
    public var anchors: [NamedAnchor]
    public var alerts: [Alert]
    public var includes: [Include]
    public var codeSamples: [CodeSample]
    public var inlineCode: [InlineCode]
    public var links: [Link]
    public var configuration: [ConfigurationTree]
    public var textBlocks: [TextBlock]
    /// The `<!-- locdoc-… -->` comments, in file order: which findings the docs team has acknowledged.
    public var suppressionComments: [SuppressionComment]
    public var lineCount: Int

    public init(file: String, variant: String, page: String, locale: LocaleID?, localeSource: LocaleSource,
                folderLocale: LocaleID?, frontMatter: FrontMatter, sections: [Section], tabs: [Tab] = [], anchors: [NamedAnchor],
                alerts: [Alert], includes: [Include], codeSamples: [CodeSample], inlineCode: [InlineCode],
                links: [Link], configuration: [ConfigurationTree], textBlocks: [TextBlock], suppressionComments: [SuppressionComment] = [],
                lineCount: Int) {
        self.file = file
        self.variant = variant
        self.page = page
        self.locale = locale
        self.localeSource = localeSource
        self.folderLocale = folderLocale
        self.frontMatter = frontMatter
        self.sections = sections
        self.tabs = tabs
        self.anchors = anchors
        self.alerts = alerts
        self.includes = includes
        self.codeSamples = codeSamples
        self.inlineCode = inlineCode
        self.links = links
        self.configuration = configuration
        self.textBlocks = textBlocks
        self.suppressionComments = suppressionComments
        self.lineCount = lineCount
    }

    public func section(_ key: SectionKey) -> Section? { sections.first { $0.key == key } }
}

/// Where a document's locale came from.
public enum LocaleSource: String, Hashable, Sendable, Codable {
    /// `ms.contentlocale` in the front matter.
    case frontMatter
    /// The nearest folder named like a BCP 47 tag.
    case folder
    /// Neither says.
    case unknown
}

/// One copy of the corpus for one locale: the pages in one variant folder.
public struct Variant: Hashable, Sendable, Codable {
    public var name: String
    public var documents: [Document]

    public init(name: String, documents: [Document]) {
        self.name = name
        self.documents = documents
    }

    /// The locale of the variant's pages (the first page that has one).
    public var locale: LocaleID? { documents.lazy.compactMap(\.locale).first }
}

/// Everything read from the given paths: the variants, and what could not be read.
public struct Corpus: Hashable, Sendable {
    public var variants: [Variant]
    public var errors: [InputError]

    public init(variants: [Variant], errors: [InputError]) {
        self.variants = variants
        self.errors = errors
    }

    public var documents: [Document] { variants.flatMap(\.documents) }
}
