import Foundation
import LocDocHarness
import LocDocModel
import MSAL
import Synchronization

/// One page of a `locdoc test` run.
struct PageTestRun {
    let page: SamplePage
    let toolchain: SnippetToolchain
    let options: SampleTestOptions

    struct Output {
        var results: [SampleTestResult] = []
        var errors: [InputError] = []
        var generated: [SampleTestOutput.GeneratedFile] = []
        var rewrites: [ElisionRewrite] = []
        var samples = 0, distinct = 0, invocations = 0, compileMilliseconds = 0, runMilliseconds = 0
    }

    func run(progress: @escaping @Sendable (SampleTestRun.Progress) -> Void) throws -> Output {
        var output = Output()
        let spliced = page.documents.flatMap { document in
            document.codeSamples.map { SplicedSample($0, of: document, harness: page.harness) }
        }.filter { $0.language == CodeLanguage.swift || $0.language == CodeLanguage.objectiveC }
        output.samples = spliced.count
        output.rewrites = spliced.flatMap(\.rewrites)
        guard let harness = page.harness else {
            output.results = spliced.map {
                $0.result($0.language == CodeLanguage.swift ? .compile : .typeCheck, .skipped,
                       "no harness for the page \(page.page) (looked for \(page.harnessLookedFor))")
            }
            return output
        }
        // A sample with an elision the harness does not cover cannot become code.
        let (buildable, unbuildable) = (spliced.filter { $0.unknownElisions.isEmpty }, spliced.filter { !$0.unknownElisions.isEmpty })
        for sample in unbuildable {
            output.results.append(sample.result(sample.language == CodeLanguage.swift ? .compile : .typeCheck,
                                         .compileError, sample.unknownElisions.map(\.description).joined(separator: "\n"),
                                         locations: sample.unknownElisions.map { "\($0.file):\($0.line)" }))
        }
        let swift = DistinctSample.group(buildable.filter { $0.language == CodeLanguage.swift })
        let objc = DistinctSample.group(buildable.filter { $0.language == CodeLanguage.objectiveC })
        output.distinct = swift.count + objc.count
        let folder = options.buildFolder.appendingPathComponent(page.page)

        // Objective-C: type-check only, against the reference implementation's interface. Without it the samples are
        // skipped with the reason, and the run says once that the interface is missing: nothing blames the harness.
        if harness.objectiveC != nil, !objc.isEmpty, case .failure(let missing) = toolchain.objcInterface {
            output.errors.append(missing.inputError)
            output.results += objc.flatMap(\.copies).map { $0.result(.typeCheck, .skipped, "not type-checked: \(missing)") }
        } else if let host = harness.objectiveC, !objc.isEmpty, case .success(let interface) = toolchain.objcInterface {
            let check = try ObjCTypeCheck(toolchain: toolchain, interface: interface, harness: harness, host: host,
                                          folder: folder.appendingPathComponent("objc")).check(objc)
            output.invocations += 1
            output.compileMilliseconds += check.milliseconds
            output.generated.append(.init(path: "\(page.page)/objc/samples.m", text: check.source))
            output.errors += check.harnessErrors.map { harnessError($0, harness: harness, source: host) }
            output.results += compiled(objc, step: .typeCheck, failures: check.failures,
                                       harnessBroken: !check.harnessErrors.isEmpty, milliseconds: check.milliseconds)
        } else {
            output.results += objc.flatMap(\.copies).map {
                $0.result(.typeCheck, .skipped, "the harness has no `objective-c` host (\(harness.manifestFile))")
            }
        }

        // Swift: one merged build, then one scenario process per variant.
        guard let context = harness.swift else {
            output.results += swift.flatMap(\.copies).map {
                $0.result(.compile, .skipped, "the harness has no `swift` context (\(harness.manifestFile))")
            }
            return output
        }
        guard !swift.isEmpty else { return output }
        let source = SwiftTestSource(harness: harness, context: context)
        if options.buildEachSampleAlone {
            return try buildEachAlone(swift, source: source, folder: folder, into: output)
        }
        let build = try SwiftSampleBuild(toolchain: toolchain, source: source, folder: folder.appendingPathComponent("swift"),
                                         moduleCache: options.moduleCache,
                                         cache: options.buildCache.map { BuildCache(folder: $0) }).build(swift)
        output.invocations += build.invocations
        output.compileMilliseconds += build.milliseconds
        output.generated += build.sources.map { .init(path: "\(page.page)/swift/\($0.name)", text: $0.text) }
        output.errors += build.harnessErrors.map { harnessError($0, harness: harness, source: context) }
        output.results += compiled(swift, step: .compile, failures: build.failures,
                                   harnessBroken: build.binary == nil, milliseconds: build.milliseconds)
        guard !options.compileOnly else { return output }
        let started = DispatchTime.now().uptimeNanoseconds
        output.results += scenarios(swift, unbuildable: unbuildable, binary: build.binary, harness: harness,
                                    context: context, failures: build.failures, progress: progress)
        output.runMilliseconds = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
        return output
    }

    /// One build per distinct sample, for comparison with the merged build (no scenario runs).
    private func buildEachAlone(_ swift: [DistinctSample], source: SwiftTestSource, folder: URL, into output: Output) throws
        -> Output {
        var output = output
        for sample in swift {
            let build = try SwiftSampleBuild(toolchain: toolchain, source: source,
                                             folder: folder.appendingPathComponent("swift-\(sample.functionName)"),
                                             moduleCache: options.moduleCache, cache: nil).build([sample])
            output.invocations += build.invocations
            output.compileMilliseconds += build.milliseconds
            output.errors += build.harnessErrors.map { harnessError($0, harness: source.harness, source: source.context) }
            output.results += compiled([sample], step: .compile, failures: build.failures,
                                       harnessBroken: build.binary == nil, milliseconds: build.milliseconds)
        }
        return output
    }

    /// Compile or type-check results for every copy of every distinct sample.
    private func compiled(_ samples: [DistinctSample], step: SampleTestResult.Step, failures: [String: [CompilerDiagnostic]],
                          harnessBroken: Bool, milliseconds: Int) -> [SampleTestResult] {
        samples.flatMap { sample in
            sample.copies.map { copy in
                if let errors = failures[sample.functionName] {
                    let moved = errors.map { sample.relocate($0, to: copy) }
                    return copy.result(step, .compileError, moved.map(\.description).joined(separator: "\n"),
                                  locations: Self.unique(moved.map { "\($0.file):\($0.line)" }), milliseconds: milliseconds)
                }
                if harnessBroken {
                    return copy.result(step, .skipped, "not built: the harness does not build")
                }
                return copy.result(step, .passed, nil, milliseconds: milliseconds)
            }
        }
    }

    private func scenarios(_ swift: [DistinctSample], unbuildable: [SplicedSample], binary: URL?, harness: PageHarness,
                           context: HarnessSource, failures: [String: [CompilerDiagnostic]],
                           progress: @escaping @Sendable (SampleTestRun.Progress) -> Void) -> [SampleTestResult] {
        let compiledAs = Dictionary(uniqueKeysWithValues: swift.flatMap { sample in
            sample.copies.map { (SampleKey($0), failures[sample.functionName] == nil ? sample : nil) }
        })
        let variants = page.documents.map(\.variant)
        let allSwift = (swift.flatMap(\.copies) + unbuildable.filter { $0.language == CodeLanguage.swift })
        guard let binary else {
            return allSwift.map { $0.result(.scenario, .skipped, "not run: the harness does not build") }
        }
        let results = Mutex([[SampleTestResult]](repeating: [], count: variants.count))
        let finished = Mutex(0)
        let gate = DispatchSemaphore(value: max(1, options.jobs))
        DispatchQueue.concurrentPerform(iterations: variants.count) { index in
            gate.wait()
            defer { gate.signal() }
            let variant = variants[index]
            let mine = allSwift.filter { $0.variant == variant }.sorted { $0.reference < $1.reference }
            guard !mine.isEmpty else { return }
            let steps = mine.map { ($0, compiledAs[SampleKey($0)] ?? nil) }
            let plan = ScenarioPlan(
                provisioning: page.provisioning[variant] ?? DeviceProvisioning(authenticatorInstalled: false),
                steps: steps.compactMap { sample, compiled in
                    compiled.map { .init(sample: $0.functionName, expectations: harness.expectations(for: sample.section)) }
                },
                stepTimeoutSeconds: min(options.stepTimeout, options.scenarioTimeout))
            let process = ScenarioProcess(binary: binary, plan: plan, steps: steps, deadline: options.scenarioTimeout,
                                          folder: options.buildFolder.appendingPathComponent("\(page.page)/run/\(variant)"),
                                          harnessLocation: context.file)
            let variantResults = process.run()
            results.withLock { $0[index] = variantResults }
            let done = finished.withLock { count in
                count += 1
                return count
            }
            progress(.init(finished: done, total: variants.count, variant: variant))
        }
        return results.withLock { $0.flatMap { $0 } }
    }

    private func harnessError(_ diagnostic: CompilerDiagnostic, harness: PageHarness, source: HarnessSource) -> InputError {
        let inHarness = diagnostic.file == source.file
        return InputError(kind: .invalidHarness, file: inHarness ? source.file : harness.manifestFile,
                          line: inHarness ? diagnostic.line : nil,
                          message: inHarness ? diagnostic.message : "the generated code does not build with the harness: \(diagnostic)")
    }

    static func unique<Item: Hashable>(_ items: [Item]) -> [Item] {
        var seen = Set<Item>()
        return items.filter { seen.insert($0).inserted }
    }
}

/// A sample's identity within a run: its file and fence line.
private struct SampleKey: Hashable {
    let file: String
    let line: Int
    init(_ sample: SplicedSample) {
        file = sample.reference.file
        line = sample.reference.line
    }
}
