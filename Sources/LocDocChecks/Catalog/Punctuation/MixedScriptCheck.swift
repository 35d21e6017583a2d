import LocDocModel

/// A word keeps to one script: no Latin `C` among Cyrillic letters, no Cyrillic `о` in a Latin name.
struct MixedScriptCheck: Check {
    static let description = CheckDescription(
        id: "punctuation-mixed-script", category: .punctuation, defaultSeverity: .warning,
        summary: "A word mixes look-alike letters of another script into its own",
        rationale: "A Latin `C` typed into a Russian word (`Cовместимость`), or a Cyrillic `о` into an English name, looks identical on screen, but search, spell-checking, links to headings and text copied into code all see another word. Only letters drawn alike across Latin, Cyrillic and Greek count, so a Latin name with a Cyrillic case ending is not flagged; no other locale is needed.",
        passing: [CheckExample(pages: ["ru-RU": CheckExample.page(locale: "ru-RU", revision: "aaaa", handoff: "01/02/2021", body: "## Совместимость\n\nПриложение Microsoft Authenticator работает в Windowsом и iOS.")])],
        failing: [CheckExample(pages: ["ru-RU": CheckExample.page(locale: "ru-RU", revision: "aaaa", handoff: "01/02/2021", body: "Приложение\n\n## Cовместимость с Windows")],
                               expectedVariant: "ru-RU", expectedLine: 9)]
    )

    func findings(in page: PageSet) -> [Finding] {
        ProseFindings.findings(self, in: page) { MixedScriptValidator.validate($0) }
    }
}
