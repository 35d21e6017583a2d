import LocDocChecks
import LocDocModel
import Testing

/// A link that a copy's raw HTML shows as text is that copy's fault, reported by `link-markup`; for `link-target`
/// the copy still has the link, so the copies whose link renders are not the odd ones out.
@Suite struct HTMLBlockLinkCheckTests {
    static func body(_ item: String) -> String { "Voir :\n\n\(item)\n" }
    static let rendered = body("- [Propriedades](https://example.com/props)")
    static let swallowed = body("- <span data-ttu-id=\"a-1\">\n  [Свойства](https://example.com/props)</span>")

    @Test func theCopiesWhoseLinkRendersAreNotBlamed() throws {
        let bodies = ["pt-BR": Self.rendered, "ja-JP": Self.swallowed, "ru-RU": Self.swallowed]
        let report = try PageBodies.report(bodies)
        #expect(report.findings.filter { $0.check == "link-target" }.isEmpty)
        let markup = report.findings.filter { $0.check == "link-markup" }
        #expect(markup.map(\.variant) == ["ja-JP", "ru-RU"])
        #expect(markup.map(\.line) == [10, 10])
        #expect(markup.first?.evidence == "[Свойства](https://example.com/props)")
        #expect(markup.first?.findingClass == .corrupt)
    }

    @Test func aLinkInHTMLIsComparedByItsTarget() throws {
        let bodies = ["pt-BR": Self.rendered, "de-DE": Self.rendered,
                      "ru-RU": Self.body("- <span data-ttu-id=\"a-1\">\n  [Свойства](https://example.com/other)</span>")]
        let targets = try PageBodies.findings(of: "link-target", bodies)
        #expect(targets.map(\.variant) == ["ru-RU"])
        #expect(targets.first?.expected == "https://example.com/props")
    }
}
