import Foundation

// locdoc-bench: locdoc's throughput next to cmark-gfm's own parse of the same bytes, in one run (see `usage`).
let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

let usage = """
    usage: locdoc-bench [--variants N] [--pages N] [--corpus DIR] [--keep]
                                          ingest throughput next to raw cmark-gfm, on a generated corpus
           locdoc-bench --check [--locales N] [--pages N] [--corpus DIR] [--keep]
                                          check throughput next to raw cmark-gfm, and 5, 20 and 50 locales per page
           locdoc-bench --test [--samples N]
                                          locdoc test: merged vs per-sample compiles, 20 vs 1 variants, warm run
           locdoc-bench --by-check --corpus DIR
                                          locdoc check on one thread, stage by stage and check by check
           locdoc-bench --phase NAME --corpus DIR
                                          one phase, one line (what the others run in child processes)
    Run it from the repository root: it builds its corpora from Locales/.

    """
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
// A mistyped option must not fall through to the default benchmark (minutes of work, and not what was asked).
if let problem = BenchArguments.problem(in: Array(arguments.dropFirst())) {
    FileHandle.standardError.write(Data("locdoc-bench: \(problem)\n\(usage)".utf8))
    exit(2)
}

guard FileManager.default.fileExists(atPath: "Locales") || option("--phase") != nil else {
    FileHandle.standardError.write(Data("locdoc-bench: run it from the repository root (it builds its corpora from Locales/)\n".utf8))
    exit(2)
}

if let name = option("--phase") {
    // A phase only measures; an unknown one must not fall through to generating a corpus over --corpus.
    guard let phase = Phase(rawValue: name), let corpus = option("--corpus") else {
        FileHandle.standardError.write(Data("locdoc-bench: --phase takes one of \(Phase.allCases.map(\.rawValue)) and --corpus DIR\n".utf8))
        exit(2)
    }
    let result = try phase.run(corpus: URL(fileURLWithPath: corpus))
    print("\(result.seconds)\t\(peakMemoryMiB())\t\(result.detail)")
    exit(0)
}

print("allocator: \(Allocator.name)")

if arguments.contains("--by-check"), let corpus = option("--corpus") {
    try CheckBreakdown.run(corpus: URL(fileURLWithPath: corpus))
    exit(0)
}

if arguments.contains("--test") {
    try TestBenchmark.run(distinct: Int(option("--samples") ?? "") ?? 100)
    exit(0)
}

if arguments.contains("--check") {
    try CheckBenchmark.run(pagesAtScale: Int(option("--pages") ?? "") ?? 152, locales: Int(option("--locales") ?? "") ?? 24,
                           corpus: option("--corpus").map { URL(fileURLWithPath: $0) }, keep: arguments.contains("--keep"))
    exit(0)
}

let variants = Int(option("--variants") ?? "") ?? 30
let pages = Int(option("--pages") ?? "") ?? 25
let corpus = URL(fileURLWithPath: option("--corpus") ?? FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-bench-corpus").path)
let generated = try BenchCorpus.generate(from: "Locales", into: corpus, variants: variants, pages: pages)
let megabytes = Double(generated.bytes) / 1_000_000
print(String(format: "corpus: %d files, %.1f MB (%d variants x %d pages per locale, from Locales/) in %@",
             generated.files, megabytes, variants, pages, corpus.path))

func runChild(_ phase: Phase, corpus: URL = corpus) throws -> (seconds: Double, memory: Double, detail: String) {
    let process = Process()
    var executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    if !FileManager.default.isExecutableFile(atPath: executable.path) {
        executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }
    process.executableURL = executable
    process.arguments = ["--phase", phase.rawValue, "--corpus", corpus.path]
    if phase == .checkOneCore {
        // One CPU for the child and the threads it starts (util-linux's taskset, as on Debian).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
        process.arguments = ["-c", "0", executable.path] + process.arguments!
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let fields = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\t")
    guard fields.count == 3, let seconds = Double(fields[0]), let memory = Double(fields[1]) else {
        throw NSError(domain: "locdoc-bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "phase \(phase.rawValue) failed"])
    }
    return (seconds, memory, String(fields[2]))
}

print("phase              seconds     MB/s   vs raw   peak MiB   detail")
var rawThroughput = 0.0
for phase in Phase.allCases where phase != .check && phase != .checkOneCore {
    let result = try runChild(phase)
    let throughput = megabytes / result.seconds
    if phase == .raw { rawThroughput = throughput }
    print(phase.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0) + String(format: " %9.2f %8.1f %7.0f%% %10.0f   %@", result.seconds, throughput,
                 100 * throughput / rawThroughput, result.memory, result.detail as NSString))
}
if !arguments.contains("--keep") { try? FileManager.default.removeItem(at: corpus) }
