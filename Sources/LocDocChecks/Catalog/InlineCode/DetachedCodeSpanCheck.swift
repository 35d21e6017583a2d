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
        let spans = page.documents.indices.map { copy in SpanSentence.spans(in: page, copy: copy) }
        var findings: [Finding] = []
        for copy in page.documents.indices {
            for (key, here) in spans[copy].sorted(by: { $0.value.order < $1.value.order }) where !here.besideCode {
                let others = page.documents.indices.filter { $0 != copy && spans[$0][key] != nil }
                guard others.count >= 2 else { continue }
                var beside: [String: [Int]] = [:]
                for other in others {
                    for name in spans[other][key]!.namesBeside { beside[name, default: []].append(other) }
                }
                for (name, supporters) in beside.sorted(by: { $0.key < $1.key })
                where supporters.count >= 2 && supporters.count * 2 > others.count {
                    guard let distance = here.distance(to: name), distance >= 2 else { continue }
                    findings.append(finding(page, copy, at: here.range, findingClass: .corrupt,
                                            message: "`\(key.text)` is \(distance) words away from `\(name)` in its sentence; \(SlotComparison.names(page, supporters)) keep it beside `\(name)`",
                                            evidence: here.sentence, expected: "`\(key.text)` beside `\(name)`",
                                            supporters: supporters, lines: { spans[$0][key]?.range.start.line }))
                    break
                }
            }
        }
        return findings
    }
}
