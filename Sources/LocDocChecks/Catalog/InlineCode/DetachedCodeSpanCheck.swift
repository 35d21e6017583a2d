import LocDocModel

/// A code span that the other copies keep beside a name (`` `getDeviceInformationWithParameters:completionBlock:` API ``)
/// has not been moved away from it within its sentence.
///
/// No word list and no grammar: the bond comes from the other copies. A span is matched across copies by section,
/// text and how many times the section has used that text before. A word next to it is a name when it has a capital
/// and does not start its sentence (`API`, `Intune`; never a function word, which a translation changes). When most
/// of the other copies (two or more) have the same name right beside the span, and this copy has the name in the
/// span's sentence but two words or more away from it, the span was moved (machine translation keeps a span where the
/// source had it and moves the words around it). Words are cut at white space, so an elided article stays with its
/// word (`l'API`) and one word between span and name (`rozhraní API`) is a normal difference of word order. A span
/// pushed against another span is `inline-code-adjacent`'s, and settings are the configuration checks'.
struct DetachedCodeSpanCheck: Check {
    static let description = CheckDescription(
        id: "inline-code-detached", category: .inlineCode, defaultSeverity: .warning,
        summary: "A code span is moved away, within its sentence, from the name the other variants keep beside it",
        rationale: "Machine translation keeps a code span where the source sentence had it and moves the translated words around it, so the span lands between unrelated words (`I frammenti di codice seguenti `getDeviceInformationWithParameters:completionBlock:` illustrano esempi di utilizzo dell'API`) and the reader no longer sees which API the sentence names. The other variants show what the span belongs to: when most of them keep the same name (`API`) right beside it and this one has the name in the sentence two words or more away, the span has moved. Only names (a capital, not at the start of a sentence) count, and one word between is a normal difference of word order (`rozhraní API`).",
        passing: [CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Call the `getDeviceInformation` API to read the device mode."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Rufen Sie die API `getDeviceInformation` auf, um den Gerätemodus zu lesen."),
            "cs-CZ": CheckExample.page(locale: "cs-CZ", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Zavolejte `getDeviceInformation` rozhraní API a přečtěte režim zařízení."),
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Appelez l'API `getDeviceInformation` pour lire le mode de l'appareil."),
        ])],
        failing: [CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Call the `getDeviceInformation` API to read the device mode."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Rufen Sie die API `getDeviceInformation` auf, um den Gerätemodus zu lesen."),
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Appelez `getDeviceInformation` pour lire le mode de l'appareil avec l'API."),
        ], expectedVariant: "fr-FR", expectedLine: 7)]
    )

    func findings(in page: PageSet) -> [Finding] {
        guard page.documents.count >= 3 else { return [] }
        // Each span's copies, in copy order: one pass over the copies, whatever their number.
        var copies: [SpanSentence.Key: [(copy: Int, span: SpanSentence)]] = [:]
        for copy in page.documents.indices {
            for (key, span) in SpanSentence.spans(in: page, copy: copy) { copies[key, default: []].append((copy, span)) }
        }
        var found: [(copy: Int, order: Int, finding: Finding)] = []
        for (key, entries) in copies where entries.count >= 3 {
            // The copies that have each name right beside the span.
            var beside: [String: [Int]] = [:]
            for entry in entries { for name in entry.span.namesBeside { beside[name, default: []].append(entry.copy) } }
            let names = beside.filter { $0.value.count >= 2 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value, Set($0.value)) }
            guard !names.isEmpty else { continue }
            for entry in entries where !entry.span.besideCode {
                let prose = page.prose[entry.copy][entry.span.block]
                for (name, supporters, holders) in names where supporters.count * 2 > entries.count - 1 && !holders.contains(entry.copy) {
                    guard let distance = entry.span.distance(to: name, in: prose), distance >= 2 else { continue }
                    let lines = Dictionary(uniqueKeysWithValues: entries.map { ($0.copy, $0.span.range.start.line) })
                    found.append((entry.copy, entry.span.order, finding(
                        page, entry.copy, at: entry.span.range, findingClass: .corrupt,
                        message: "`\(key.text)` is \(distance) words away from `\(name)` in its sentence; \(SlotComparison.names(page, supporters)) keep it beside `\(name)`",
                        evidence: entry.span.sentence(in: prose), expected: "`\(key.text)` beside `\(name)`",
                        supporters: supporters, lines: { lines[$0] })))
                    break
                }
            }
        }
        return found.sorted { ($0.copy, $0.order) < ($1.copy, $1.order) }.map(\.finding)
    }
}
