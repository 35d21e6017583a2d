import LocDocModel

/// The fixed `locdoc test` run every golden file of `Tests/Fixtures/golden/test/` is rendered from: one page
/// (`msal.md`) in three variants: `es-ES`, where everything passes; `ja-jp--a` for ja-JP, whose Swift sample does not
/// compile (so its scenario is skipped) and whose sign-out never completes; `zh-CN`, whose mistranslated
/// configuration fails the scenario at the sample and at the configuration line, whose Objective-C sample the
/// harness does not run, and whose sign-out crashes. Every status occurs; messages span several lines and hold XML
/// markup; durations are fixed; and one input error (an invalid harness).
enum SampleTestRun {
    static let detectSwift = SampleReference(file: "", line: 108, anchorPath: "shared-device-mode/detect-shared-device-mode/swift",
                                             language: "swift")
    static let detectObjC = SampleReference(file: "", line: 122,
                                            anchorPath: "shared-device-mode/detect-shared-device-mode/objective-c",
                                            language: "objective-c")
    static let signOutSwift = SampleReference(file: "", line: 196,
                                              anchorPath: "shared-device-mode/globally-sign-out-a-user/clear-browser-state/swift",
                                              language: "swift")

    /// The sample as it stands in the variant's copy of the page.
    static func sample(_ sample: SampleReference, in variant: String) -> SampleReference {
        var sample = sample
        sample.file = "\(variant)/msal.md"
        return sample
    }

    /// Given in reverse report order on purpose: renderers must list them by variant, file, line, step.
    static let results: [SampleTestResult] = [
        SampleTestResult(variant: "zh-CN", locale: "zh-CN", sample: sample(signOutSwift, in: "zh-CN"), step: .scenario,
                         status: .crashed, durationMilliseconds: 420,
                         message: "the scenario process trapped (SIGILL)\n"
                             + "Fatal error: Unexpectedly found nil while unwrapping an Optional value",
                         locations: ["zh-CN/msal.md:199"]),
        SampleTestResult(variant: "zh-CN", locale: "zh-CN", sample: sample(detectObjC, in: "zh-CN"), step: .scenario,
                         status: .skipped, durationMilliseconds: 0,
                         message: "the harness does not run Objective-C samples"),
        SampleTestResult(variant: "zh-CN", locale: "zh-CN", sample: sample(detectSwift, in: "zh-CN"), step: .scenario,
                         status: .failed, durationMilliseconds: 1310,
                         message: "expected the device to be in shared mode, but it is in default mode\n"
                             + "the device: the SSO extension's additional data has sharedDeviceMode as <string>True</string> "
                             + "where <true/> is required",
                         locations: ["zh-CN/msal.md:108", "zh-CN/msal.md:63"]),
        SampleTestResult(variant: "zh-CN", locale: "zh-CN", sample: sample(detectSwift, in: "zh-CN"), step: .compile,
                         status: .passed, durationMilliseconds: 790),
        SampleTestResult(variant: "ja-jp--a", locale: "ja-JP", sample: sample(signOutSwift, in: "ja-jp--a"), step: .scenario,
                         status: .timeout, durationMilliseconds: 10_000,
                         message: "the completion block of signout(with:signoutParameters:completionBlock:) was not called within 10 s",
                         locations: ["ja-jp--a/msal.md:203"]),
        SampleTestResult(variant: "ja-jp--a", locale: "ja-JP", sample: sample(detectObjC, in: "ja-jp--a"), step: .typeCheck,
                         status: .passed, durationMilliseconds: 48),
        SampleTestResult(variant: "ja-jp--a", locale: "ja-JP", sample: sample(detectSwift, in: "ja-jp--a"), step: .scenario,
                         status: .skipped, durationMilliseconds: 0, message: "not run: the sample does not compile"),
        SampleTestResult(variant: "ja-jp--a", locale: "ja-JP", sample: sample(detectSwift, in: "ja-jp--a"), step: .compile,
                         status: .compileError, durationMilliseconds: 910,
                         message: "error: cannot find 'MSALPublicClientApplicaton' in scope\n"
                             + "note: did you mean 'MSALPublicClientApplication'?",
                         locations: ["ja-jp--a/msal.md:111"]),
        SampleTestResult(variant: "es-ES", locale: "es-ES", sample: sample(detectObjC, in: "es-ES"), step: .typeCheck,
                         status: .passed, durationMilliseconds: 52),
        SampleTestResult(variant: "es-ES", locale: "es-ES", sample: sample(detectSwift, in: "es-ES"), step: .scenario,
                         status: .passed, durationMilliseconds: 1210),
        SampleTestResult(variant: "es-ES", locale: "es-ES", sample: sample(detectSwift, in: "es-ES"), step: .compile,
                         status: .passed, durationMilliseconds: 840),
    ]

    static let errors = [
        InputError(kind: .invalidHarness, file: "msal.harness.yml", line: 12,
                   message: "elision 2 of shared-device-mode/get-the-signed-in-user/swift has no replacement"),
    ]

    static let report = TestRunReport(results: results, errors: errors)

    /// The wall time the text golden shows.
    static let wallTimeMilliseconds = 4520

    /// A run that found nothing to test.
    static let empty = TestRunReport(results: [], errors: [])
}
