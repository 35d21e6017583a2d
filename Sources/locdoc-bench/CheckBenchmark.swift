import Foundation

/// `locdoc-bench --check`: (1) on a corpus of ≥ 50 MB in ≥ 20 locales, `locdoc check` (on all cores, and on one)
/// next to raw cmark-gfm parsing of the same bytes and locdoc's ingest alone (the part of check that reads the
/// files); (2) one page set in 5, 20 and 50 locales, time per locale (flat = linear).
enum CheckBenchmark {
    /// `corpus` is where the large corpus is written (kept afterwards when `keep`, to check it by hand).
    static func run(pagesAtScale: Int, locales: Int, corpus: URL?, keep: Bool) throws {
        let base = FileManager.default.temporaryDirectory
        let large = corpus ?? base.appendingPathComponent("locdoc-bench-check")
        let made = try CheckCorpus.generate(from: "Locales", into: large, locales: locales, pages: pagesAtScale)
        let megabytes = Double(made.bytes) / 1_000_000
        print(String(format: "check corpus: %d files, %.1f MB, %d locales x %d pages, defects injected in 4 of 7 copies", made.files, megabytes, locales, pagesAtScale))
        print("phase              seconds     MB/s   vs raw   peak MiB   detail")
        var raw = 0.0
        for phase in [Phase.raw, .ingest, .ingestParallel, .check, .checkOneCore] {
            guard phase != .checkOneCore || FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") else {
                print("check-one-core     (no /usr/bin/taskset to pin the process to one CPU)")
                continue
            }
            let result = try runChild(phase, corpus: large)
            let throughput = megabytes / result.seconds
            if phase == .raw { raw = throughput }
            print(phase.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0) + String(format: " %9.2f %8.1f %7.0f%% %10.0f   %@", result.seconds, throughput,
                         100 * throughput / raw, result.memory, result.detail as NSString))
        }
        if !keep { try? FileManager.default.removeItem(at: large) }
        print("\nlocales per page   files      seconds   ms per locale   peak MiB")
        for count in [5, 20, 50] {
            let folder = base.appendingPathComponent("locdoc-bench-scale-\(count)")
            let scaled = try CheckCorpus.generate(from: "Locales", into: folder, locales: count, pages: 20)
            let result = try runChild(.check, corpus: folder)
            print(String(format: "%16d %7d %12.2f %15.1f %10.0f", count, scaled.files, result.seconds, 1000 * result.seconds / Double(count), result.memory))
            try? FileManager.default.removeItem(at: folder)
        }
    }
}
