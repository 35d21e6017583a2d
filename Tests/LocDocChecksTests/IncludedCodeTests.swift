@testable import LocDocChecks
import LocDocModel
import Testing

/// mdBook's and Python-Markdown's samples: `rust,ignore` is Rust with attributes, and a sample that includes its code
/// from a file is not compared token by token with one that writes the code out.
@Suite struct IncludedCodeTests {
    @Test(arguments: [
        ("{{#rustdoc_include ../listings/ch03/src/main.rs}}\n", true),
        ("{{#include ../listings/ch03/output.txt}}\n\n{{#include ../listings/ch03/more.txt}}\n", true),
        ("{!../../docs_src/path_params/tutorial001.py!}\n", true),
        ("--8<-- \"docs_src/app.py\"\n", true),
        ("fn main() {\n    {{#include part.rs}}\n}\n", false),
        ("let x = 5;\n", false),
        ("\n", false),
    ])
    func includeOnly(code: String, expected: Bool) {
        #expect(IncludedCode.isIncludeOnly(code) == expected)
    }

    static let included = "Run it:\n\n```rust,ignore,does_not_compile\n{{#rustdoc_include ../listings/ch03/src/main.rs}}\n```\n"
    static let writtenOut = "Run it:\n\n```rust,does_not_compile\nfn main() {\n    let x = 5;\n}\n```\n"

    @Test func attributesAfterACommaAreNotTheLanguage() throws {
        let report = try PageBodies.report(["en-US": Self.included, "es-ES": Self.included, "de-DE": Self.writtenOut])
        #expect(report.findings.filter { $0.check == "code-fence" || $0.check == "code-fence-info" }.isEmpty)
        let code = report.findings.filter { $0.check == "code-sample" }
        #expect(code.map { "\($0.variant):\($0.line) \($0.severity) \($0.message)" } == [
            "de-DE:9 warning The sample writes its code out where en-US, es-ES include it from a file (`{{#rustdoc_include ../listings/ch03/src/main.rs}}`)",
        ])
    }
}
