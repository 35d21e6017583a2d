import LocDocModel
import Testing

/// Reports sort findings by ranking files first; the order must be `sorted(by: Finding.reportOrder)`, ties and
/// canonically equal file names included.
@Suite struct ReportOrderTests {
    @Test func rankedSortIsTheReportOrder() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let files = ["es-ES/a.md", "es-ES/b.md", "zh-CN/a.md", "caf\u{E9}/a.md", "cafe\u{301}/a.md", "a.md", "es-ES/a.md"]
        let findings = (0..<3000).map { index in
            Finding(check: ["b-check", "a-check"][next(2)], category: .link, severity: .note, findingClass: .corrupt, locale: nil,
                    variant: "v\(next(3))", file: files[next(files.count)], line: 1 + next(5), column: 1 + next(3),
                    message: "m\(next(3))", evidence: "e\(index)", expected: nil, related: [])
        }
        #expect(Finding.sortedInReportOrder(findings) == findings.sorted(by: Finding.reportOrder))
    }
}
