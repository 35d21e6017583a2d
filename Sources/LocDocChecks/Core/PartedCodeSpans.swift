import LocDocModel

/// Two code spans side by side in one copy that most other copies part with words (`` `UserAgentApplication` or
/// `PublicClientApplication` `` in the source, `` `UserAgentApplication` `PublicClientApplication` `` in a machine
/// translation that moved the "or"): the words that say how the two relate were lost or moved. Anywhere in a
/// sentence; the other copies say the pair is not a list of its own.
enum PartedCodeSpans {
    /// Two spans of a section, in either order.
    struct Pair: Hashable {
        var section: SectionKey
        var first: String
        var second: String

        init(section: SectionKey, _ one: String, _ other: String) {
            self.section = section
            (first, second) = one <= other ? (one, other) : (other, one)
        }
    }

    /// Where a copy writes pairs of consecutive spans of a text block side by side (white space only between),
    /// with the first place of each. Most copies have none, and then nothing else is read.
    static func together(_ page: PageSet, copy: Int) -> [Pair: (position: SourcePosition, evidence: String)] {
        var together: [Pair: (position: SourcePosition, evidence: String)] = [:]
        forEachPair(page, copy: copy, in: nil) { written, side, position, _ in
            if side, together[written.pair] == nil, let position {
                together[written.pair] = (position, "`\(written.written.0)` `\(written.written.1)`")
            }
        }
        return together
    }

    /// Where a copy parts pairs of consecutive spans with words, in the given sections only: the first line of each.
    static func parted(_ page: PageSet, copy: Int, in sections: Set<SectionKey>) -> [Pair: Int] {
        var parted: [Pair: Int] = [:]
        forEachPair(page, copy: copy, in: sections) { written, side, position, line in
            if !side, parted[written.pair] == nil { parted[written.pair] = position?.line ?? line }
        }
        return parted
    }

    /// Each pair of consecutive, different spans of the copy's text blocks (in `sections`, when given): whether
    /// they are side by side, where the first starts, and the block's line. Strings are made only for pairs side by
    /// side, or in the sections asked for.
    private static func forEachPair(_ page: PageSet, copy: Int, in sections: Set<SectionKey>?,
                                    _ body: (WrittenPair, Bool, SourcePosition?, Int) -> Void) {
        for (index, block) in page.documents[copy].textBlocks.enumerated() {
            let prose = page.prose[copy][index]
            let spans = prose.codeSpans
            guard spans.count >= 2 else { continue }
            if let sections, !sections.contains(block.sectionKey) { continue }
            for (one, other) in zip(spans, spans.dropFirst()) {
                let between = one.end..<other.start
                let side = !between.isEmpty && between.allSatisfy { ScalarClass.isWhitespace(prose[$0]) }
                if sections == nil, !side { continue }
                let texts = (prose.string(one.start..<one.end), prose.string(other.start..<other.end))
                guard texts.0 != texts.1 else { continue }
                body(WrittenPair(pair: Pair(section: block.sectionKey, texts.0, texts.1), written: texts), side, one.range?.start,
                     block.range.start.line)
            }
        }
    }

    /// A pair and its spans in the order written.
    struct WrittenPair {
        var pair: Pair
        var written: (String, String)
    }

    /// Each pair a copy writes side by side where two or more other copies part it and more than twice as many
    /// part it as write it side by side, with the copies that part it (and their lines).
    static func pushedTogether(in page: PageSet)
        -> [(copy: Int, position: SourcePosition, evidence: String, supporters: [Int], lines: [Int: Int])] {
        let together = page.documents.indices.map { Self.together(page, copy: $0) }
        let sections = Set(together.flatMap { $0.keys.map(\.section) })
        guard !sections.isEmpty else { return [] }
        let parted = page.documents.indices.map { Self.parted(page, copy: $0, in: sections) }
        var found: [(copy: Int, position: SourcePosition, evidence: String, supporters: [Int], lines: [Int: Int])] = []
        for (copy, own) in together.enumerated() {
            for (pair, place) in own where parted[copy][pair] == nil {
                let others = page.documents.indices.filter { $0 != copy }
                let parting = others.filter { parted[$0][pair] != nil && together[$0][pair] == nil }
                let joining = others.filter { together[$0][pair] != nil }
                guard parting.count >= 2, parting.count > 2 * joining.count else { continue }
                var lines: [Int: Int] = [:]
                for other in parting { lines[other] = parted[other][pair] }
                found.append((copy, place.position, place.evidence, parting, lines))
            }
        }
        return found.sorted { ($0.copy, $0.position.line, $0.position.column) < ($1.copy, $1.position.line, $1.position.column) }
    }
}
