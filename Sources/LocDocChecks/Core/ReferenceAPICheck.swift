import LocDocAPI
import LocDocModel

/// A check that judges the docs against the reference implementation's API. The API comes into the run as a value
/// (`CheckRunner.referenceAPI`, built once per run outside this library); without it the check does not run at all.
protocol ReferenceAPICheck: Check {
    var api: APIIndex? { get set }
}

extension ReferenceAPICheck {
    func using(_ api: APIIndex) -> any Check {
        var copy = self
        copy.api = api
        return copy
    }
}

extension CheckCatalog {
    /// The checks that need the reference implementation's API (`CheckRunner.referenceAPI`).
    public static var referenceAPICheckIDs: [String] {
        all.filter { $0 is any ReferenceAPICheck }.map { type(of: $0).description.id }
    }
}

/// The findings of the API name checks: every name a copy mentions (prose or samples, as `part` picks) that
/// the index judges unresolved. Pages whose copies name only what resolves are passed over without listing their
/// mentions.
///
/// Severity: the catalogue's (error: a reader who copies the name gets code that does not compile), lowered to
/// warning when every copy of the page names it in the same section, since the gap is then in the source page or
/// in the reference implementation, not in this translation. Expected: the module's nearest name, in the
/// language of the mention; the copies that name it in the same section support it.
///
/// Class: corrupt, unless the difference is the source's: the copy is of an older revision, the copies of the
/// newest revision name neither it nor the nearest name anywhere on the page, and the copies of its own revision all
/// name it in that section too. An old translation that documents an API its newer source replaced is stale (a real quickstart's 2019
/// Spanish copy still named `account(forHomeAccountId:)`); a name that its revision's other copies or the newest
/// copies write right (`getCurrentAccountWithParameter:` beside `getCurrentAccountWithParameters:`) is corrupt.
enum APINameFindings {
    static func findings<C: Check>(_ check: C, in page: PageSet, api: APIIndex,
                                   part: APIMentionReader.Part) -> [Finding] {
        let reader = APIMentionReader()
        guard page.documents.contains(where: { reader.mayNameUnresolved(part, in: $0, api: api) }) else { return [] }
        let perCopy = page.documents.map { part.mentions(reader, $0) }
        var findings: [Finding] = []
        // The copies of a page name mostly the same API: each name is resolved once per page.
        var resolutions: [APIName: APIResolution] = [:]
        let newest = SlotComparison.newest(page)
        let newestRank = newest.map { page.revisions.rank[$0] }.max() ?? page.revisions.newestRank
        for (copy, list) in perCopy.enumerated() {
            var reported: Set<APIMentionKey> = []
            for mention in list {
                let resolution = resolutions[mention.name] ?? api.resolve(mention.name)
                resolutions[mention.name] = resolution
                guard resolution.status == .unresolved,
                      reported.insert(APIMentionKey(mention)).inserted else { continue }
                let others = perCopy.indices.filter { $0 != copy }
                let everywhere = !others.isEmpty && others.allSatisfy { other in
                    perCopy[other].contains { $0.section == mention.section && $0.name == mention.name }
                }
                let expected = resolution.suggestion.map { suggestedName($0, for: mention.name) }
                // Whether a copy names `name` in the mention's section.
                let names = { (other: Int, name: String) in perCopy[other].contains { $0.section == mention.section && $0.name.name == name } }
                let supporters = expected.map { name in others.filter { names($0, name) } } ?? []
                let lines: (Int) -> Int? = { other in
                    perCopy[other].first { $0.section == mention.section && $0.name.name == expected }?.line
                }
                let peers = page.documents.indices.filter { $0 != copy && page.revisions.revision[$0] == page.revisions.revision[copy] }
                let stale = page.revisions.rank[copy] < newestRank
                    && !newest.contains { other in perCopy[other].contains { $0.name.name == mention.name.name || $0.name.name == expected } }
                    && peers.allSatisfy { names($0, mention.name.name) }
                let position = SourcePosition(line: mention.line, column: mention.column)
                var message = "`\(mention.name.displayName)` is not in the reference \(api.module) API"
                if let note = resolution.note { message += " (\(note))" }
                if everywhere { message += "; every copy of the page names it" }
                if stale { message += "; the newer source revision no longer names it (\(SlotComparison.names(page, newest)))" }
                findings.append(check.finding(page, copy, at: SourceRange(start: position, end: position), findingClass: stale ? .stale : .corrupt,
                                              message: message, evidence: mention.text, expected: expected,
                                              supporters: supporters, lines: lines, severity: everywhere ? .warning : nil))
            }
        }
        return findings
    }

    /// The suggestion as the mention's language writes it: the selector for Objective-C, the Swift name otherwise.
    static func suggestedName(_ symbol: APISymbol, for name: APIName) -> String {
        let objectiveC = name.language == .objectiveC || (name.language == nil && name.form == .selector)
        if objectiveC { return symbol.objectiveC?.name ?? symbol.swift?.name ?? symbol.id }
        return symbol.swift?.name ?? symbol.objectiveC?.name ?? symbol.id
    }
}

/// One unresolved name once per line: a sample that sends the same wrong selector twice on a line is one finding.
private struct APIMentionKey: Hashable {
    var name: APIName
    var line: Int

    init(_ mention: APIMention) {
        name = mention.name
        line = mention.line
    }
}
