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
///
/// A translated heading without an anchor, where other copies write one at the same place (Kubernetes' translators
/// add the English id, `{#motivation}`, some of the time), takes that anchor: the same parent, the same position
/// among its siblings and the same level, and every copy that has an anchor there has this one. The spec aligns
/// sections by anchor, then by level and order; otherwise its position key would match nothing in those copies.
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
        /// A heading's place: its parent, its position among its siblings and its level.
        struct Place: Hashable {
            var parent: String
            var position: Int
            var level: Int
        }

        /// The anchors copies write at each place, each with the key of the sibling before it (nil for the first child).
        private var placed: [Place: [(document: Int, segment: String, previous: String?)]] = [:]

        init(_ documents: [Document]) {
            for (index, document) in documents.enumerated() {
                var children: [SectionKey: (count: Int, last: String?)] = [:]
                for section in document.sections {
                    guard let parent = section.key.parent else { continue }
                    let before = children[parent] ?? (0, nil)
                    let segment = section.key.segments.last ?? ""
                    children[parent] = (before.count + 1, segment)
                    guard let anchor = section.anchor else { continue }
                    let slot = Slot(parent: parent.description, anchor: DocFXSlug.normalized(anchor.lowercased()))
                    segments[slot, default: []].append((index, segment))
                    let place = Place(parent: parent.description, position: before.count + 1, level: section.level)
                    placed[place, default: []].append((index, segment, before.last))
                }
            }
        }

        /// The one anchor the other copies than `document` write at a place, when they agree on it and on the
        /// sibling before it (`previous`, as this copy now keys it).
        func segment(under parent: SectionKey, position: Int, level: Int, previous: String?, notIn document: Int) -> String? {
            let others = (placed[Place(parent: parent.description, position: position, level: level)] ?? []).filter { $0.document != document }
            guard let first = others.first, others.allSatisfy({ $0.segment == first.segment && $0.previous == previous }) else { return nil }
            return first.segment
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
        var children: [SectionKey: (count: Int, last: String?)] = [:]
        // The ids this copy's own headings have or slugify to: a heading takes none of them by position.
        let own = Set(document.sections.map { DocFXSlug.normalized(($0.anchor ?? DocFXSlug.slug($0.title)).lowercased()) })
        for section in document.sections {
            guard let oldParent = section.key.parent, let oldSegment = section.key.segments.last else { continue }
            let before = children[oldParent] ?? (0, nil)
            let position = before.count + 1
            let parent = renamed[oldParent] ?? oldParent
            defer { children[oldParent] = (position, (renamed[section.key] ?? section.key).segments.last) }
            var segment = oldSegment
            if section.anchor == nil {
                let slug = DocFXSlug.slug(section.title)
                if !slug.isEmpty, let named = anchored.segment(under: parent, slug: slug, notIn: index) {
                    segment = named
                } else if oldSegment == SectionKey.positionSegment(position),
                          let named = anchored.segment(under: parent, position: position, level: section.level,
                                                       previous: before.last, notIn: index),
                          !own.contains(DocFXSlug.normalized(named.lowercased())) {
                    segment = named
                }
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
