import LocDocModel

/// Where a file sits in the corpus, as the discovery step worked it out.
public struct FileOrigin: Hashable, Sendable {
    /// Relative to the corpus root, `/`-separated: how the file is named in every output.
    public var displayPath: String
    public var variant: String
    public var page: String
    public var folderLocale: LocaleID?

    public init(displayPath: String, variant: String, page: String, folderLocale: LocaleID?) {
        self.displayPath = displayPath
        self.variant = variant
        self.page = page
        self.folderLocale = folderLocale
    }
}

/// One file's bytes to its checked model: validation, front matter, cmark-gfm, then each extractor.
public struct MarkdownIngest: Sendable {
    /// The largest file read: positions and tree indices are kept in 32 bits (`MarkdownTree.Node`).
    public static let largestFile = Int(Int32.max)

    /// Below `largestFile` only to test the refusal without a 2 GiB file.
    let maximumBytes: Int

    public init() {
        maximumBytes = Self.largestFile
    }

    init(maximumBytes: Int) {
        self.maximumBytes = min(maximumBytes, Self.largestFile)
    }

    /// A file over the limit; `CorpusLoader` asks before it reads one, so a huge file is never loaded.
    static func tooLarge(file: String, bytes: Int, limit: Int = largestFile) -> InputError {
        InputError(kind: .fileTooLarge, file: file, line: nil, message: "is \(bytes) bytes; locdoc reads Markdown files of up to \(limit) bytes")
    }

    public func parse(bytes input: [UInt8], origin: FileOrigin) throws(InputError) -> Document {
        let file = origin.displayPath
        guard input.count <= maximumBytes else { throw Self.tooLarge(file: file, bytes: input.count, limit: maximumBytes) }
        // A UTF-8 byte-order mark is not content; dropping it keeps columns on line 1 right.
        let bytes = input.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(input.dropFirst(3)) : input
        let source = try SourceText(bytes: bytes, file: file)
        let front = try FrontMatterReader.read(source, file: file)
        // Blank out the front matter, keeping its line breaks, so cmark's lines are the file's lines.
        let bodyStart = front.lineCount < source.lineStarts.count ? source.lineStarts[front.lineCount] : bytes.count
        let body = [UInt8](repeating: 0x0A, count: front.lineCount) + bytes[bodyStart...]
        var tree = try CMarkParser.parse(body, file: file)
        InlinePositions.resolveTree(&tree, source: source)
        let inlines = InlineBuilder(tree: tree, source: source)

        let (sections, index, tabHeadings) = SectionExtractor.sections(in: tree, inlines: inlines, source: source)
        let includes = AlertExtractor.includes(in: tree, source: source, index: index)
        let tabLinks = tabHeadings.map { source.range(tree[$0.link]).start }
        let prose = ProseExtractor.extract(from: tree, inlines: inlines, source: source, index: index,
                                           notLinks: tabLinks.isEmpty ? includes.linkStarts : includes.linkStarts.union(tabLinks))
        let declared = front.frontMatter.contentLocale.flatMap { LocaleID($0) }
        let locale = declared ?? origin.folderLocale
        let localeSource: LocaleSource = declared != nil ? .frontMatter : (origin.folderLocale != nil ? .folder : .unknown)

        return Document(
            file: file, variant: origin.variant, page: origin.page, locale: locale, localeSource: localeSource,
            folderLocale: origin.folderLocale, frontMatter: front.frontMatter, sections: sections,
            tabs: TabExtractor.tabs(tabHeadings, in: tree, inlines: inlines, source: source, index: index),
            anchors: SectionExtractor.anchors(in: tree, inlines: inlines, source: source, index: index),
            alerts: AlertExtractor.alerts(in: tree, inlines: inlines, source: source, index: index), includes: includes.includes,
            codeSamples: try CodeSampleExtractor.samples(in: tree, source: source, index: index, file: file),
            inlineCode: prose.inlineCode, links: prose.links,
            configuration: ConfigurationExtractor.trees(in: tree, inlines: inlines, source: source, index: index),
            textBlocks: prose.textBlocks, suppressionComments: SuppressionCommentReader.comments(in: tree, source: source),
            lineCount: source.lineCount)
    }
}
