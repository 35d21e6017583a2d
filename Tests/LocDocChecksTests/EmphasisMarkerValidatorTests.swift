import LocDocChecks
import LocDocModel
import Testing

@Suite struct EmphasisMarkerValidatorTests {
    @Test func boldGluedIntoWords() throws {
        // it-IT line 48: `…dispositivi cloud**di amministratoriTo** > configure … Roles and Administrators**Cloud Device Administrator**`
        let issues = EmphasisMarkerValidator.validate(try SeedCorpus.block("it-IT", 48).inlines)
        #expect(issues.map(\.kind) == [.gluedEmphasis, .gluedEmphasis])
        #expect(issues.map(\.evidence) == ["cloud**di amministratoriTo**", "Administrators**Cloud Device Administrator**"])
        #expect(issues.map(\.message) == Array(repeating: "bold is glued to the word before it: no space around the marker", count: 2))
        #expect(issues.map(\.position) == [
            SourcePosition(line: 48, column: try Fixture.seedColumn("it-IT", 48, of: "**di ")),
            SourcePosition(line: 48, column: try Fixture.seedColumn("it-IT", 48, of: "**Cloud")),
        ])
    }

    @Test func boldGluedToTheWordAfter() throws {
        // nl-NL line 48: `**rollen en Administrators**van de` (not in seed-findings.md, but a reader sees "Administratorsvan")
        let issues = EmphasisMarkerValidator.validate(try SeedCorpus.block("nl-NL", 48).inlines)
        #expect(issues.map(\.evidence) == ["**rollen en Administrators**van"])
        #expect(issues.first?.message == "bold is glued to the word after it: no space around the marker")
        #expect(issues.first?.position == SourcePosition(line: 48, column: try Fixture.seedColumn("nl-NL", 48, of: "**van")))
    }

    /// The same sentence elsewhere, and bold next to brackets and CJK text.
    @Test(arguments: [("es-ES", 48), ("cs-CZ", 46), ("zh-CN", 46), ("es-ES", 46), ("it-IT", 42), ("cs-CZ", 40)])
    func counterpartsPass(variant: String, line: Int) throws {
        #expect(EmphasisMarkerValidator.validate(try SeedCorpus.block(variant, line).inlines).isEmpty)
    }

    @Test func seedCorpus() {
        #expect(SeedCorpus.hits(EmphasisMarkerValidator.validate) == ["it-IT:48", "it-IT:48", "nl-NL:48"])
    }

    @Test func bothMarkersOfOneFailedBoldAreOneIssue() throws {
        // A real pt-BR page: no space after the closing `**`, which follows a colon, so cmark cannot close the bold.
        let issues = EmphasisMarkerValidator.validate(try Fixture.inlines("**URLs:**https://login.example.com"))
        #expect(issues.map(\.evidence) == ["**URLs:**https://login.example.com"])
        #expect(issues.first?.position == SourcePosition(line: Fixture.bodyLine, column: 1))
    }

    @Test func gluedInOtherScripts() throws {
        let georgian = EmphasisMarkerValidator.validate(try Fixture.inlines("ტექსტი**სქელი** ტექსტი"))
        #expect(georgian.map(\.evidence) == ["ტექსტი**სქელი**"])
        #expect(georgian.first?.position == SourcePosition(line: Fixture.bodyLine, column: 7))
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("ტექსტი **სქელი**ტექსტი")).map(\.evidence) == ["**სქელი**ტექსტი"])
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("पाठ**मोटा** पाठ")).count == 1)
        let italic = EmphasisMarkerValidator.validate(try Fixture.inlines("ტექსტი*დახრილი* ტექსტი"))
        #expect(italic.first?.message == "italic is glued to the word before it: no space around the marker")
    }

    @Test func scriptsWithoutSpacesAndSuffixesPass() throws {
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("ข้อความ**ตัวหนา**ข้อความ")).isEmpty)
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("使用**共享设备模式**的应用")).isEmpty)
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("Several **API**s and **URL**s")).isEmpty)
        // A Korean particle after the marker, a Hebrew prefix before it; a longer word glued is still reported.
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("계정 메뉴에서 **로그아웃**을 선택합니다.")).isEmpty)
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("בחרו ב**התנתקות** בתפריט.")).isEmpty)
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("메뉴에서 **로그아웃**마이크로소프트 계정")).count == 1)
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("(**სქელი**) და **სქელი**.")).isEmpty)
    }

    @Test func literalMarkers() throws {
        let bold = EmphasisMarkerValidator.validate(try Fixture.inlines("** ტექსტი** ბოლო"))
        #expect(bold.map(\.kind) == [.literalMarker])
        #expect(bold.first?.message == "`**` shows as literal text: the bold did not render")
        #expect(bold.map(\.position) == [SourcePosition(line: Fixture.bodyLine, column: 10)])
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("**ტექსტი ** ბოლო")).map(\.offset) == [0])
        // Deliberate: escaped, an exponent, a glob in quotes or brackets.
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("\\*\\*ტექსტი and 2**20, '**' or (**) or ** alone")).isEmpty)
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("__ ტექსტი__ ბოლო")).map(\.kind) == [.literalMarker])
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("*ტექსტი * და")).map(\.kind) == [.literalMarker])
        #expect(EmphasisMarkerValidator.validate(try Fixture.inlines("5 * 3 * 2 და snake__case")).isEmpty)
    }
}
