import LocDocChecks
import LocDocModel
import Testing

/// `inline-code-detached` beyond its catalogue examples: what is and is not a bond between a span and a name.
@Suite struct DetachedCodeSpanCheckTests {
    /// The check's findings on one page in the given copies (variant: body).
    static func findings(_ bodies: [String: String], referenceLocale: String? = nil) throws -> [Finding] {
        try PageBodies.findings(of: "inline-code-detached", bodies, referenceLocale: referenceLocale)
    }

    static let beside = [
        "en-US": "Call the `readMode` API to read the device mode.",
        "de-DE": "Rufen Sie die API `readMode` auf, um den Gerätemodus zu lesen.",
    ]

    @Test func countsTheWordsBetweenAndNamesTheCopiesThatKeepTheSpanBeside() throws {
        var bodies = Self.beside
        bodies["fr-FR"] = "Appelez `readMode` pour lire le mode de l'appareil avec l'API."
        let found = try Self.findings(bodies)
        #expect(found.map(\.variant) == ["fr-FR"])
        // pour, lire, le, mode, de, l'appareil, avec: seven words; `l'API` holds the name.
        #expect(found.first?.message == "`readMode` is 7 words away from `API` in its sentence; de-DE, en-US keep it beside `API`")
        #expect(found.first?.evidence == "Appelez `readMode` pour lire le mode de l'appareil avec l'API.")
        #expect(found.first?.findingClass == .corrupt)
        #expect(found.first?.related.map(\.variant) == ["de-DE", "en-US"])
    }

    @Test func theNameInAnotherSentenceIsNoBond() throws {
        var bodies = Self.beside
        bodies["fr-FR"] = "Appelez `readMode` pour lire le mode de l'appareil. Cette API le renvoie."
        #expect(try Self.findings(bodies).isEmpty)
    }

    @Test func aNamePastACommaIsInTheNextClause() throws {
        // `MSAL` follows the span in five copies, but after a comma or semicolon, as the next clause's subject:
        // German and Japanese word order puts it elsewhere, and nothing was moved.
        let found = try Self.findings([
            "en-US": "When you call `readMode()`, MSAL returns the mode.",
            "es-ES": "Cuando se llama a `readMode()`, MSAL devuelve el modo.",
            "it-IT": "Quando si chiama `readMode()`, MSAL restituisce la modalità.",
            "pt-BR": "Ao chamar `readMode()`; MSAL retorna o modo.",
            "zh-CN": "调用 `readMode()`、MSAL 返回模式。",
            "de-DE": "Wenn Sie `readMode()` aufrufen, gibt MSAL den Modus zurück.",
            "ja-JP": "`readMode()` を呼び出すと、モードが MSAL から返されます。",
        ])
        #expect(found.isEmpty, "\(found.map(\.message))")
        // A full-width or ideographic comma is written with no space: the name past it is still the next clause's.
        let unspaced = try Self.findings([
            "zh-CN": "调用 `readMode()`，MSAL 返回模式。",
            "zh-TW": "呼叫 `readMode()`，MSAL 會傳回模式。",
            "ja-JP": "`readMode()`、MSAL がモードを返します。",
            "ru-RU": "`readMode()` вызывается, и затем MSAL возвращает режим.",
        ])
        #expect(unspaced.isEmpty, "\(unspaced.map(\.message))")
        // Without the comma the name is the span's neighbour, and a copy that moves it away is reported.
        let bonded = try Self.findings([
            "en-US": "Call the `readMode()` MSAL method to read the mode.",
            "es-ES": "Llame al método `readMode()` MSAL para leer el modo.",
            "de-DE": "Rufen Sie die `readMode()` MSAL-Methode auf.",
            "fr-FR": "Appelez `readMode()` pour lire le mode avec MSAL.",
        ])
        #expect(bonded.map(\.variant) == ["fr-FR"])
    }

    @Test func lowerCaseWordsAreNotNamesEvenWhenSharedByLanguages() throws {
        // `de` is beside the span in Spanish and Dutch, and far from it in Catalan: a function word, not a name.
        let found = try Self.findings([
            "es-ES": "Use la clase de `Reader` para leer el modo.",
            "nl-NL": "Gebruik de `Reader` klasse om de modus te lezen.",
            "ca-ES": "Feu servir `Reader` per llegir el mode de la classe.",
        ])
        #expect(found.isEmpty)
    }

    @Test func aCapitalThatStartsTheSentenceIsNotAName() throws {
        // `Call` is beside the span in three copies, but as their first word: the sentence's capital, not a name.
        let found = try Self.findings([
            "en-US": "Call `readMode` to read the device mode.",
            "en-GB": "Call `readMode` to read the mode of the device.",
            "en-AU": "Call `readMode` and read the device mode.",
            "en-CA": "To read the mode `readMode` is what you use, and then you Call it.",
        ])
        #expect(found.isEmpty)
    }

    @Test func aSpanPushedAgainstAnotherIsLeftToInlineCodeAdjacent() throws {
        var bodies = Self.beside
        bodies["cs-CZ"] = "`readMode` `Device` K přečtení režimu zařízení použijte rozhraní API."
        #expect(try Self.findings(bodies).isEmpty)
    }

    @Test func aSpanBesideAnotherInMidSentenceIsStillJudged() throws {
        // Not at the start of a sentence, so `inline-code-adjacent` does not report the pair: this check must.
        var bodies = Self.beside
        bodies["cs-CZ"] = "Zavolejte `Device` `readMode` pro přečtení režimu zařízení přes API."
        let report = try PageBodies.report(bodies)
        #expect(!report.findings.contains { $0.check == "inline-code-adjacent" })
        let found = report.findings.filter { $0.check == "inline-code-detached" }
        #expect(found.map(\.variant) == ["cs-CZ"])
        #expect(found.first?.message.hasPrefix("`readMode` is 5 words away from `API`") == true)
    }

    @Test func spansAreMatchedByTheirTurnInTheSection() throws {
        // The second `readMode` of the section is the one that moved; the first stays beside `API`.
        var bodies = Self.beside.mapValues { $0 + "\n\n" + $0 }
        bodies["fr-FR"] = "Appelez l'API `readMode` pour lire le mode.\n\nAppelez `readMode` pour lire le mode de l'appareil avec l'API."
        let found = try Self.findings(bodies)
        #expect(found.map(\.line) == [9])
    }

    /// Two spans the other copies keep beside `API`; the Italian copy keeps the first right before `l'API`.
    static let twoSpans = [
        "en-US": "Call the `readMode` API to read the mode.\n\nCall the `writeMode` API to set the mode.",
        "de-DE": "Rufen Sie die API `readMode` auf.\n\nRufen Sie die API `writeMode` auf.",
        "es-ES": "Llame a la API `readMode` para leer el modo.\n\nLlame a la API `writeMode` para fijar el modo.",
    ]

    @Test func oneWordAwayIsAMoveWhenTheCopyKeepsTheNameBesideAnotherSpan() throws {
        var bodies = Self.twoSpans
        bodies["it-IT"] = "Chiamare `readMode` l'API per leggere la modalità.\n\nÈ possibile `writeMode` chiamare l'API per impostare la modalità."
        let found = try Self.findings(bodies)
        #expect(found.map(\.variant) == ["it-IT"])
        #expect(found.map(\.line) == [9])
        #expect(found.first?.message == "`writeMode` is 1 word away from `API` in its sentence (`chiamare` between); de-DE, en-US, es-ES keep it beside `API`, as this variant keeps `readMode` right before `API` on line 7")
    }

    @Test func oneWordAwayWithoutSuchAHabitIsWordOrder() throws {
        // The copy never has the name right beside a span: one word between is how it orders them.
        var bodies = Self.twoSpans
        bodies["cs-CZ"] = "Zavolejte `readMode` rozhraní API.\n\nZavolejte `writeMode` funkci API."
        #expect(try Self.findings(bodies).isEmpty)
    }

    @Test func theHabitCountsOnOneSideOnly() throws {
        // `l'API` is right after `readMode` and one word before `writeMode`: another side, so no habit to break.
        var bodies = Self.twoSpans
        bodies["it-IT"] = "Chiamare `readMode` l'API per leggere la modalità.\n\nÈ possibile usare l'API adesso `writeMode` per impostare la modalità."
        #expect(try Self.findings(bodies).isEmpty)
    }

    @Test func aWordTheCopyPutsBetweenTwiceIsAPhrase() throws {
        // `rozhraní API` after two spans is the copy's phrase, even though it keeps `API` right after a third.
        var bodies = Self.twoSpans.mapValues { $0 + "\n\nCall the `resetMode` API." }
        bodies["cs-CZ"] = "Zavolejte `readMode` API.\n\nZavolejte `writeMode` rozhraní API.\n\nZavolejte `resetMode` rozhraní API."
        #expect(try Self.findings(bodies).isEmpty)
        bodies["cs-CZ"] = "Zavolejte `readMode` API.\n\nZavolejte `writeMode` rozhraní API.\n\nZavolejte `resetMode` funkci API."
        #expect(try Self.findings(bodies).map(\.line) == [9, 11])
    }

    @Test func aCodeSpanTheCopyPutsBetweenTwiceIsAPhrase() throws {
        // The word between may be a code span: `` `Session` API `` twice is the copy's phrase, as `rozhraní API` is.
        var bodies = Self.twoSpans.mapValues { $0 + "\n\nCall the `resetMode` API." }
        bodies["cs-CZ"] = "Zavolejte `readMode` API.\n\nZavolejte `writeMode` `Session` API.\n\nZavolejte `resetMode` `Session` API."
        #expect(try Self.findings(bodies).isEmpty)
        bodies["cs-CZ"] = "Zavolejte `readMode` API.\n\nZavolejte `writeMode` `Session` API.\n\nZavolejte `resetMode` `Token` API."
        #expect(try Self.findings(bodies).map(\.line) == [9, 11])
        // The same literal in prose is another word: it does not make the code span a phrase.
        bodies["cs-CZ"] = "Zavolejte `readMode` API.\n\nZavolejte `writeMode` `Session` API.\n\nZavolejte `resetMode` API, ne Session API."
        #expect(try Self.findings(bodies).map(\.line) == [9])
    }

    @Test func aNameGluedToWordsOfAnUnspacedScriptIsStillTheName() throws {
        // `APIを呼び出します` and `API读取` hold the name `API`: Japanese and Chinese put no space between the words.
        let found = try Self.findings([
            "en-US": "Call the `readMode` API to read the mode.",
            "ja-JP": "モードを読み取るには `readMode` APIを呼び出します。",
            "zh-CN": "调用 `readMode` API读取模式。",
            "fr-FR": "Appelez `readMode` pour lire le mode de l'appareil avec l'API.",
        ])
        #expect(found.map(\.variant) == ["fr-FR"])
        #expect(found.first?.related.map(\.variant) == ["en-US", "ja-JP", "zh-CN"])
    }

    @Test func theReferenceCopySaysWhichNameTheSpanBelongsBeside() throws {
        // Only the reference keeps `readMode` beside `API`: no majority, so nothing without it; with it, both moved.
        let bodies = [
            "en-US": "Call the `readMode` API to read the device mode.",
            "de-DE": "Rufen Sie `readMode` auf, um den Modus über die API zu lesen.",
            "fr-FR": "Appelez `readMode` pour lire le mode de l'appareil avec l'API.",
        ]
        #expect(try Self.findings(bodies).isEmpty)
        let found = try Self.findings(bodies, referenceLocale: "en-US")
        #expect(found.map(\.variant) == ["de-DE", "fr-FR"])
        #expect(found.first?.message == "`readMode` is 6 words away from `API` in its sentence; en-US keeps it beside `API`")
    }

    @Test func aWordTheCopyPutsBesideTheNameElsewhereInItsProseIsAPhrase() throws {
        // `Rozhraní API` also stands in a sentence with no span, and `rozhraní,` is the same word with a comma.
        var bodies = Self.twoSpans
        bodies["cs-CZ"] = "Zavolejte `readMode` API.\n\nZavolejte `writeMode` rozhraní API.\n\nRozhraní API vrací režim."
        #expect(try Self.findings(bodies).isEmpty)
        bodies["cs-CZ"] = "Zavolejte `readMode` API.\n\nZavolejte `writeMode` rozhraní, API.\n\nRozhraní API vrací režim."
        #expect(try Self.findings(bodies).isEmpty)
        bodies["cs-CZ"] = "Zavolejte `readMode` API.\n\nZavolejte `writeMode` rozhraní API.\n\nFunkce API vrací režim."
        #expect(try Self.findings(bodies).map(\.line) == [9])
    }

    /// The phrase count reads words as the walk beside the span does, so the span's own sentence counts once.
    @Test func phrasesAreCountedInTheWordsTheSpanIsMeasuredIn() throws {
        var bodies = Self.twoSpans
        // A dash between is no word: the span's own `rozhraní — API` is the phrase once, `Rozhraní API` twice.
        bodies["cs-CZ"] = "Zavolejte `readMode` API.\n\nZavolejte `writeMode` rozhraní — API.\n\nRozhraní API vrací režim."
        #expect(try Self.findings(bodies).isEmpty)
        bodies["cs-CZ"] = "Zavolejte `readMode` API.\n\nZavolejte `writeMode` rozhraní — API.\n\nFunkce API vrací režim."
        #expect(try Self.findings(bodies).map(\.line) == [9])
        // Across a full stop, or in code, the word is not beside the name.
        bodies["cs-CZ"] = "Zavolejte `readMode` API.\n\nZavolejte `writeMode` rozhraní API.\n\nOtevřete rozhraní. API vrací režim."
        #expect(try Self.findings(bodies).map(\.line) == [9])
        bodies["cs-CZ"] = "Zavolejte `readMode` API.\n\nZavolejte `writeMode` rozhraní API.\n\nHodnota `rozhraní` API vrací režim."
        #expect(try Self.findings(bodies).map(\.line) == [9])
    }
}
