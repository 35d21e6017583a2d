import Foundation
import LocDocIngest
import LocDocKit
import LocDocModel

/// One measured phase, run in a child process of its own so that its peak memory is its own.
enum Phase: String, CaseIterable {
    /// cmark-gfm parse of every file (read + parse + free), one thread.
    case raw
    /// locdoc's ingest of every file to a Document (read, validate, front matter, cmark-gfm, extractors), one
    /// thread, documents dropped after use.
    case ingest
    /// The same with the loader's parallelism (all cores), as `locdoc extract` runs it, documents dropped.
    case ingestParallel = "ingest-parallel"
    /// `locdoc extract --format json` end to end: parse, encode and stream every document.
    case extractJSON = "extract-json"
    /// `locdoc check --format json` end to end, as the CLI runs it: load, align, check, render, the report streamed
    /// (to /dev/null, where the CLI writes it to stdout).
    case check
    /// The same in a process pinned to one CPU (`taskset -c 0`): check's single-core figure; its threads take
    /// turns on that CPU.
    case checkOneCore = "check-one-core"

    func run(corpus: URL) throws -> (seconds: Double, detail: String) {
        let start = Date()
        var detail = ""
        switch self {
        case .raw:
            var nodes = 0
            for file in BenchCorpus.files(in: corpus) {
                nodes += RawMarkdownParse.parse([UInt8](try Data(contentsOf: file)))
            }
            detail = "\(nodes) nodes"
        case .ingest:
            var documents = 0, errors = 0
            for file in BenchCorpus.files(in: corpus) {
                let origin = FileOrigin(displayPath: file.lastPathComponent, variant: "v", page: file.lastPathComponent, folderLocale: nil)
                do throws(InputError) {
                    _ = try MarkdownIngest().parse(bytes: [UInt8](try! Data(contentsOf: file)), origin: origin)
                    documents += 1
                } catch {
                    errors += 1
                }
            }
            detail = "\(documents) documents, \(errors) errors"
        case .ingestParallel:
            var documents = 0
            let errors = CorpusLoader().forEachDocument([corpus.path]) { _ in documents += 1 }
            detail = "\(documents) documents, \(errors.count) errors"
        case .check, .checkOneCore:
            var bytes = 0
            let sink = FileHandle(forWritingAtPath: "/dev/null")
            let outcome = try CheckAction(paths: [corpus.path], format: .json).run { chunk in
                bytes += chunk.count
                sink?.write(chunk)
            }
            detail = "\(outcome.report.findings.count) findings, \(bytes / 1_000) kB of JSON"
        case .extractJSON:
            // Streamed as the CLI streams it to stdout; only the byte count is kept.
            var bytes = 0
            let errors = try ExtractAction(paths: [corpus.path], format: .json).run { bytes += $0.count }
            detail = "\(bytes / 1_000_000) MB of JSON, \(errors.count) errors"
        }
        return (Date().timeIntervalSince(start), detail)
    }
}

/// Peak resident set size of this process, in MiB.
func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
}
