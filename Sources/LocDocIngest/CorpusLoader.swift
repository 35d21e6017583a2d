import Foundation
import LocDocModel
import Synchronization

/// Reads and parses every discovered file on all cores, keeping going past bad files: each bad file becomes an
/// `InputError`, the others still become documents.
public struct CorpusLoader: Sendable {
    public init() {}

    /// Parses all files and groups the documents into variants (sorted by name, pages sorted by path).
    public func load(_ paths: [String]) -> Corpus {
        load(CorpusDiscovery().discover(paths))
    }

    /// `load` for files already discovered.
    public func load(_ discovery: CorpusDiscovery.Result) -> Corpus {
        var documents: [Document] = []
        let errors = forEachDocument(discovery) { documents.append($0) }
        let grouped = Dictionary(grouping: documents, by: \.variant)
        let variants = grouped.keys.sorted().map { name in
            Variant(name: name, documents: grouped[name]!.sorted { $0.page < $1.page })
        }
        return Corpus(variants: variants, errors: errors)
    }

    /// Streams documents in discovery order to `body` (on the calling thread) and returns the input errors,
    /// so a caller that does not keep documents holds only the files being parsed at one time.
    @discardableResult
    public func forEachDocument(_ paths: [String], _ body: (Document) -> Void) -> [InputError] {
        forEachDocument(CorpusDiscovery().discover(paths), body)
    }

    /// `forEachDocument` for files already discovered.
    @discardableResult
    public func forEachDocument(_ discovery: CorpusDiscovery.Result, _ body: (Document) -> Void) -> [InputError] {
        var errors = discovery.errors
        let entries = discovery.entries
        // Sixteen files per core between two hand-overs: with two per core, waking the workers and waiting for the
        // slowest file of each batch cost more than the second core gave.
        let batch = max(1, ProcessInfo.processInfo.activeProcessorCount * 16)
        var start = 0
        while start < entries.count {
            let slice = Array(entries[start..<min(start + batch, entries.count)])
            let results = Mutex([Result<Document, InputError>?](repeating: nil, count: slice.count))
            DispatchQueue.concurrentPerform(iterations: slice.count) { position in
                let outcome = Self.parse(slice[position])
                results.withLock { $0[position] = outcome }
            }
            for outcome in results.withLock({ $0 }) {
                switch outcome {
                case .success(let document)?: body(document)
                case .failure(let error)?: errors.append(error)
                case nil: break
                }
            }
            start += batch
        }
        return errors.sorted(by: InputError.reportOrder)
    }

    static func parse(_ entry: CorpusDiscovery.Entry) -> Result<Document, InputError> {
        let file = entry.origin.displayPath
        // The size first: a file over the limit would be refused after being read whole (twice, as Data and bytes).
        var status = stat()
        if stat(entry.absolutePath, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > MarkdownIngest.largestFile {
            return .failure(MarkdownIngest.tooLarge(file: file, bytes: Int(status.st_size)))
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: entry.absolutePath))
        } catch {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: entry.absolutePath, isDirectory: &isDirectory), isDirectory.boolValue {
                return .failure(InputError(kind: .isDirectory, file: file, line: nil, message: "is a directory, not a Markdown file"))
            }
            let exists = FileManager.default.fileExists(atPath: entry.absolutePath)
            return .failure(InputError(kind: exists ? .unreadable : .notFound, file: file, line: nil,
                                       message: exists ? "cannot be read (permissions?)" : "no such file (a dangling link?)"))
        }
        do throws(InputError) {
            return .success(try MarkdownIngest().parse(bytes: [UInt8](data), origin: entry.origin))
        } catch {
            return .failure(error)
        }
    }
}
