import LocDocChecks
import LocDocModel
import Testing

/// Copies whose fence line swallowed the sample's first lines do not outvote the copies that kept it whole: they are
/// reported once each, by `code-fence-info`, and the whole copies not at all.
@Suite struct GluedFenceTests {
    static let whole = "## Exemple\n\n```html\n<!-- Bad -->\n<script src=\"http://example.com/react.js\"></script>\n<!-- Good -->\n<script src=\"https://example.com/react.js\"></script>\n```"
    static func glued(_ bad: String, _ good: String) -> String {
        "## Exemple\n\n```html<!-- \(bad) --><script src=\"http://example.com/react.js\"></script>\n<!-- \(good) --><script src=\"https://example.com/react.js\"></script>\n```"
    }

    @Test func theWholeCopyIsNotBlamed() throws {
        let report = try PageBodies.report([
            // The glued copies keep their second line alike (`<!-- Good -->` and the same tag), so where they voted
            // they would outvote the whole copy on both its tokens and its comments.
            "it-IT": Self.whole, "de-DE": Self.glued("Schlecht", "Good"), "es-ES": Self.glued("Malo", "Good"),
            "fr-FR": Self.glued("Incorrect", "Good"),
        ])
        let info = report.findings.filter { $0.check == "code-fence-info" }
        #expect(info.map(\.variant) == ["de-DE", "es-ES", "fr-FR"])
        #expect(info.map(\.line) == [9, 9, 9])
        #expect(info.allSatisfy { $0.findingClass == .corrupt && $0.severity == .error })
        #expect(info.first?.evidence == "```html<!-- Schlecht --><script src=\"http://example.com/react.js\"></script>")
        #expect(info.first?.expected == "```html")
        // Without the glued copies' votes there is nothing to compare the whole copy with.
        for id in ["code-sample", "code-comments", "code-fence"] {
            #expect(report.findings.filter { $0.check == id }.isEmpty, "\(id)")
        }
    }
}
