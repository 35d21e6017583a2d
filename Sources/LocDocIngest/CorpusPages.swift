import Foundation
import LocDocModel
import Synchronization

/// Reads a corpus a page at a time: the copies of one page (the same page path in every variant) are parsed
/// together on one core, handed to `body`, and dropped when it returns. Memory then holds the pages being worked on
/// and what `body` keeps, not the corpus, and each page's documents are still in the core's cache when `body` reads
/// them.
///
/// For work that needs a page's copies side by side (`locdoc check`). With few pages there is little to share out
/// between cores this way; `pageCount` lets a caller read the `whole` corpus then.
public struct CorpusPages: Sendable {
    private let discovery: CorpusDiscovery.Result
    /// The discovered files by page, sorted by page path.
    private let pages: [(page: String, entries: [CorpusDiscovery.Entry])]

    public init(_ paths: [String]) {
        discovery = CorpusDiscovery().discover(paths)
        pages = Dictionary(grouping: discovery.entries, by: \.origin.page).map { ($0.key, $0.value) }.sorted { $0.page < $1.page }
    }

    public var pageCount: Int { pages.count }

    /// The whole corpus at once, read by `CorpusLoader` from the files found here (not discovered again).
    public func whole() -> Corpus {
        CorpusLoader().load(discovery)
    }

    public struct Outcome<Result: Sendable>: Sendable {
        /// `body`'s result for every page with at least one readable copy, in page path order.
        public var results: [Result]
        /// Discovery errors and the files that could not be read or parsed, sorted by file and line.
        public var errors: [InputError]
    }

    /// Calls `body` with each page's documents (in discovery order) on all cores.
    public func map<Result: Sendable>(_ body: @Sendable (_ page: String, _ documents: [Document]) -> Result) -> Outcome<Result> {
        let results = Mutex([(result: Result?, errors: [InputError])?](repeating: nil, count: pages.count))
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            var documents: [Document] = []
            var errors: [InputError] = []
            for entry in pages[index].entries {
                switch CorpusLoader.parse(entry) {
                case .success(let document): documents.append(document)
                case .failure(let error): errors.append(error)
                }
            }
            let result = documents.isEmpty ? nil : body(pages[index].page, documents)
            results.withLock { $0[index] = (result, errors) }
        }
        let done = results.withLock { $0.compactMap { $0 } }
        let errors = discovery.errors + done.flatMap(\.errors)
        return Outcome(results: done.compactMap(\.result), errors: errors.sorted(by: InputError.reportOrder))
    }
}
