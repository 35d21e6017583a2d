import Foundation
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

    /// Findings at the same place with the same check and message are ordered by what else they print, so they
    /// come out in one order whatever order the checks made them in.
    @Test func tiedFindingsHaveOneOrder() {
        func finding(evidence: String = "e", expected: String? = "x", related: [Int] = [3], severity: Severity = .note) -> Finding {
            Finding(check: "c", category: .link, severity: severity, findingClass: .corrupt, locale: nil, variant: "v", file: "f.md",
                    line: 4, column: 1, message: "m", evidence: evidence, expected: expected,
                    related: related.map { RelatedLocation(variant: "w", file: "w.md", line: $0) })
        }
        let tied = [finding(related: [13]), finding(related: [5, 9]), finding(related: [5]), finding(expected: nil),
                    finding(expected: "a"), finding(evidence: "d"), finding(severity: .warning)]
        let orders = [tied, tied.reversed(), Array(tied[3...] + tied[..<3]), Array(tied[2...] + tied[..<2]).reversed()]
        let sorted = orders.map { Finding.sortedInReportOrder($0) }
        #expect(sorted.allSatisfy { $0 == sorted[0] })
        #expect(sorted[0] == orders[1].sorted(by: Finding.reportOrder))
        #expect(sorted[0].map(\.evidence).first == "d")
        #expect(sorted[0].dropFirst().first?.expected == nil)
    }

    /// Findings that differ only in canonically equivalent text (NFC against NFD: Swift's `==` calls them equal)
    /// or in a missing against an empty locale print differently, so they too come out in one order.
    @Test func canonicallyEqualFindingsHaveOneOrder() {
        func finding(file: String = "caf\u{E9}.md", message: String = "m", evidence: String = "e", locale: String? = "fr",
                     related: String = "w.md") -> Finding {
            Finding(check: "c", category: .link, severity: .note, findingClass: .corrupt, locale: locale, variant: "v", file: file,
                    line: 4, column: 1, message: message, evidence: evidence, expected: nil,
                    related: [RelatedLocation(variant: "w", file: related, line: 1)])
        }
        let nfd = "cafe\u{301}"
        let pairs = [
            (finding(), finding(file: nfd + ".md")),
            (finding(message: "caf\u{E9}"), finding(message: nfd)),
            (finding(evidence: "caf\u{E9}"), finding(evidence: nfd)),
            (finding(related: "caf\u{E9}.md"), finding(related: nfd + ".md")),
            (finding(locale: nil), finding(locale: "")),
        ]
        for (first, second) in pairs {
            let forward = Finding.sortedInReportOrder([first, second]), backward = Finding.sortedInReportOrder([second, first])
            #expect(forward.map(Self.printed) == backward.map(Self.printed), "\(Self.printed(first)) / \(Self.printed(second))")
            #expect([first, second].sorted(by: Finding.reportOrder).map(Self.printed) == [second, first].sorted(by: Finding.reportOrder).map(Self.printed))
        }
    }

    /// What a report prints of a finding, byte for byte.
    private static func printed(_ finding: Finding) -> [UInt8] {
        Array("\(finding.file)|\(finding.message)|\(finding.evidence)|\(finding.locale.map { "[\($0)]" } ?? "nil")|\(finding.related.map(\.file))".utf8)
    }

    /// A finding keeps its related locations in order (file, line, variant) however a check lists them; in order
    /// already, they stay as given.
    @Test(arguments: [
        [("zh-CN", "zh-CN/a.md", 4), ("es-ES", "es-ES/a.md", 9), ("es-ES", "es-ES/a.md", 2)],
        [("es-ES", "es-ES/a.md", 2), ("es-ES", "es-ES/a.md", 9), ("zh-CN", "zh-CN/a.md", 4)],
        [("b", "x.md", 1), ("a", "x.md", 1), ("c", "w.md", 7)],
        [("a", "x.md", 1), ("a", "x.md", 1)],
    ])
    func relatedLocationsAreSorted(locations: [(String, String, Int)]) {
        let related = locations.map { RelatedLocation(variant: $0.0, file: $0.1, line: $0.2) }
        let finding = Finding(check: "c", category: .link, severity: .note, findingClass: .corrupt, locale: nil,
                              variant: "v", file: "f.md", line: 1, column: 1, message: "m", evidence: "e", expected: nil,
                              related: related)
        let expected = locations.sorted { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }
        #expect(finding.related.map { [$0.file, String($0.line), $0.variant] } == expected.map { [$0.1, String($0.2), $0.0] })
    }

    /// Decoded findings keep the same order (renderers rely on it).
    @Test func decodedRelatedLocationsAreSorted() throws {
        let json = """
            {"category": "link", "check": "c", "class": "corrupt", "column": 1, "evidence": "e", "file": "f.md",
             "line": 1, "locale": null, "message": "m", "severity": "note", "variant": "v", "expected": null,
             "related": [{"file": "zh-CN/a.md", "line": 4, "variant": "zh-CN"}, {"file": "es-ES/a.md", "line": 9, "variant": "es-ES"}]}
            """
        let finding = try JSONDecoder().decode(Finding.self, from: Data(json.utf8))
        #expect(finding.related.map(\.file) == ["es-ES/a.md", "zh-CN/a.md"])
        #expect(finding.expected == nil && finding.locale == nil && finding.findingClass == .corrupt)
    }
}
