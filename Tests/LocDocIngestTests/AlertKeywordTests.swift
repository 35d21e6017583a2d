import LocDocIngest
import LocDocModel
import Testing

/// An alert is a block quote opening with `[!WORD]`, in letters of any script: a translated keyword
/// (`[!MEGJEGYZÉS]`) is still an alert, so the copies' alert kinds can be compared line for line.
@Suite struct AlertKeywordTests {
    @Test("Keywords in letters of any script", arguments: [("NOTE", "NOTE"), ("MEGJEGYZÉS", "MEGJEGYZÉS"), ("Hinweis", "HINWEIS"), ("ΣΗΜΕΙΩΣΗ", "ΣΗΜΕΙΩΣΗ")])
    func keyword(written: String, kind: String) throws {
        let document = try TestPage.parse(TestPage.frontMatter + "\n> [!\(written)]\n> Texte.\n")
        #expect(document.alerts.map(\.kind) == [kind])
        #expect(document.alerts.first?.range.start.line == 6)
        #expect(document.alerts.first?.text == "Texte.")
    }

    @Test("Not a keyword: a DocFX div, digits, an empty word", arguments: ["[!div class=\"nextstepaction\"]", "[!NOTE1]", "[!]"])
    func notAnAlert(opening: String) throws {
        #expect(try TestPage.parse(TestPage.frontMatter + "\n> \(opening)\n> Texte.\n").alerts.isEmpty)
    }
}
