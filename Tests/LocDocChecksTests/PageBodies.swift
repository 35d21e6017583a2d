import LocDocChecks
import LocDocModel

/// One page in several copies, each given by its body alone (one revision, the check examples' front matter).
enum PageBodies {
    /// The findings of check `id` on the page whose copies are `bodies` (variant: body).
    static func findings(of id: String, _ bodies: [String: String], referenceLocale: String? = nil) throws -> [Finding] {
        let pages = bodies.mapValues { CheckExample.page(locale: "", revision: "aaaa", handoff: "01/02/2021", body: $0) }
        let report = CheckRunner(referenceLocale: referenceLocale).run(try CatalogExampleTests.corpus(CheckExample(pages: pages)))
        return report.findings.filter { $0.check == id }
    }
}
