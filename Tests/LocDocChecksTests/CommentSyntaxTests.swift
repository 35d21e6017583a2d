@testable import LocDocChecks
import LocDocModel
import Testing

/// Languages without a lexer compare by words with their comments apart: a translated comment is a `code-comments`
/// note, not a `code-sample` error, and comment markers inside strings are code.
@Suite struct CommentSyntaxTests {
    static func separate(_ code: String, _ language: String) throws -> (code: String, comments: [String]) {
        let syntax = try #require(CommentSyntax(language: CodeLanguage(written: language).normalized))
        var scalars: [Unicode.Scalar] = []
        scalars.appendScalars(of: code)
        let separated = syntax.separate(scalars)
        return (String(String.UnicodeScalarView(separated.code)), separated.comments)
    }

    @Test func slashesOutsideStrings() throws {
        let result = try Self.separate("browserWindow.loadURL('http://example.com') // Bad\nrun(\"a//b\") /* x\ny */ go()", "js")
        #expect(result.comments == ["// Bad", "/* x\ny */"])
        // Blanked, not removed: lines and columns stay where they were.
        #expect(result.code == "browserWindow.loadURL('http://example.com')       \nrun(\"a//b\")     \n     go()")
    }

    /// A backtick string spans lines; other strings end at the end of their line, so an apostrophe left open
    /// does not swallow the page.
    @Test func stringsAndLines() throws {
        #expect(try Self.separate("const a = `x\n// not\n`; // yes", "javascript").comments == ["// yes"])
        #expect(try Self.separate("a = 'open\n// yes", "ts").comments == ["// yes"])
    }

    /// `#` opens a comment at the start of a word only: `$#`, `a#b` and a URL's fragment are code.
    @Test func hashAtWordStart() throws {
        #expect(try Self.separate("echo $# a#b https://x/#top # note\n#!/bin/sh", "bash").comments == ["# note", "#!/bin/sh"])
        #expect(try Self.separate("x = \"a # b\"  # c", "python").comments == ["# c"])
        // An apostrophe after a letter opens no string.
        #expect(try Self.separate("description: Don't stop # c", "yaml").comments == ["# c"])
    }

    @Test func markupAndDashes() throws {
        let html = try Self.separate("<!-- Bad -->\n<webview src=\"page.html\"></webview> <p>it's</p><!-- Good -->", "html")
        #expect(html.comments == ["<!-- Bad -->", "<!-- Good -->"])
        #expect(try Self.separate("SELECT '--x' -- note", "sql").comments == ["-- note"])
        #expect(try Self.separate("<template><!-- t --></template>\n<script>\n// s\n</script>", "vue").comments == ["<!-- t -->", "// s"])
    }

    /// Spellings of a family's languages: Node's pages fence Dockerfiles as `docker` and HTML as Prism's `markup`.
    @Test func languageSpellings() throws {
        #expect(try Self.separate("# Créer le dossier\nWORKDIR /usr/src/app", "docker").comments == ["# Créer le dossier"])
        #expect(try Self.separate("<!-- x -->\n<p>a</p>", "markup").comments == ["<!-- x -->"])
        #expect(CodeLanguage(written: "Dockerfile").normalized == CodeLanguage(written: "docker").normalized)
    }

    @Test func languagesWithoutASyntax() {
        #expect(CommentSyntax(language: "console") == nil)
        #expect(CommentSyntax(language: "json") == nil)
        #expect(CommentSyntax(language: "text") == nil)
    }

    /// Across copies: the translated comment is a note, a changed call is still an error.
    @Test func translatedCommentIsNotCode() throws {
        let sample = { (comment: String, call: String) in "```js\n// \(comment)\nbrowserWindow.\(call)('https://example.com')\n```" }
        let report = try PageBodies.report([
            "de-DE": sample("Schlecht", "loadURL"), "fr-FR": sample("Bad", "loadURL"), "it-IT": sample("Bad", "loadURL"),
        ])
        #expect(report.findings.filter { $0.check == "code-sample" }.isEmpty)
        #expect(report.findings.filter { $0.check == "code-comments" }.map(\.variant) == ["de-DE"])
        let changed = try PageBodies.findings(of: "code-sample", [
            "de-DE": sample("Schlecht", "loadUrl"), "fr-FR": sample("Bad", "loadURL"), "it-IT": sample("Bad", "loadURL"),
        ])
        #expect(changed.map(\.variant) == ["de-DE"])
        #expect(changed.first?.evidence == "browserWindow.loadUrl('https://example.com')")
        #expect(changed.first?.line == 9)
    }

    /// Where each translation translates a comment into its own language, the two copies that kept the source's
    /// comment are only a plurality: no copy is singled out.
    @Test func humanTranslationsAreNotSingledOut() throws {
        let sample = { (comment: String) in "```js\n// \(comment)\nrun()\n```" }
        let findings = try PageBodies.findings(of: "code-comments", [
            "en": sample("Bad"), "bn": sample("Bad"), "fr": sample("Mauvais"), "de": sample("Schlecht"), "ja": sample("悪い"),
        ])
        #expect(findings.isEmpty)
    }

    /// A comment a newer source revision changed is still noted in the older copies, however few hold the new one.
    @Test func staleCommentsStillNoted() throws {
        let page = { (locale: String, revision: String, handoff: String, comment: String) in
            CheckExample.page(locale: locale, revision: revision, handoff: handoff, body: "```js\n// \(comment)\nrun()\n```")
        }
        let findings = try FixtureCorpusTests.check([
            "de-DE": page("de-DE", "bbbb", "01/02/2022", "begin"), "es-ES": page("es-ES", "aaaa", "01/02/2021", "start"),
            "fr-FR": page("fr-FR", "aaaa", "01/03/2021", "start"),
        ]).findings.filter { $0.check == "code-comments" }
        #expect(findings.map(\.variant) == ["es-ES", "fr-FR"])
        #expect(findings.allSatisfy { $0.findingClass == .stale && $0.expected == "// begin" })
    }
}
