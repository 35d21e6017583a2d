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
        let loaded = CorpusLoader().load([corpus.path])
        let loading = lap()
        let pages = PageSet.pages(of: loaded)
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
        let report = CheckReport(variants: [], findings: findings, checks: runner.activeChecks.map { type(of: $0).description }, errors: loaded.errors)
        try CheckJSONRenderer().render(report) { bytes += $0.count }
        let rendering = lap()
        func row(_ name: String, _ seconds: Double, _ rest: String) {
            print(name.padding(toLength: 34, withPad: " ", startingAt: 0) + String(format: "%8.3f  ", seconds) + rest)
        }
        print("stage (one thread)                 seconds   findings")
        row("load", loading, "(\(loaded.documents.count) documents, on the loader's threads)")
        row("page sets", paging, "(\(pages.count) pages)")
        row("checks, all", checking, String(format: "%8d", findings.count))
        for check in rows.sorted(by: { $0.seconds > $1.seconds }) {
            row("  " + check.id, check.seconds, String(format: "%8d", check.findings))
        }
        row("JSON report", rendering, "(\(bytes / 1000) kB)")
    }
}
