import Foundation
import LocDocChecks
import LocDocIngest
import LocDocKit
import LocDocModel
import LocDocReports

/// `locdoc-bench --by-check --corpus DIR`: where `locdoc check`'s time goes, stage by stage and check by check, all
/// on one thread so the figures add up: load, page sets, each check over every page (slowest first), the JSON report.
enum CheckBreakdown {
    static func run(corpus: URL) throws {
        var runner = CheckRunner()
        if case .success(let index) = ReferenceAPI.locate.load() { runner.referenceAPI = index }
        var clock = Date()
        func lap() -> Double {
            let now = Date()
            defer { clock = now }
            return now.timeIntervalSince(clock)
        }
        var loaded: [Document] = []
        let errors = CorpusLoader().forEachDocument([corpus.path]) { loaded.append($0) }
        let loading = lap()
        let pages = Dictionary(grouping: loaded, by: \.page).sorted { $0.key < $1.key }.map { PageSet(page: $0.key, documents: $0.value) }
        let paging = lap()
        var rows: [(id: String, seconds: Double, findings: Int)] = []
        var findings: [Finding] = []
        for check in runner.activeChecks {
            let found = pages.flatMap { check.findings(in: $0) }
            rows.append((type(of: check).description.id, lap(), found.count))
            findings += found
        }
        let checking = rows.reduce(0) { $0 + $1.seconds }
        var bytes = 0
        let report = CheckReport(variants: [], findings: findings, checks: runner.activeChecks.map { type(of: $0).description }, errors: errors)
        try CheckJSONRenderer().render(report) { bytes += $0.count }
        let rendering = lap()
        print(String(format: "%-34@ %8@ %9@", "stage (one thread)" as NSString, "seconds" as NSString, "findings" as NSString))
        print(String(format: "%-34@ %8.3f   (%d documents, loader's threads)", "load" as NSString, loading, loaded.count))
        print(String(format: "%-34@ %8.3f   (%d pages)", "page sets" as NSString, paging, pages.count))
        print(String(format: "%-34@ %8.3f %9d", "checks, all" as NSString, checking, findings.count))
        for row in rows.sorted(by: { $0.seconds > $1.seconds }) {
            print(String(format: "  %-32@ %8.3f %9d", row.id as NSString, row.seconds, row.findings))
        }
        print(String(format: "%-34@ %8.3f   (%d kB)", "JSON report" as NSString, rendering, bytes / 1000))
    }
}
