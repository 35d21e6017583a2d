import LocDocModel

/// A code span that the other copies keep beside a name (`` `getDeviceInformationWithParameters:completionBlock:` API ``)
/// has not been moved away from it within its sentence.
///
/// No word list and no grammar: the bond comes from the other copies. A span is matched across copies by section,
/// text and how many times the section has used that text before. A word next to it is a name when it has a capital
/// and does not start its sentence (`API`, `Intune`; never a function word, which a translation changes), with no comma
/// or semicolon between it and the span (past one it belongs to the next clause); a name of
/// several words (`Microsoft Graph`) is as near as its nearest word, and a span right after a colon is a label's
/// value, not judged. When most
/// of the other copies (two or more), or the reference copy (`--reference-locale`) when it keeps a name there, have
/// the same name right beside the span, and this copy has the name in the
/// span's sentence but two words or more away from it, the span was moved (machine translation keeps a span where the
/// source had it and moves the words around it). Words are cut at white space, so an elided article stays with its
/// word (`l'API`) and one word between span and name (`rozhraní API`) is a normal difference of word order, unless the
/// copy itself keeps the name right beside another span on that side (`Usare `X` l'API` but `È possibile `Y` utilizzare
/// l'API`) and does not put the same word beside the name anywhere else in its prose (a phrase such as `rozhraní API`,
/// which a copy repeats). A span pushed against another span is `inline-code-adjacent`'s, and settings are the configuration
/// checks'.
struct DetachedCodeSpanCheck: Check {
    static let description = CheckDescription(
        id: "inline-code-detached", category: .inlineCode, defaultSeverity: .warning,
        summary: "A code span is moved away, within its sentence, from the name the other variants keep beside it",
        rationale: "Machine translation keeps a code span where the source sentence had it and moves the translated words around it, so the span lands between unrelated words (`I frammenti di codice seguenti `getDeviceInformationWithParameters:completionBlock:` illustrano esempi di utilizzo dell'API`) and the reader no longer sees which API the sentence names. The other variants show what the span belongs to: when most of them (or the reference variant, with `--reference-locale`) keep the same name (`API`) right beside it and this one has the name in the sentence two words or more away, the span has moved. Only names (a capital, not at the start of a sentence) count, a name past a comma or semicolon is in the next clause and not the span's neighbour (`When you call `acquireToken()`, MSAL returns`), and one word between is a normal difference of word order (`rozhraní API`), unless this variant keeps the name right beside another span on the same side and the word between is not one it repeats there: then the span has moved by a word (`È possibile `getCurrentAccountWithParameters:completionBlock:` utilizzare l'API`, where the same page has `Usare `getDeviceInformationWithParameters:completionBlock:` l'API`).",
        passing: [CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Call the `getDeviceInformation` API to read the device mode."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Rufen Sie die API `getDeviceInformation` auf, um den Gerätemodus zu lesen."),
            "cs-CZ": CheckExample.page(locale: "cs-CZ", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Zavolejte `getDeviceInformation` rozhraní API a přečtěte režim zařízení."),
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Appelez l'API `getDeviceInformation` pour lire le mode de l'appareil."),
        ]),
        // A name of several words is as near as its nearest word: one word (`do`) between, as word order has it.
        CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021", body: "Call the Microsoft Graph `/me` endpoint."),
            "ru-RU": CheckExample.page(locale: "ru-RU", revision: "aaaa", handoff: "01/02/2021", body: "Вызовите конечную точку Microsoft Graph `/me`."),
            "tr-TR": CheckExample.page(locale: "tr-TR", revision: "aaaa", handoff: "01/02/2021", body: "Microsoft Graph `/me` uç noktasını çağırın."),
            "pt-BR": CheckExample.page(locale: "pt-BR", revision: "aaaa", handoff: "01/02/2021", body: "Chame o ponto de extremidade `/me` do Microsoft Graph."),
        ]),
        // A span after a colon is a label's value: the label's words are in the language's order (two lines joined by a
        // hard break are one sentence, so the second span's label is mid-sentence, as on the real page).
        CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021", body: "App2 Redirect URI: `msauth.app2://auth`  \nApp3 Redirect URI: `msauth.app3://auth`"),
            "ja-JP": CheckExample.page(locale: "ja-JP", revision: "aaaa", handoff: "01/02/2021", body: "App2 リダイレクト URI: `msauth.app2://auth`  \nApp3 リダイレクト URI: `msauth.app3://auth`"),
            "es-ES": CheckExample.page(locale: "es-ES", revision: "aaaa", handoff: "01/02/2021", body: "URI de redirección de la aplicación 2: `msauth.app2://auth`  \nURI de redirección de la aplicación 3: `msauth.app3://auth`"),
        ])],
        failing: [CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Call the `getDeviceInformation` API to read the device mode."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Rufen Sie die API `getDeviceInformation` auf, um den Gerätemodus zu lesen."),
            "fr-FR": CheckExample.page(locale: "fr-FR", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Appelez `getDeviceInformation` pour lire le mode de l'appareil avec l'API."),
        ], expectedVariant: "fr-FR", expectedLine: 7),
        CheckExample(pages: [
            "en-US": CheckExample.page(locale: "en-US", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Call the `readMode` API to read the mode.\n\nCall the `writeMode` API to set the mode."),
            "de-DE": CheckExample.page(locale: "de-DE", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Rufen Sie die API `readMode` auf.\n\nRufen Sie die API `writeMode` auf."),
            "es-ES": CheckExample.page(locale: "es-ES", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Llame a la API `readMode` para leer el modo.\n\nLlame a la API `writeMode` para fijar el modo."),
            "it-IT": CheckExample.page(locale: "it-IT", revision: "aaaa", handoff: "01/02/2021",
                                       body: "Chiamare `readMode` l'API per leggere la modalità.\n\nÈ possibile `writeMode` chiamare l'API per impostare la modalità."),
        ], expectedVariant: "it-IT", expectedLine: 9)]
    )

    /// A copy keeps a name right beside a span, on one side, where the other copies keep it there too.
    private struct Habit: Hashable {
        var copy: Int
        var name: String
        var after: Bool
    }

    /// A span one word from the name the other copies keep beside it: moved only when the copy keeps the name right
    /// beside another span on that side, and the word between is not one it puts beside the name elsewhere
    /// (`rozhraní API`).
    private struct OneWordAway {
        var key: SpanSentence.Key
        var copy: Int
        var span: SpanSentence
        var name: String
        var placement: SpanSentence.Placement
        var supporters: [Int]
        var lines: [Int: Int]
        var habit: Habit { Habit(copy: copy, name: name, after: placement.after) }
        var phrase: SpanSentence.PhraseQuery {
            SpanSentence.PhraseQuery(word: placement.nextWord, wordIsCode: placement.nextWordIsCode, name: name,
                                     nameAfter: placement.after)
        }
    }

    /// For each copy with candidates, how often its prose puts each candidate's word beside the name.
    private func phraseCounts(of candidates: [OneWordAway], in page: PageSet) -> [Int: [SpanSentence.PhraseQuery: Int]] {
        Dictionary(grouping: candidates, by: \.copy).mapValues { candidates in
            let queries = Array(Set(candidates.map(\.phrase)))
            let counts = SpanSentence.phraseCounts(queries, in: page.prose[candidates[0].copy])
            return Dictionary(uniqueKeysWithValues: zip(queries, counts))
        }
    }

    /// A span right after a colon is the value of a label (`App3 Redirect URI: `msauth…``, `Umleitungs-URI für App3:
    /// `msauth…``): the label's words come in whatever order the language puts them, and none of them is the span's
    /// neighbour in the sentence. Found on a real page, where seven of fifteen copies name the URI after the app.
    private static func isLabelValue(_ span: ProseText.CodeSpan, in prose: ProseText) -> Bool {
        var index = span.start - 1
        while let scalar = prose.scalar(at: index), ScalarClass.isWhitespace(scalar), prose.isText(index) { index -= 1 }
        return prose.isText(index) && (prose.scalar(at: index) == ":" || prose.scalar(at: index) == "：")
    }

    func findings(in page: PageSet) -> [Finding] {
        guard page.documents.count >= 3 else { return [] }
        // Each span's copies, in copy order: one pass over the copies, whatever their number.
        var copies: [SpanSentence.Key: [(copy: Int, span: SpanSentence)]] = [:]
        for copy in page.documents.indices {
            for (key, span) in SpanSentence.spans(in: page, copy: copy) { copies[key, default: []].append((copy, span)) }
        }
        var found: [(copy: Int, order: Int, finding: Finding)] = []
        // Where each copy keeps a name beside a span as the others do (the earliest such span: its text, order and
        // line).
        var habits: [Habit: (text: String, order: Int, line: Int)] = [:]
        var oneWordAway: [OneWordAway] = []
        for (key, entries) in copies where entries.count >= 3 {
            // The copies that have each name right beside the span. The names that count are the reference copy's
            // when it keeps one there, or else those most of the other copies (two or more) keep there.
            var beside: [String: [Int]] = [:]
            for entry in entries { for name in entry.span.namesBeside { beside[name, default: []].append(entry.copy) } }
            let reference = page.reference.flatMap { reference in
                entries.first { $0.copy == reference && !$0.span.namesBeside.isEmpty }
            }
            let bonds = reference.map { reference in beside.filter { reference.span.namesBeside.contains($0.key) } }
                ?? beside.filter { $0.value.count >= 2 }
            let names = bonds.sorted { $0.key < $1.key }.map { ($0.key, $0.value, Set($0.value)) }
            guard !names.isEmpty else { continue }
            let lines = Dictionary(uniqueKeysWithValues: entries.map { ($0.copy, $0.span.range.start.line) })
            for entry in entries where !entry.span.besideCode {
                let prose = page.prose[entry.copy][entry.span.block]
                if Self.isLabelValue(entry.span.span, in: prose) { continue }
                for (name, supporters, holders) in names where reference != nil || supporters.count * 2 > entries.count - 1 {
                    guard !holders.contains(entry.copy) else {
                        for after in [false, true] where (after ? entry.span.namesAfter : entry.span.namesBefore).contains(name) {
                            let habit = Habit(copy: entry.copy, name: name, after: after)
                            if habits[habit].map({ $0.order > entry.span.order }) ?? true {
                                habits[habit] = (key.text, entry.span.order, entry.span.range.start.line)
                            }
                        }
                        continue
                    }
                    guard let placement = entry.span.placement(of: name, in: prose), placement.wordsBetween >= 1 else { continue }
                    guard placement.wordsBetween >= 2 else {
                        oneWordAway.append(OneWordAway(key: key, copy: entry.copy, span: entry.span, name: name, placement: placement,
                                                       supporters: supporters, lines: lines))
                        continue
                    }
                    found.append((entry.copy, entry.span.order, finding(
                        page, entry.copy, at: entry.span.range, findingClass: .corrupt,
                        message: "`\(key.text)` is \(placement.wordsBetween) words away from `\(name)` in its sentence; \(SlotComparison.names(page, supporters)) \(supporters.count == 1 ? "keeps" : "keep") it beside `\(name)`",
                        evidence: entry.span.sentence(in: prose), expected: "`\(key.text)` beside `\(name)`",
                        supporters: supporters, lines: { lines[$0] })))
                    break
                }
            }
        }
        // A span is reported once, whichever of its names it was judged against.
        var reported = Set(found.map { [$0.copy, $0.order] })
        // Only its own sentence has the word beside the name: not a phrase of the copy. Each copy's prose is read
        // once for all its candidates.
        let phrases = phraseCounts(of: oneWordAway.filter { habits[$0.habit] != nil }, in: page)
        for candidate in oneWordAway where !reported.contains([candidate.copy, candidate.span.order]) {
            guard let habit = habits[candidate.habit], (phrases[candidate.copy]?[candidate.phrase] ?? 0) <= 1 else { continue }
            reported.insert([candidate.copy, candidate.span.order])
            let prose = page.prose[candidate.copy][candidate.span.block]
            let side = candidate.placement.after ? "before" : "after"
            found.append((candidate.copy, candidate.span.order, finding(
                page, candidate.copy, at: candidate.span.range, findingClass: .corrupt,
                message: "`\(candidate.key.text)` is 1 word away from `\(candidate.name)` in its sentence (`\(candidate.placement.nextWord)` between); \(SlotComparison.names(page, candidate.supporters)) \(candidate.supporters.count == 1 ? "keeps" : "keep") it beside `\(candidate.name)`, as this variant keeps `\(habit.text)` right \(side) `\(candidate.name)` on line \(habit.line)",
                evidence: candidate.span.sentence(in: prose), expected: "`\(candidate.key.text)` beside `\(candidate.name)`",
                supporters: candidate.supporters, lines: { candidate.lines[$0] })))
        }
        return found.sorted { ($0.copy, $0.order) < ($1.copy, $1.order) }.map(\.finding)
    }
}
