import Foundation
import LocDocIngest
import LocDocModel
import LocDocReports

/// `locdoc extract`, testable without argument parsing: read the corpus, render it.
public struct ExtractAction: Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case json, text
    }

    public var paths: [String]
    public var format: Format

    public init(paths: [String], format: Format) {
        self.paths = paths
        self.format = format
    }

    public struct Outcome: Sendable {
        public var output: Data
        public var errors: [InputError]
        /// 0 when every input was read, 2 when any failed (the others are still in `output`).
        public var exitCode: Int32
    }

    public func run() throws -> Outcome {
        var output = Data()
        let errors = try run { output.append($0) }
        return Outcome(output: output, errors: errors, exitCode: errors.isEmpty ? 0 : 2)
    }

    /// Streams the output to `write` as documents are parsed (the CLI passes stdout), holding one document at a
    /// time, and returns the input errors.
    public func run(writingTo write: (Data) -> Void) throws -> [InputError] {
        let loader = CorpusLoader()
        let inputs = paths.isEmpty ? [DefaultCorpus.path] : paths
        switch format {
        case .json:
            let stream = try ExtractJSONStream()
            var failure: (any Error)?
            let errors = loader.forEachDocument(inputs) { document in
                guard failure == nil else { return }
                do { try stream.add(document) } catch { failure = error }
            }
            if let failure { throw failure }
            try stream.finish(errors: errors, to: write)
            return errors
        case .text:
            let renderer = ExtractTextRenderer()
            let errors = loader.forEachDocument(inputs) { write(Data(renderer.render($0).utf8)) }
            write(Data(renderer.render(errors).utf8))
            return errors
        }
    }
}

/// Where the bundled corpus is: `Locales/` in the working directory.
public enum DefaultCorpus {
    public static let path = "Locales"
}
