import LocDocChecks
import LocDocModel
import Testing

@Suite struct CodeLexerTests {
    static func kinds(_ code: String, _ dialect: CodeDialect) -> [String] {
        CodeLexer.lex(code, dialect: dialect).significantTokens.map { "\($0.kind.rawValue) \($0.text)" }
    }

    /// All 35 fences of the seed pages (7 per locale, byte-identical across locales) lex, and the tokens give the
    /// code back exactly.
    @Test func seedFencesLex() throws {
        let samples = SeedCorpus.documents.flatMap(\.codeSamples)
        #expect(samples.count == 35)
        for sample in samples {
            let dialect = try #require(CodeLexer.dialect(forLanguage: sample.language.normalized))
            let result = CodeLexer.lex(sample.code, dialect: dialect)
            #expect(result.issues.isEmpty, "\(sample.range.line): \(result.issues.map(\.message))")
            #expect(result.tokens.map(\.text).joined() == sample.code)
        }
    }

    @Test func swiftTokens() {
        #expect(Self.kinds("let isShared = deviceInfo.deviceMode == .shared // note", .swift) == [
            "identifier let", "identifier isShared", "operator =", "identifier deviceInfo", "punctuation .",
            "identifier deviceMode", "operator ==", "punctuation .", "identifier shared",
        ])
        #expect(Self.kinds("for i in 0..<5 { x += 1.5e-3 }", .swift) == [
            "identifier for", "identifier i", "identifier in", "number 0", "operator ..<", "number 5", "punctuation {",
            "identifier x", "operator +=", "number 1.5e-3", "punctuation }",
        ])
        #expect(Self.kinds("let account = .... /* elided */", .swift) == [
            "identifier let", "identifier account", "operator =", "operator ....",
        ])
        #expect(Self.kinds("#selector(foo) @escaping $0 `class`", .swift) == [
            "identifier #selector", "punctuation (", "identifier foo", "punctuation )", "identifier @escaping",
            "identifier $0", "identifier `class`",
        ])
    }

    @Test func swiftStrings() {
        #expect(Self.kinds(#"let s = "a \(f("x)")) b""#, .swift) == [
            "identifier let", "identifier s", "operator =", #"string "a \(f("x)")) b""#,
        ])
        #expect(CodeLexer.lex(##"let r = #"say "hi" \#(f("x"))"#"##, dialect: .swift).lexes)
        #expect(CodeLexer.lex("let m = \"\"\"\n  line \"one\"\n  \"\"\"\nlet y = 1", dialect: .swift).lexes)
        #expect(CodeLexer.lex("/* outer /* inner */ still comment */ let x = 1", dialect: .swift).lexes)
    }

    @Test func objectiveCTokens() {
        #expect(Self.kinds(#"NSString *s = @"x"; char c = '\''; [a b:^(BOOL ok){}];"#, .objectiveC) == [
            "identifier NSString", "operator *", "identifier s", "operator =", #"string @"x""#, "punctuation ;",
            "identifier char", "identifier c", "operator =", #"character '\''"#, "punctuation ;", "punctuation [",
            "identifier a", "identifier b", "punctuation :", "operator ^", "punctuation (", "identifier BOOL",
            "identifier ok", "punctuation )", "punctuation {", "punctuation }", "punctuation ]", "punctuation ;",
        ])
        #expect(Self.kinds("#import <MSAL/MSAL.h>", .objectiveC).first == "identifier #import")
        #expect(CodeLexer.lex("float f = .5f;", dialect: .objectiveC).significantTokens.map(\.text) == ["float", "f", "=", ".5f", ";"])
    }

    @Test func commentsAreSeparateFromCode() {
        let english = CodeLexer.lex("x = 1 // Change your app UX if needed\n", dialect: .swift)
        let translated = CodeLexer.lex("x  =  1 // Změňte uživatelské prostředí\n", dialect: .swift)
        #expect(english.significantTokens.map(\.text) == translated.significantTokens.map(\.text))
        #expect(english.comments.map(\.text) != translated.comments.map(\.text))
        #expect(translated.comments.first?.line == 1)
        #expect(translated.comments.first?.column == 9)
    }

    @Test func unterminatedLiterals() throws {
        let string = try #require(CodeLexer.lex("let a = 1\nlet s = \"open\nlet b = 2", dialect: .swift).issues.first)
        #expect(string.kind == .unterminated)
        #expect(string.position == SourcePosition(line: 2, column: 9))
        #expect(string.offset == 18)
        let comment = try #require(CodeLexer.lex("x = 1 /* never closed\n y", dialect: .objectiveC).issues.first)
        #expect(comment.kind == .unterminated)
        #expect(comment.position == SourcePosition(line: 1, column: 7))
        // Objective-C comments do not nest: the first `*/` ends it.
        #expect(CodeLexer.lex("/* a /* b */ x;", dialect: .objectiveC).lexes)
        #expect(!CodeLexer.lex("/* a /* b */ x;", dialect: .swift).lexes)
        #expect(CodeLexer.lex("char c = 'a;", dialect: .objectiveC).issues.first?.kind == .unterminated)
        #expect(CodeLexer.lex("let c = 'a'", dialect: .swift).issues.first?.kind == .unexpectedCharacter)
    }

    @Test func brackets() throws {
        let extra = try #require(CodeLexer.lex("foo(a))", dialect: .swift).issues.first)
        #expect(extra.kind == .unbalanced)
        #expect(extra.offset == 6)
        let crossed = try #require(CodeLexer.lex("[application foo:^{ ]}", dialect: .objectiveC).issues.first)
        #expect(crossed.kind == .mismatched)
        #expect(crossed.offset == 20)
        let unclosed = CodeLexer.lex("if x {\n  foo(\n}", dialect: .swift).issues
        #expect(unclosed.map(\.kind) == [.mismatched])
        #expect(CodeLexer.lex("foo(\n", dialect: .swift).issues.map(\.kind) == [.unclosed])
        #expect(CodeLexer.lex("f(\"(\") // )", dialect: .swift).lexes)
    }

    @Test func translatedPunctuationInCode() throws {
        // Curly quotes, full-width parentheses and a no-break space outside strings and comments.
        let quote = try #require(CodeLexer.lex("let s = “x”", dialect: .swift).issues.first)
        #expect(quote.kind == .unexpectedCharacter)
        #expect(quote.evidence == "“")
        #expect(CodeLexer.lex("foo（）", dialect: .swift).issues.map(\.kind) == [.unexpectedCharacter, .unexpectedCharacter])
        #expect(CodeLexer.lex("let\u{00A0}x = 1", dialect: .swift).issues.first?.kind == .unexpectedCharacter)
        // Inside strings and comments anything goes, in any script.
        #expect(CodeLexer.lex("let s = \"„ქართული“ ไทย\" // （注释）", dialect: .swift).lexes)
        // Identifiers in any script are Swift.
        #expect(CodeLexer.lex("let მნიშვნელობა = 1", dialect: .swift).lexes)
    }

    @Test func dialects() {
        #expect(CodeLexer.dialect(forLanguage: CodeLanguage(written: "objc").normalized) == .objectiveC)
        #expect(CodeLexer.dialect(forLanguage: CodeLanguage(written: "Swift").normalized) == .swift)
        #expect(CodeLexer.dialect(forLanguage: CodeLanguage(written: "yaml").normalized) == nil)
    }
}
