import LocDocModel

/// Builds `APIReport` from the documents' mentions (found by the caller: `APIMentions` in LocDocChecks) and the
/// index. Each distinct name is resolved once.
public enum APIReportBuilder {
    public static func build(documents: [Document], index: APIIndex, mentions: (Document) -> [APIMention]) -> APIReport {
        var resolutions: [APIName: APIResolution] = [:]
        var locations: [APIName: [APIReport.Location]] = [:]
        var parity: [APIReport.SectionParity] = []
        for document in documents.sorted(by: { $0.file < $1.file }) {
            let found = mentions(document)
            for mention in found {
                if resolutions[mention.name] == nil { resolutions[mention.name] = index.resolve(mention.name) }
                locations[mention.name, default: []].append(APIReport.Location(
                    file: document.file, variant: document.variant, locale: document.locale?.tag, line: mention.line,
                    column: mention.column, source: mention.source, section: mention.section, text: mention.text))
            }
            parity += SampleParity.sections(of: document, mentions: found) { resolutions[$0] ?? index.resolve($0) }
        }
        let names = resolutions.keys.sorted().map { name -> APIReport.NameEntry in
            let resolution = resolutions[name]!
            return APIReport.NameEntry(name: name.displayName, form: name.form, language: name.language, container: name.container,
                                       status: resolution.status, symbols: resolution.symbols.map(APIReport.SymbolSummary.init),
                                       suggestion: resolution.suggestion.map(APIReport.SymbolSummary.init), note: resolution.note,
                                       mentions: locations[name, default: []].sorted())
        }
        return APIReport(module: index.module, names: names, parity: parity, files: documents.map(\.file).sorted())
    }
}

/// Swift/Objective-C parity per section: the API members (methods, initialisers, properties, enum cases; not
/// types, which Objective-C declares and Swift infers) that a section's Swift samples call, against those its
/// Objective-C samples call, by resolved symbol, so `getDeviceInformation(with:completionBlock:)` and
/// `getDeviceInformationWithParameters:completionBlock:` count as one. A sample's section is the one its
/// language heading (`#### Swift`, `#### Objective-C`) sits in.
public enum SampleParity {
    public static func sections(of document: Document, mentions: [APIMention],
                                resolve: (APIName) -> APIResolution) -> [APIReport.SectionParity] {
        var swift: [SectionKey: Set<String>] = [:]
        var objectiveC: [SectionKey: Set<String>] = [:]
        for sample in document.codeSamples {
            let section = parent(of: sample.sectionKey)
            switch sample.language.normalized {
            case CodeLanguage.swift: swift[section, default: []].formUnion([])
            case CodeLanguage.objectiveC: objectiveC[section, default: []].formUnion([])
            default: break
            }
        }
        for mention in mentions where mention.source != .prose {
            let resolution = resolve(mention.name)
            guard resolution.status == .resolved, resolution.symbols.count == 1, let symbol = resolution.symbols.first,
                  !symbol.isType, symbol.isMember else { continue }
            let section = parent(of: mention.section)
            if mention.source == .swift { swift[section, default: []].insert(symbol.id) } else { objectiveC[section, default: []].insert(symbol.id) }
        }
        let sections = Set(swift.keys).union(objectiveC.keys).sorted()
        return sections.map { section in
            let inSwift = swift[section]
            let inObjC = objectiveC[section]
            let status: APIReport.SectionParity.Status
            switch (inSwift, inObjC) {
            case (let s?, let o?): status = s == o ? .parity : .gap
            case (_?, nil): status = .swiftOnly
            default: status = .objectiveCOnly
            }
            let s = inSwift ?? []
            let o = inObjC ?? []
            return APIReport.SectionParity(
                file: document.file, variant: document.variant, locale: document.locale?.tag, page: document.page,
                section: section, line: document.section(section)?.range.start.line ?? 1, status: status,
                swift: s.sorted(), objectiveC: o.sorted(),
                onlySwift: inObjC == nil ? [] : s.subtracting(o).sorted(), onlyObjectiveC: inSwift == nil ? [] : o.subtracting(s).sorted())
        }
    }

    /// The section a language heading belongs to: `…/detect-shared-device-mode/swift` → `…/detect-shared-device-mode`.
    static func parent(of section: SectionKey) -> SectionKey {
        section.withoutLanguageHeading([CodeLanguage.swift, CodeLanguage.objectiveC])
    }
}
