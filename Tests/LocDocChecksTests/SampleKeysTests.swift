@testable import LocDocChecks
import LocDocModel
import Testing

/// A fence that lost its language in one copy keeps its place among the samples: it is compared with the sample the
/// others label, not reported missing beside an extra one, and the lost language is named.
@Suite struct SampleKeysTests {
    static let labelled = "Install:\n\n```sh\npnpm add lodash@npm:awesome-lodash\n```\n\nTwo versions:\n\n```sh\npnpm add lodash1@npm:lodash@1\n```\n"
    static let unlabelled = labelled.replacingOccurrences(of: "```sh\npnpm add lodash@", with: "```\npnpm add lodash@")

    @Test func oneCopyLostTheLanguage() throws {
        let report = try PageBodies.report(["de-DE": Self.labelled, "es-ES": Self.labelled, "fr-FR": Self.unlabelled])
        let code = report.findings.filter { $0.category == .codeSample || $0.check == "code-fence" }
        #expect(code.map { "\($0.check) \($0.variant):\($0.line) \($0.message)" } == [
            "code-fence fr-FR:9 The fence of the bash sample #1 of this section names no language, where de-DE, es-ES write ```sh",
        ])
    }

    /// Most copies leave the language out (an older source): the one that names it is not blamed, and nothing is
    /// misaligned.
    @Test func mostCopiesLeaveItOut() throws {
        let report = try PageBodies.report(["de-DE": Self.unlabelled, "es-ES": Self.unlabelled, "fr-FR": Self.labelled])
        #expect(report.findings.filter { $0.category == .codeSample || $0.check == "code-fence" }.isEmpty)
    }

    /// A copy with another number of fences keeps its own keys: the missing sample is reported as missing.
    @Test func anotherNumberOfFences() throws {
        let short = "Install:\n\n```\npnpm add lodash@npm:awesome-lodash\n```\n"
        let keys = SampleKeys.keys(try ["de-DE": Self.labelled, "fr-FR": short].keys.sorted().map { variant in
            try CatalogExampleTests.corpus(CheckExample(pages: [variant: CheckExample.page(locale: "", revision: "aaaa", handoff: "01/02/2021",
                                                                                           body: variant == "de-DE" ? Self.labelled : short)])).documents[0]
        })
        #expect(keys.map { $0.map { $0.split(separator: "|", omittingEmptySubsequences: false).suffix(2).joined(separator: "|") } } == [["bash|1", "bash|2"], ["|1"]])
    }
}
