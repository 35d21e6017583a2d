@testable import LocDocChecks
import LocDocModel
import Testing

/// Text between tags in a sample is translated as prose is (`<button>전환</button>`), so samples compare with it masked;
/// code, attributes, interpolations, script and style are kept, and every token keeps its line and column.
@Suite struct MarkupTextTests {
    static func mask(_ code: String, _ language: String) throws -> String {
        let syntax = try #require(CommentSyntax(language: CodeLanguage(written: language).normalized))
        var scalars: [Unicode.Scalar] = []
        scalars.appendScalars(of: code)
        let masked = MarkupText.masked(scalars, syntax: syntax)
        #expect(masked.count == scalars.count)
        #expect(masked.indices.filter { masked[$0] == "\n" } == scalars.indices.filter { scalars[$0] == "\n" })
        return String(String.UnicodeScalarView(masked))
    }

    @Test func textBetweenTagsIsMasked() throws {
        #expect(try Self.mask("<button @click=\"awesome = !awesome\">Toggle</button>", "vue-html")
                == "<button @click=\"awesome = !awesome\">…     </button>")
        #expect(try Self.mask("<button @click=\"awesome = !awesome\">전환</button>", "vue-html")
                == "<button @click=\"awesome = !awesome\">… </button>")
        // Across lines in markup: each line's run, from its first to its last character.
        #expect(try Self.mask("<p>\n  Has published books:\n  <span>{{ answer }}</span>\n</p>", "html")
                == "<p>\n  …                   \n  <span>{{ answer }}</span>\n</p>")
        // Text resumes after an interpolation; a word glued before a tag is text too, still a token of its own.
        #expect(try Self.mask("<span>Message: {{ msg }} now</span>\nNoir<ion-button color=\"dark\">Noir</ion-button>", "html")
                == "<span>…        {{ msg }} …  </span>\n…   <ion-button color=\"dark\">…   </ion-button>")
    }

    @Test func codeIsKept() throws {
        // Script and style are code, in markup and in single-file components.
        let component = "<template>\n  <p>Hello</p>\n</template>\n<script setup>\nconst a = ref(0)\n</script>\n<style>\np { color: red }\n</style>"
        #expect(try Self.mask(component, "vue") == "<template>\n  <p>…    </p>\n</template>\n<script setup>\nconst a = ref(0)\n</script>\n<style>\np { color: red }\n</style>")
        // Blank text and text without a letter stay as written.
        #expect(try Self.mask("<td>42</td>\n<td> </td>", "html") == "<td>42</td>\n<td> </td>")
    }

    /// In a language that writes tags inside code (JSX), `<` and `>` are also operators and generics.
    @Test func tagsInsideCode() throws {
        #expect(try Self.mask("return <tr><th>Name</th><th>Price</th></tr>;", "jsx") == "return <tr><th>…   </th><th>…    </th></tr>;")
        for code in ["List<String> names = load();", "if (a > b && c < d) { run() }", "for (i=0;i<n;i++) {}",
                     "Map<String, List<Integer>> m = new HashMap<>();", "const x = <T>(y: T) => y;"] {
            #expect(try Self.mask(code, "java") == code)
            #expect(try Self.mask(code, "tsx") == code)
        }
    }

    /// End to end: translated button labels are no difference; a word glued before a tag is, shown as written, the
    /// expected token as compared.
    @Test func samplesCompareWithTheirTextMasked() throws {
        let sample = { (labels: [String]) in "```html\n" + labels.map { "<ion-button color=\"primary\">\($0)</ion-button>" }.joined(separator: "\n") + "\n```" }
        let findings = try PageBodies.findings(of: "code-sample", [
            "fr-FR": sample(["Primaire", "Noir<ion-button>Noir"]),
            "pt-BR": sample(["Primário", "<ion-button>Preto"]),
            "zh-CN": sample(["主要", "<ion-button>黑色"]),
        ])
        #expect(findings.map { "\($0.variant):\($0.line):\($0.column) \($0.evidence) \($0.expected ?? "-")" } == ["fr-FR:9:13 color=\"primary\">Noir color=\"primary\"><ion-button>…"])
    }
}
