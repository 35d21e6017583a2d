import Foundation
import LocDocModel
@testable import LocDocReports
import Testing

/// `locdoc test --format junit`: the golden file, validity against `shared/schemas/junit.xsd` (`xmllint --schema`),
/// and what `junitparser` reads: a suite per variant with its counts and time, a case per sample × step, failures
/// typed by status, skips with their reason, the input errors' suite; an empty run; determinism.
@Suite("Test JUnit report") struct TestJUnitRendererTests {
    typealias Read = JUnitRendererTests.Read

    func read(_ report: TestRunReport = SampleTestRun.report) throws -> Read {
        try JUnitRendererTests.validateAndRead(try TestJUnitRenderer().render(report))
    }

    @Test("Matches the golden file byte for byte")
    func golden() throws {
        try Golden.expectMatches(try TestJUnitRenderer().render(SampleTestRun.report), "report.xml", of: "test")
    }

    @Test("Valid; a suite per variant and one for input errors, with tests, failures, errors, skipped and time")
    func suites() throws {
        let read = try read()
        #expect(read.suites.map(\.name) == ["es-ES", "ja-jp--a", "zh-CN", "locdoc.input"])
        #expect(read.suites.map(\.tests) == [3, 4, 4, 1])
        #expect(read.suites.map(\.failures) == [0, 2, 2, 0])
        #expect(read.suites.map(\.errors) == [0, 0, 0, 1])
        #expect(read.suites.prefix(3).map(\.skipped) == [0, 1, 1])
        #expect(read.suites.prefix(3).map(\.time) == [2.102, 10.958, 2.52])
        for suite in read.suites { #expect(suite.cases.count == suite.tests) }
    }

    @Test("A case per sample × step: `<step> <anchorPath> (<file>:<line>)`, the variant as class name, time in seconds")
    func cases() throws {
        let japanese = try #require(try read().suites.first { $0.name == "ja-jp--a" })
        #expect(japanese.cases.map(\.name) == [
            "compile shared-device-mode/detect-shared-device-mode/swift (ja-jp--a/msal.md:108)",
            "scenario shared-device-mode/detect-shared-device-mode/swift (ja-jp--a/msal.md:108)",
            "type-check shared-device-mode/detect-shared-device-mode/objective-c (ja-jp--a/msal.md:122)",
            "scenario shared-device-mode/globally-sign-out-a-user/clear-browser-state/swift (ja-jp--a/msal.md:196)",
        ])
        #expect(Set(japanese.cases.map(\.classname)) == ["ja-jp--a"])
        #expect(japanese.cases.map(\.time) == [0.91, 0, 0.048, 10])
        #expect(japanese.cases[2].results.isEmpty, "a passed case is empty")
    }

    @Test("Failures are typed by status, with the message's first line and, as text, the message and every location")
    func failures() throws {
        let read = try read()
        let results = read.suites.flatMap(\.cases).flatMap(\.results)
        #expect(results.filter { $0.kind == "Failure" }.compactMap(\.type).sorted() == ["compile-error", "crashed", "failed", "timeout"])
        let zh = try #require(read.suites.first { $0.name == "zh-CN" })
        let failed = try #require(zh.cases[1].results.first)
        #expect(failed.kind == "Failure" && failed.type == "failed")
        #expect(failed.message == "expected the device to be in shared mode, but it is in default mode")
        #expect(failed.text == """
            expected the device to be in shared mode, but it is in default mode
            the device: the SSO extension's additional data has sharedDeviceMode as <string>True</string> where <true/> is required
            at zh-CN/msal.md:108
            at zh-CN/msal.md:63
            """)
        let compile = try #require(read.suites[1].cases[0].results.first)
        #expect(compile.type == "compile-error")
        #expect(compile.message == "error: cannot find 'MSALPublicClientApplicaton' in scope")
        #expect(compile.text?.hasSuffix("note: did you mean 'MSALPublicClientApplication'?\nat ja-jp--a/msal.md:111") == true)
    }

    @Test("A skipped result is <skipped> with its reason")
    func skipped() throws {
        let zh = try #require(try read().suites.first { $0.name == "zh-CN" })
        let skip = try #require(zh.cases[2].results.first)
        #expect(skip.kind == "Skipped")
        #expect(skip.message == "the harness does not run Objective-C samples")
        #expect(skip.text == nil, "a one-line reason is the message; the text would only repeat it")
        var report = SampleTestRun.report
        for index in report.results.indices where report.results[index].status == .skipped { report.results[index].message = nil }
        let bare = try #require(try read(report).suites.first { $0.name == "zh-CN" }?.cases[2].results.first)
        #expect(bare.kind == "Skipped" && bare.message == "skipped" && bare.text == nil)
    }

    @Test("Input errors: the last suite, an <error> per error typed by its kind")
    func inputErrors() throws {
        let input = try #require(try read().suites.last)
        #expect(input.name == JUnitRenderer.inputErrorSuite)
        #expect(input.cases.map(\.name) == ["msal.harness.yml"])
        let error = try #require(input.cases.first?.results.first)
        #expect(error.kind == "Error" && error.type == "invalid-harness")
        #expect(error.text == SampleTestRun.errors[0].description)
    }

    @Test("An empty run is an empty, valid <testsuites>")
    func empty() throws {
        let data = try TestJUnitRenderer().render(SampleTestRun.empty)
        #expect(try JUnitRendererTests.validateAndRead(data).suites.isEmpty)
        #expect(String(decoding: data, as: UTF8.self) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites/>\n")
    }

    @Test("Control characters from the run are escaped; markup is escaped by libxml2; the report stays valid")
    func untrustedText() throws {
        var report = SampleTestRun.report
        let crashed = report.results.firstIndex { $0.status == .crashed }!
        report.results[crashed].message = "trap \u{0} in <main> & \u{1B}[31mred\u{1B}[0m"
        let failure = try #require(try read(report).suites.first { $0.name == "zh-CN" }?.cases[3].results.first)
        #expect(failure.message == "trap \\u{0} in <main> & \\u{1B}[31mred\\u{1B}[0m")
    }

    @Test("Seconds are milliseconds exactly, as xs:decimal")
    func seconds() {
        #expect([0, 5, 48, 1210, 10_000, -3].map(JUnitXMLWriter.seconds(milliseconds:))
            == ["0.000", "0.005", "0.048", "1.210", "10.000", "0.000"])
    }

    @Test("Deterministic: the same bytes whatever order the results come in; timestamp and host as given")
    func deterministic() throws {
        var shuffled = SampleTestRun.report
        shuffled.results.reverse()
        #expect(try TestJUnitRenderer().render(SampleTestRun.report) == TestJUnitRenderer().render(SampleTestRun.report))
        #expect(try TestJUnitRenderer().render(shuffled) == TestJUnitRenderer().render(SampleTestRun.report))
        let stamped = try TestJUnitRenderer(timestamp: Date(timeIntervalSince1970: 1_715_000_000), hostname: "ci-runner")
            .render(SampleTestRun.report)
        let xml = String(decoding: stamped, as: UTF8.self)
        #expect(xml.contains("timestamp=\"2024-05-06T12:53:20\" hostname=\"ci-runner\""))
        _ = try JUnitRendererTests.validateAndRead(stamped)
    }
}
