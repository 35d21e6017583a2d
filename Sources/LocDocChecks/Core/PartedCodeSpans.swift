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

    /// Where a copy writes each pair of consecutive spans of a text block: side by side (white space only
    /// between), or parted by words; the first place of each.
    struct Placements {
        var together: [Pair: (position: SourcePosition, evidence: String)] = [:]
        var parted: [Pair: Int] = [:]

        init(_ page: PageSet, copy: Int) {
            for (index, block) in page.documents[copy].textBlocks.enumerated() {
                let prose = page.prose[copy][index]
                let spans = prose.codeSpans
                guard spans.count >= 2 else { continue }
                for (one, other) in zip(spans, spans.dropFirst()) {
                    let texts = (prose.string(one.start..<one.end), prose.string(other.start..<other.end))
                    guard texts.0 != texts.1 else { continue }
                    let pair = Pair(section: block.sectionKey, texts.0, texts.1)
                    let between = one.end..<other.start
                    if !between.isEmpty, between.allSatisfy({ ScalarClass.isWhitespace(prose[$0]) }) {
                        if together[pair] == nil, let start = one.range?.start {
                            together[pair] = (start, "`\(texts.0)` `\(texts.1)`")
                        }
                    } else if parted[pair] == nil {
                        parted[pair] = one.range?.start.line ?? block.range.start.line
                    }
                }
            }
        }
    }

    /// Each pair a copy writes side by side where two or more other copies part it and more than twice as many
    /// part it as write it side by side, with the copies that part it (and their lines).
    static func pushedTogether(in page: PageSet)
        -> [(copy: Int, position: SourcePosition, evidence: String, supporters: [Int], lines: [Int: Int])] {
        let placements = page.documents.indices.map { Placements(page, copy: $0) }
        var found: [(copy: Int, position: SourcePosition, evidence: String, supporters: [Int], lines: [Int: Int])] = []
        for (copy, own) in placements.enumerated() {
            for (pair, place) in own.together where own.parted[pair] == nil {
                let others = placements.indices.filter { $0 != copy }
                let parting = others.filter { placements[$0].parted[pair] != nil && placements[$0].together[pair] == nil }
                let joining = others.filter { placements[$0].together[pair] != nil }
                guard parting.count >= 2, parting.count > 2 * joining.count else { continue }
                var lines: [Int: Int] = [:]
                for other in parting { lines[other] = placements[other].parted[pair] }
                found.append((copy, place.position, place.evidence, parting, lines))
            }
        }
        return found.sorted { ($0.copy, $0.position.line, $0.position.column) < ($1.copy, $1.position.line, $1.position.column) }
    }
}
