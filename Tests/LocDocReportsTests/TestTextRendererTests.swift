import Foundation
import LocDocModel
@testable import LocDocReports
import Testing

/// `locdoc test --format text`: the golden files with and without colour, colour only when asked, the line shapes,
/// the summary, text from the run kept on its lines without escape codes, and determinism.
@Suite("Test text report") struct TestTextRendererTests {
    func lines(_ report: TestRunReport = SampleTestRun.report, wallTime: Int? = SampleTestRun.wallTimeMilliseconds) -> [String] {
        TestTextRenderer().render(report, wallTimeMilliseconds: wallTime)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("Matches the golden file byte for byte, without colour")
    func golden() throws {
        let text = TestTextRenderer().render(SampleTestRun.report, wallTimeMilliseconds: SampleTestRun.wallTimeMilliseconds)
        try Golden.expectMatches(Data(text.utf8), "report.txt", of: "test")
    }

    @Test("Matches the golden file byte for byte, with colour")
    func goldenColour() throws {
        let text = TestTextRenderer(colour: true).render(SampleTestRun.report, wallTimeMilliseconds: SampleTestRun.wallTimeMilliseconds)
        try Golden.expectMatches(Data(text.utf8), "report.colour.txt", of: "test")
    }

    @Test("No escape codes unless colour is asked for; with colour, the same text once they are removed")
    func colourOnlyWhenAsked() {
        let plain = TestTextRenderer().render(SampleTestRun.report)
        let coloured = TestTextRenderer(colour: true).render(SampleTestRun.report)
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[1;31mcompile-error\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[32mpassed\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[33mskipped\u{1B}[0m"))
        #expect(CheckTextRendererTests.withoutEscapes(coloured) == plain)
    }

    @Test("Variants in name order, the locale beside a variant named otherwise; results in report order")
    func grouping() throws {
        let lines = lines()
        let headings = lines.filter { !$0.isEmpty && !$0.hasPrefix(" ") }
        #expect(headings.prefix(4) == ["es-ES", "ja-jp--a (ja-JP)", "zh-CN", "input errors:"])
        let zh = try #require(lines.firstIndex(of: "zh-CN"))
        #expect(lines[zh + 1].hasPrefix("  passed         compile     zh-CN/msal.md:108 "))
        #expect(lines[zh + 2].hasPrefix("  failed         scenario    zh-CN/msal.md:108 "))
    }

    @Test("A result: status, step, file:line, anchor and duration, padded so that the locations line up")
    func resultLines() {
        let lines = lines()
        #expect(lines.contains("  compile-error  compile     ja-jp--a/msal.md:108 #shared-device-mode/detect-shared-device-mode/swift (910 ms)"))
        #expect(lines.contains("  timeout        scenario    ja-jp--a/msal.md:196 "
            + "#shared-device-mode/globally-sign-out-a-user/clear-browser-state/swift (10.00 s)"))
        // Two spaces, the widest status (compile-error, 13), two spaces, the widest step (type-check, 10), two spaces.
        let results = lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") && $0.contains("/msal.md:") }
        #expect(results.count == SampleTestRun.results.count)
        for line in results {
            #expect(["compile ", "type-check ", "scenario "].contains { line.dropFirst(17).hasPrefix($0) }, "\(line)")
            #expect(["es-ES/", "ja-jp--a/", "zh-CN/"].contains { line.dropFirst(29).hasPrefix($0) }, "\(line)")
        }
    }

    @Test("Beneath a result that did not pass: its message line by line, then every location; a skip has no duration")
    func details() throws {
        let lines = lines()
        let failed = try #require(lines.firstIndex { $0.hasPrefix("  failed ") })
        #expect(Array(lines[(failed + 1)...(failed + 4)]) == [
            "      expected the device to be in shared mode, but it is in default mode",
            "      the device: the SSO extension's additional data has sharedDeviceMode as <string>True</string> where <true/> is required",
            "      at zh-CN/msal.md:108",
            "      at zh-CN/msal.md:63",
        ])
        let skipped = try #require(lines.firstIndex { $0.hasPrefix("  skipped ") && $0.contains("ja-jp--a") })
        #expect(lines[skipped].hasSuffix("#shared-device-mode/detect-shared-device-mode/swift"))
        #expect(lines[skipped + 1] == "      not run: the sample does not compile")
        let passed = try #require(lines.firstIndex { $0.hasPrefix("  passed ") })
        #expect(lines[passed + 1].hasPrefix("  "), "a passed result has nothing beneath it")
        #expect(!lines[passed + 1].hasPrefix("      "))
    }

    @Test("Input errors, then the summary: counts of the statuses that occur, input errors, wall time")
    func summary() {
        let lines = lines()
        #expect(lines.contains("  msal.harness.yml:12: error: elision 2 of shared-device-mode/get-the-signed-in-user/swift "
            + "has no replacement [invalid-harness]"))
        #expect(lines.last == "")
        #expect(lines[lines.count - 2] == "11 results in 3 variants: 5 passed, 1 failed, 1 compile-error, 1 timeout, 1 crashed, "
            + "2 skipped; 1 input error; wall time 4.52 s")
        var clean = SampleTestRun.report
        clean.results.removeAll { $0.status != .passed }
        clean.errors = []
        #expect(self.lines(clean, wallTime: nil).suffix(2) == ["5 results in 3 variants: 5 passed", ""])
    }

    @Test("An empty run is one summary line; input errors alone are listed")
    func empty() {
        #expect(TestTextRenderer().render(SampleTestRun.empty) == "no results\n")
        #expect(TestTextRenderer().render(SampleTestRun.empty, wallTimeMilliseconds: 12) == "no results; wall time 12 ms\n")
        let errorsOnly = TestRunReport(results: [], errors: SampleTestRun.errors)
        #expect(TestTextRenderer().render(errorsOnly) == "input errors:\n  \(SampleTestRun.errors[0].description)\n\nno results; 1 input error\n")
    }

    @Test("Text from the run keeps its lines and cannot drive the terminal")
    func untrustedText() {
        var report = SampleTestRun.report
        let crashed = report.results.firstIndex { $0.status == .crashed }!
        report.results[crashed].message = "first\r\nsecond \u{1B}[31mred\u{7}\n\tindented\n\n"
        let lines = lines(report, wallTime: nil)
        #expect(!lines.joined().contains("\u{1B}"))
        let first = lines.firstIndex(of: "      first")
        #expect(first != nil)
        if let first {
            #expect(Array(lines[(first + 1)...(first + 3)]) == ["      second \\u{1B}[31mred\\u{7}", "      \tindented", "      at zh-CN/msal.md:199"])
        }
        #expect(Quoting.lines("a\r\nb\rc\n\n") == ["a", "b\\u{D}c"])
        #expect(Quoting.lines("") == [])
    }

    @Test("Durations: milliseconds under a second, else seconds to two decimals")
    func durations() {
        #expect([0, 999, 1000, 1994, 1995, 61_234, -5].map(TestTextRenderer.duration)
            == ["0 ms", "999 ms", "1.00 s", "1.99 s", "2.00 s", "61.23 s", "0 ms"])
    }

    @Test("Deterministic: the same bytes whatever order the results come in")
    func deterministic() {
        let renderer = TestTextRenderer(colour: true)
        var shuffled = SampleTestRun.report
        shuffled.results.reverse()
        shuffled.errors.reverse()
        #expect(renderer.render(SampleTestRun.report) == renderer.render(SampleTestRun.report))
        #expect(renderer.render(shuffled) == renderer.render(SampleTestRun.report))
    }
}
