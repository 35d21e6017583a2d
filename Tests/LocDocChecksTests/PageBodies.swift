import LocDocChecks
import LocDocModel

/// One page in several copies, each given by its body alone (one revision, the check examples' front matter).
enum PageBodies {
    /// The findings of check `id` on the page whose copies are `bodies` (variant: body).
    static func findings(of id: String, _ bodies: [String: String], referenceLocale: String? = nil) throws -> [Finding] {
        try report(bodies, referenceLocale: referenceLocale).findings.filter { $0.check == id }
    }

    /// Every check's report on the page whose copies are `bodies` (variant: body).
    static func report(_ bodies: [String: String], referenceLocale: String? = nil) throws -> CheckReport {
        let pages = bodies.mapValues { CheckExample.page(locale: "", revision: "aaaa", handoff: "01/02/2021", body: $0) }
        return CheckRunner(referenceLocale: referenceLocale).run(try CatalogExampleTests.corpus(CheckExample(pages: pages)))
    }
}
