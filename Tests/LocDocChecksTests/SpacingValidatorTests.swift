import LocDocChecks
import LocDocModel
import Testing

@Suite struct SpacingValidatorTests {
    /// cs-CZ line 138 `` `getCurrentAccountWithParameters:completionBlock:`Rozhraní ``, line 190 `` `signoutFromBrowser`K ``
    /// (seed-findings.md says 114 and 138; the file has them on 138 and 190).
    @Test(arguments: [
        ("cs-CZ", 138, "`getCurrentAccountWithParameters:completionBlock:`Rozhraní", "Rozhraní", "no space after the code span"),
        ("cs-CZ", 190, "`signoutFromBrowser`K", "K vymazání", "no space after the code span"),
        // nl-NL line 79 `[intune-configuratie documentatie](…)voor meer`; line 57 has the same damage.
        ("nl-NL", 79, "[intune-configuratie documentatie](…)voor", "voor meer", "no space after the link"),
        ("nl-NL", 57, "[Apple-video](…)voor", "voor meer", "no space after the link"),
        // it-IT line 64 `- **URL**:https://login.microsoftonline.com`
        ("it-IT", 64, "URL:https://login.microsoftonline.com", ":https", "no space after the colon before the link"),
    ])
    func seedDamage(variant: String, line: Int, evidence: String, at needle: String, message: String) throws {
        let issues = SpacingValidator.validate(try SeedCorpus.block(variant, line).inlines)
        #expect(issues.map(\.evidence) == [evidence])
        #expect(issues.first?.kind == .missingSpace)
        #expect(issues.first?.message == message)
        #expect(issues.first?.position == SourcePosition(line: line, column: try Fixture.seedColumn(variant, line, of: needle)))
    }

    @Test func seedCorpus() {
        #expect(SeedCorpus.hits(SpacingValidator.validate) == ["cs-CZ:138", "cs-CZ:190", "it-IT:64", "nl-NL:57", "nl-NL:79"])
        #expect(SeedCorpus.hits(SpacingValidator.adjacentCodeSpans) == ["cs-CZ:100"])
    }

    /// Chinese prose glues code spans and links to Han freely (`[…插件](apple-sso-plugin.md)只会`).
    @Test func chineseProsePasses() throws {
        let document = try #require(SeedCorpus.documents.first { $0.variant == "zh-CN" })
        #expect(document.textBlocks.flatMap { SpacingValidator.validate($0.inlines) }.isEmpty)
        #expect(SpacingValidator.validate(try Fixture.inlines("使用`Intune`配置设备，然后调用`MSAL`API。")).isEmpty)
    }

    @Test func otherScripts() throws {
        let georgian = SpacingValidator.validate(try Fixture.inlines("გამოიყენეთ `foo`ფუნქცია"))
        #expect(georgian.map(\.evidence) == ["`foo`ფუნქცია"])
        #expect(georgian.first?.position == SourcePosition(line: Fixture.bodyLine, column: 17))
        #expect(SpacingValidator.validate(try Fixture.inlines("`foo`का उपयोग करें")).count == 1)
        #expect(SpacingValidator.validate(try Fixture.inlines("ใช้ `foo`เพื่อเริ่ม")).isEmpty)
        #expect(SpacingValidator.validate(try Fixture.inlines("`foo`を使用します")).isEmpty)
        let before = SpacingValidator.validate(try Fixture.inlines("იხილეთ[ბმული](https://example.com) აქ"))
        #expect(before.map(\.message) == ["no space before the link"])
        #expect(before.first?.position == SourcePosition(line: Fixture.bodyLine, column: 7))
        #expect(SpacingValidator.validate(try Fixture.inlines("გასაღები:`sharedDeviceMode`")).map(\.message)
                == ["no space after the colon before the code span"])
    }

    /// A real table cell lists values as `<ul><li>…</li><li>…</li></ul>`: a reader sees the items on their own lines.
    /// Inline elements (`<span>`) and anchors do not break the text, so a code span glued to a word through one is
    /// still glued.
    @Test func blockHTMLTagsSeparateTheTextAroundThem() throws {
        for text in ["Bundle IDs: <ul><li>For iOS: `com.apple.SafariViewService`</li><li>For macOS: `com.apple.Safari`</li></ul>",
                     "`com.apple.Safari`<br/>Voor macOS", "`com.apple.Safari`</LI><LI class=\"x\">Pour macOS"] {
            #expect(SpacingValidator.validate(try Fixture.inlines(text)).isEmpty, "\(text)")
        }
        for text in ["`com.apple.Safari`<span>Pour</span> macOS", "`com.apple.Safari`<a name=\"x\"></a>Pour macOS",
                     "`com.apple.Safari`<!-- note -->Pour macOS", "`com.apple.Safari`<lix>Pour macOS"] {
            #expect(SpacingValidator.validate(try Fixture.inlines(text)).map(\.message) == ["no space after the code span"], "\(text)")
        }
    }

    /// Real tr-TR pages: a space before the apostrophe of a suffix after a name, an acronym or a code span.
    @Test func aSuffixDetachedFromItsWord() throws {
        let cases = [("Bu, `acquireToken` API 'yi çağırır.", "API 'yi", "API'yi"),
                     ("Kodu GitHub 'da bulabilirsiniz.", "GitHub 'da", "GitHub'da"),
                     ("Bunu `MSAL` 'nin yapılandırması belirler.", "`MSAL` 'nin", "`MSAL`'nin"),
                     ("Apple ’ın SSO uzantısı", "Apple ’ın", "Apple’ın"),
                     // Glued to a code span before it as well (reported on its own): the word is the text after the span.
                     ("`getCurrentAccount`API 'yi çağırın.", "API 'yi", "API'yi")]
        for (text, evidence, suggestion) in cases {
            let issues = SpacingValidator.validate(try Fixture.inlines(text))
            #expect(issues.filter { $0.message.contains("apostrophe") }.map(\.evidence) == [evidence], "\(text)")
            #expect(issues.last?.suggestion == suggestion)
            #expect(issues.last?.message == "a space before the apostrophe detaches the suffix from its word")
        }
        #expect(SpacingValidator.validate(try Fixture.inlines("Bu, `acquireToken` API 'yi çağırır.")).first?.position
                == SourcePosition(line: Fixture.bodyLine, column: 23))
        // Quotations, one-letter words (Afrikaans `'n`, Dutch `'t`), a lower-case word before, elision without a space.
        for text in ["Choose 'yes or no' here.", "Kies 'yes' hier.", "Skep 'n rekening.", "Op 't eind van de dag.",
                     "rock 'n roll", "open the 'file menu", "Open l'application.", "the users' data is 'safe'", "Hello 'World"] {
            #expect(SpacingValidator.validate(try Fixture.inlines(text)).isEmpty, "\(text)")
        }
    }

    @Test func spacedPunctuationAndSuffixesPass() throws {
        for text in ["Use `Foo`s and `Bar`es here", "გასაღები: `sharedDeviceMode`", "(`foo`) და `bar`.",
                     "იხილეთ [ბმული](https://example.com).", "l'`API` e dell'[app](x.md)", "`a`-`b` კავშირი",
                     "Fix npm[#2465](https://example.com/2465) and PKCS[#1](https://example.com/1)",
                     "bitwise `OR`ing and `break`ing", "[_Op_`Assign`](https://example.com)"] {
            #expect(SpacingValidator.validate(try Fixture.inlines(text)).isEmpty, "\(text)")
        }
    }

    /// Korean particles and endings attach to the word before them, code spans and links included; a longer Hangul
    /// word glued to a span is still a lost space.
    @Test func koreanParticlesAttach() throws {
        for text in ["토큰을 가져오려면 `acquireToken(with:completionBlock:)`을 호출합니다.",
                     "자세한 내용은 [앱 등록](../register.md)을 참조하세요.", "`MyApp`에서 `true`이라는 값을 설정합니다."] {
            #expect(SpacingValidator.validate(try Fixture.inlines(text)).isEmpty, "\(text)")
        }
        #expect(SpacingValidator.validate(try Fixture.inlines("`acquireToken`마이크로소프트 계정")).map(\.evidence)
                == ["`acquireToken`마이크로소프트"])
    }

    /// Hebrew and Arabic prefixes (up to three letters) are written against the word after them, a link or code span
    /// included; a whole word glued to one is still a lost space.
    @Test func hebrewAndArabicPrefixesAttach() throws {
        for text in ["למידע נוסף, ראו את [ההגדרות](#settings) ו[קבלת האסימון](#acquire).", "הגדירו את `clientId` וה`redirectUri` בקובץ.",
                     "راجع [الإعدادات](#settings) و[الحصول على الرمز](#acquire)."] {
            #expect(SpacingValidator.validate(try Fixture.inlines(text)).isEmpty, "\(text)")
        }
        #expect(SpacingValidator.validate(try Fixture.inlines("ראו את ההגדרות[המלאות](#settings) בהמשך.")).map(\.evidence)
                == ["ההגדרות[המלאות](…)"])
    }

    /// A DocFX code reference holds its link right after its keyword: `[!code-swift[Main](…)]`.
    @Test func docFXTokensHoldTheirLink() throws {
        #expect(SpacingValidator.validate(try Fixture.inlines("[!code-swift[Main](~/samples/Auth.swift?range=1-10)]")).isEmpty)
        #expect(SpacingValidator.validate(try Fixture.inlines("[!INCLUDE[Preview](../includes/preview.md)]")).isEmpty)
        #expect(SpacingValidator.validate(try Fixture.inlines("Siehe den code-swift[Beispielcode](sample.md).")).count == 1)
    }

    @Test func adjacentCodeSpansAtSentenceStart() throws {
        // cs-CZ line 100: `` `getDeviceInformationWithParameters:completionBlock:` `MSALPublicClientApplication` K určení… ``
        let issues = SpacingValidator.adjacentCodeSpans(in: try SeedCorpus.block("cs-CZ", 100).inlines)
        #expect(issues.map(\.evidence) == ["`getDeviceInformationWithParameters:completionBlock:` `MSALPublicClientApplication`"])
        #expect(issues.first?.position == SourcePosition(line: 100, column: 1))
        #expect(issues.first?.kind == .adjacentCodeSpans)
        for (variant, line) in [("it-IT", 93), ("es-ES", 102), ("nl-NL", 102), ("zh-CN", 102)] {
            #expect(SpacingValidator.adjacentCodeSpans(in: try SeedCorpus.block(variant, line).inlines).isEmpty)
        }
        #expect(SpacingValidator.adjacentCodeSpans(in: try Fixture.inlines("`a` `b` ტექსტი.")).count == 1)
        #expect(SpacingValidator.adjacentCodeSpans(in: try Fixture.inlines("პირველი. `a` `b` ტექსტი.")).count == 1)
        #expect(SpacingValidator.adjacentCodeSpans(in: try Fixture.inlines("ტექსტი `a` `b` ტექსტი.")).isEmpty)
        #expect(SpacingValidator.adjacentCodeSpans(in: try Fixture.inlines("`a`, `b` ტექსტი.")).isEmpty)
        #expect(SpacingValidator.adjacentCodeSpans(in: try Fixture.inlines("`a` `b`")).isEmpty)
    }
}
