import LocDocIngest
import LocDocModel
import Testing

/// A list item whose text before the colon holds a sentence's end (`Azure AD B2C-szolgáltató. Lásd: [link]`, "…
/// authority. See: …" in a real Hungarian copy) is prose, not a `label: value` setting: read as settings, its links
/// were left to the configuration checks and reported missing from the page.
@Suite struct SentenceBeforeColonTests {
    static func page(_ first: String, _ second: String) -> String {
        TestPage.frontMatter + """
            # Title

            - \(first) [B2C](https://example.com/b2c).
            - \(second) [AD FS](https://example.com/adfs).
            """
    }

    @Test(arguments: [("Azure AD B2C authority. See:", "AD FS authority. See:"),
                      ("Azure AD B2C 颁发机构。请参阅：", "AD FS 颁发机构。请参阅："),
                      ("Is it B2C? See:", "Is it AD FS? See:")])
    func aSentenceThenAColonIsProse(first: String, second: String) throws {
        let document = try TestPage.parse(Self.page(first, second))
        #expect(document.configuration.isEmpty)
        #expect(document.links.map(\.destination) == ["https://example.com/b2c", "https://example.com/adfs"])
    }

    @Test func aShortLabelIsStillASetting() throws {
        // The control: labels without a sentence's end make a settings list (`v1.0` has no space after its dot).
        let document = try TestPage.parse(Self.page("B2C authority v1.0:", "AD FS authority:"))
        #expect(document.configuration.first?.entries.map(\.label) == ["B2C authority v1.0", "AD FS authority"])
    }
}
