import LocDocModel

/// Keys a copy's headings that have no `<a name>` by the id DocFX derives from their text, where another copy of the
/// page has a section with that anchor.
///
/// A page's source is often written without anchor tags: DocFX gives each heading an id made from its text, and the
/// translations carry that id as an explicit `<a name>` because their own text no longer slugifies to it. Keyed by
/// position (`#2`), none of the source's sections would align with a translation's, and every element on either side
/// would look missing from the other. A heading is re-keyed only when another copy has a section with that anchor
/// under the same parent (as re-keyed): a translated heading's slug names nothing, so it keeps its position, and
/// copies that all lack anchors still align by position.
enum SectionSlugKeys {
    /// The documents in the same order, each element's section key re-keyed where its section's was.
    static func keyed(_ documents: [Document]) -> [Document] {
        guard documents.count > 1, documents.contains(where: { $0.sections.contains { $0.anchor == nil } }) else {
            return documents
        }
        let anchored = AnchoredSections(documents)
        return documents.indices.map { index in
            let renamed = renamedKeys(of: documents[index], index: index, anchored: anchored)
            return renamed.isEmpty ? documents[index] : rekeyed(documents[index], renamed)
        }
    }

    /// Each section with an anchor, by its parent's key and its normalised anchor, with the copies that have it.
    private struct AnchoredSections {
        struct Slot: Hashable {
            var parent: String
            var anchor: String
        }

        private var segments: [Slot: [(document: Int, segment: String)]] = [:]

        init(_ documents: [Document]) {
            for (index, document) in documents.enumerated() {
                for section in document.sections {
                    guard let anchor = section.anchor, let parent = section.key.parent else { continue }
                    let slot = Slot(parent: parent.description, anchor: DocFXSlug.normalized(anchor.lowercased()))
                    segments[slot, default: []].append((index, section.key.segments.last ?? anchor))
                }
            }
        }

        /// The anchor another copy than `document` writes under `parent` for a heading whose slug is `slug`.
        func segment(under parent: SectionKey, slug: String, notIn document: Int) -> String? {
            let slot = Slot(parent: parent.description, anchor: DocFXSlug.normalized(slug))
            return segments[slot]?.first { $0.document != document }?.segment
        }
    }

    /// Old key to new key for each section whose key changes: an anchor-less heading named by its slug, or any
    /// heading under one. Sections come in page order, so a parent is renamed before its children.
    private static func renamedKeys(of document: Document, index: Int, anchored: AnchoredSections) -> [SectionKey: SectionKey] {
        var renamed: [SectionKey: SectionKey] = [:]
        for section in document.sections {
            guard let oldParent = section.key.parent, let oldSegment = section.key.segments.last else { continue }
            let parent = renamed[oldParent] ?? oldParent
            var segment = oldSegment
            if section.anchor == nil {
                let slug = DocFXSlug.slug(section.title)
                if !slug.isEmpty, let named = anchored.segment(under: parent, slug: slug, notIn: index) { segment = named }
            }
            let key = parent == oldParent && segment == oldSegment ? section.key : parent.appending(segment)
            if key != section.key { renamed[section.key] = key }
        }
        return renamed
    }

    private static func rekeyed(_ document: Document, _ renamed: [SectionKey: SectionKey]) -> Document {
        func key(_ old: SectionKey) -> SectionKey { renamed[old] ?? old }
        var document = document
        for index in document.sections.indices { document.sections[index].key = key(document.sections[index].key) }
        for index in document.anchors.indices { document.anchors[index].sectionKey = key(document.anchors[index].sectionKey) }
        for index in document.tabs.indices { document.tabs[index].sectionKey = key(document.tabs[index].sectionKey) }
        for index in document.alerts.indices { document.alerts[index].sectionKey = key(document.alerts[index].sectionKey) }
        for index in document.includes.indices { document.includes[index].sectionKey = key(document.includes[index].sectionKey) }
        for index in document.codeSamples.indices {
            document.codeSamples[index].sectionKey = key(document.codeSamples[index].sectionKey)
        }
        for index in document.inlineCode.indices {
            document.inlineCode[index].sectionKey = key(document.inlineCode[index].sectionKey)
        }
        for index in document.links.indices { document.links[index].sectionKey = key(document.links[index].sectionKey) }
        for index in document.configuration.indices {
            document.configuration[index].sectionKey = key(document.configuration[index].sectionKey)
        }
        for index in document.textBlocks.indices {
            document.textBlocks[index].sectionKey = key(document.textBlocks[index].sectionKey)
        }
        return document
    }
}
