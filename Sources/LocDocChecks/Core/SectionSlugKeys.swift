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
            // Slots are recorded under the parent as keyed by shared slugs, which is how `renamedKeys` asks.
            let (shared, slugKeys) = Self.sharedSlugs(documents)
            for (index, document) in documents.enumerated() {
                var children: [SectionKey: (count: Int, last: String?)] = [:]
                for section in document.sections {
                    guard let oldParent = section.key.parent else { continue }
                    let parent = slugKeys[index][oldParent] ?? oldParent
                    let before = children[parent] ?? (0, nil)
                    var segment = section.key.segments.last ?? ""
                    var anchor = section.anchor
                    if anchor == nil, let slug = Self.slug(of: section), shared.contains(Slot(parent: parent.description, anchor: slug)) {
                        // Keyed by its slug (as `renamedKeys` finds it here), like a heading with that anchor.
                        (anchor, segment) = (slug, slug)
                    }
                    children[parent] = (before.count + 1, segment)
                    guard let anchor else { continue }
                    let slot = Slot(parent: parent.description, anchor: DocFXSlug.normalized(anchor.lowercased()))
                    segments[slot, default: []].append((index, segment))
                    let place = Place(parent: parent.description, position: before.count + 1, level: section.level)
                    placed[place, default: []].append((index, segment, before.last))
                }
            }
        }

        /// The slug of a heading without an anchor, normalised as anchors are compared; nil when its text has none.
        static func slug(of section: Section) -> String? {
            let slug = DocFXSlug.normalized(DocFXSlug.slug(section.title).lowercased())
            return slug.isEmpty ? nil : slug
        }

        /// Headings without an anchor whose slug most copies (more than half) write once under the same parent: text
        /// left as written in every language (`src/pages`, `tsconfig.json`, a product name). They align by that
        /// name, as anchors do, so copies of different revisions that add, drop or reorder such sections still line
        /// up where positions would pair each with its neighbour. Found level by level, since a parent keyed by its
        /// slug changes its children's parent; with each copy's keys so changed.
        private static func sharedSlugs(_ documents: [Document]) -> (shared: Set<Slot>, keys: [[SectionKey: SectionKey]]) {
            var shared: Set<Slot> = []
            var keys = [[SectionKey: SectionKey]](repeating: [:], count: documents.count)
            let depth = documents.lazy.flatMap(\.sections).map(\.key.segments.count).max() ?? 0
            guard depth > 0 else { return (shared, keys) }
            for level in 1...depth {
                var holders: [Slot: Int] = [:]
                for (index, document) in documents.enumerated() {
                    var seen: [Slot: Int] = [:]
                    for section in document.sections where section.key.segments.count == level && section.anchor == nil {
                        guard let parent = section.key.parent, let slug = slug(of: section) else { continue }
                        seen[Slot(parent: (keys[index][parent] ?? parent).description, anchor: slug), default: 0] += 1
                    }
                    for (slot, count) in seen where count == 1 { holders[slot, default: 0] += 1 }
                }
                shared.formUnion(holders.filter { $0.value * 2 > documents.count }.keys)
                for (index, document) in documents.enumerated() {
                    for section in document.sections where section.key.segments.count == level {
                        guard let oldParent = section.key.parent, let segment = section.key.segments.last else { continue }
                        let parent = keys[index][oldParent] ?? oldParent
                        let slug = section.anchor == nil ? slug(of: section) : nil
                        let shares = slug.map { shared.contains(Slot(parent: parent.description, anchor: $0)) } ?? false
                        let key = parent.appending(shares ? slug! : segment)
                        if key != section.key { keys[index][section.key] = key }
                    }
                }
            }
            return (shared, keys)
        }

        /// The one anchor the other copies than `document` write at a place, when they agree on it and one of them
        /// keys the sibling before it as this copy now does (`previous`).
        func segment(under parent: SectionKey, position: Int, level: Int, previous: String?, notIn document: Int) -> String? {
            let others = (placed[Place(parent: parent.description, position: position, level: level)] ?? []).filter { $0.document != document }
            // Every copy with an anchor here agrees on it, and at least one keys the sibling before it as this copy
            // does: a sibling keyed by its shared slug in some copies and translated in others is keyed two ways, so
            // the rest need not match this copy's.
            guard let first = others.first(where: { $0.previous == previous }),
                  others.allSatisfy({ $0.segment == first.segment }) else { return nil }
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
