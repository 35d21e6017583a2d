@testable import LocDocChecks
import LocDocModel
import Testing

/// A look-alike letter of another script inside a word is reported with the word as it should read; names with
/// native endings, modifier letters and abbreviations are not look-alikes.
@Suite struct MixedScriptValidatorTests {
    @Test("Look-alikes are reported, with the word in one script", arguments: [
        ("Раздел Cовместимость.", "Cовместимость", "Совместимость"),
        ("Класс Сonsole печатает.", "Сonsole", "Console"),
        ("Команда иcполняемая здесь.", "иcполняемая", "исполняемая"),
        ("Методиa класу.", "Методиa", "Методиа"),
        ("Η πόλη Αthens.", "Αthens", "Athens"),
    ])
    func reported(text: String, evidence: String, suggestion: String) {
        let issues = MixedScriptValidator.validate(ProseText(text))
        #expect(issues.map(\.evidence) == [evidence])
        #expect(issues.first?.suggestion == suggestion)
        #expect(issues.first?.kind == .invalidCharacter)
    }

    @Test("Not look-alikes: native endings, modifier letters, abbreviations, short words, one script", arguments: [
        "Работает в Windowsом.",
        "Версия Windowsы.",
        "Створіть Podʼа і Podʼу.",
        "Модуль jsное.",
        "Версия iOS и macOS.",
        "Plain English text with Microsoft.",
        "Тут лише кирилиця.",
    ])
    func notReported(text: String) {
        #expect(MixedScriptValidator.validate(ProseText(text)).isEmpty)
    }

    /// Code spans are code, not prose: a look-alike there is the code samples' business.
    @Test func codeSpansAreNotProse() {
        let inlines = [Inline(kind: .text, literal: "Вызовите ", range: nil),
                       Inline(kind: .code, literal: "Cовместимость", range: nil)]
        #expect(MixedScriptValidator.validate(ProseText(inlines)).isEmpty)
    }
}
