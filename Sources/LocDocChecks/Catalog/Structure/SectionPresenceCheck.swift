import LocDocModel

/// Every copy of a page has the same sections, keyed by their anchor paths.
struct SectionPresenceCheck: Check {
    static let description = CheckDescription(
        id: "section-missing", category: .structure, defaultSeverity: .warning,
        summary: "A section is missing from a variant, or present in one variant only",
        rationale: "Sections align across locales by their anchor path (DocFX anchors are the English slug and survive translation). A section a translation lost leaves readers of that locale without its instructions; one that only a single copy has is a local edit or comes from another source revision. A copy that lacks a section and has another in its place (a heading the source renamed, an anchor the translation changed) gets one finding that names both.",
        passing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# <a name=\"a\"></a>Titre\n\n## <a name=\"b\"></a>Étape"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "# <a name=\"a\"></a>Titel\n\n## <a name=\"b\"></a>Schritt"),
        ])],
        failing: [CheckExample(pages: [
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021", body: "# <a name=\"a\"></a>Titre\n\n## <a name=\"b\"></a>Étape"),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/03/2021", body: "# <a name=\"a\"></a>Titel\n\n## <a name=\"b\"></a>Schritt"),
            "ka-GE": CheckExample.page(locale: "ka-GE", revision: "aaaa", handoff: "01/04/2021", body: "# <a name=\"a\"></a>სათაური"),
        ], expectedVariant: "ka-GE", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        let differences = SlotComparison.compare(page, slots: { _, document in
            document.sections.map { Slot(key: $0.key.description, value: "present", range: $0.range, evidence: $0.title) }
        }, fallback: { document, key in
            SlotComparison.sectionStart(document, SectionKey(description: key).parent ?? .root)
        }, accountedFor: { key, verdict, present in
            // A subsection of a section the copy lacks (or that only this copy has): the parent's finding says it.
            guard let slash = key.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
            return SlotComparison.sectionAccounts(page, section: key.utf8[..<slash], verdict: verdict, present: present)
        })
        let pairs = SectionRenames.pairs(page, differences)
        let paired = Set(pairs.flatMap { [$0.missing, $0.extra] })
        return pairs.map { renamed(page, differences[$0.missing], differences[$0.extra]) }
            + differences.indices.filter { !paired.contains($0) }.map { index in
            let difference = differences[index]
            let holders = SlotComparison.names(page, difference.verdict.supporters)
            let missing = difference.slot == nil
            let message = missing ? "Section \(Self.name(page, difference)) is missing; it is in \(holders)"
                : SlotComparison.extraMessage("Section \(Self.name(page, difference))", page, difference)
            return finding(page, difference.verdict.document, at: difference.range, findingClass: difference.verdict.findingClass,
                           message: message, evidence: difference.slot?.evidence ?? "",
                           expected: missing ? Self.anchor(page, difference) : nil,
                           supporters: difference.verdict.supporters, lines: difference.line(in:))
        }
    }

    /// One finding for a section under another name: at the copy's heading, expecting the others' anchor.
    private func renamed(_ page: PageSet, _ missing: SlotComparison.Difference, _ extra: SlotComparison.Difference) -> Finding {
        // Classed as the missing half is: the others' section is one this copy's revision should have (corrupt),
        // or a newer revision's (stale). The extra half has the same class wherever consensus can pair them.
        finding(page, extra.verdict.document, at: extra.range, findingClass: missing.verdict.findingClass,
                message: "Section \(Self.name(page, extra)) stands where \(SlotComparison.names(page, missing.verdict.supporters)) have \(Self.name(page, missing))",
                evidence: Self.anchor(page, extra) ?? "", expected: Self.anchor(page, missing),
                supporters: missing.verdict.supporters, lines: missing.line(in:))
    }

    /// The section's title as written: by the copy, or else by the first copy that has the section.
    private static func title(_ difference: SlotComparison.Difference) -> String? {
        difference.slot?.evidence ?? difference.verdict.supporters.lazy.compactMap { difference.slots[$0]?.evidence }.first
    }

    /// A section as messages name it: its anchor path; but a heading without an anchor is keyed by its position
    /// (`#2`) or by its text's slug (`SectionSlugKeys`), which name nothing a reader knows, so such a section is
    /// named by its title.
    private static func name(_ page: PageSet, _ difference: SlotComparison.Difference) -> String {
        let key = SectionRenames.key(difference)
        guard !isAnchored(page, difference), let title = title(difference) else { return "`\(key.readerPath)`" }
        return "“\(title)”"
    }

    /// What a reader finds the section by: its anchor (`#next-steps`), or the title of a heading without one.
    private static func anchor(_ page: PageSet, _ difference: SlotComparison.Difference) -> String? {
        isAnchored(page, difference) ? "#" + (SectionRenames.key(difference).segments.last ?? "") : title(difference)
    }

    /// Whether the section's key ends in an anchor some copy writes: not a position, and not a slug that only
    /// aligns copies whose headings have no anchor.
    private static func isAnchored(_ page: PageSet, _ difference: SlotComparison.Difference) -> Bool {
        let key = SectionRenames.key(difference)
        guard !SectionKey.isPosition(key.segments.last ?? "") else { return false }
        return difference.slots.indices.contains { copy in
            difference.slots[copy] != nil && page.documents[copy].sections.contains { $0.key == key && $0.anchor != nil }
        }
    }
}
