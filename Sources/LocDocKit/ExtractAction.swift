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
        let corpus = CorpusLoader().load(paths.isEmpty ? [DefaultCorpus.path] : paths)
        let output: Data
        switch format {
        case .json: output = try ExtractJSONRenderer().render(corpus)
        case .text: output = Data(ExtractTextRenderer().render(corpus).utf8)
        }
        return Outcome(output: output, errors: corpus.errors, exitCode: corpus.errors.isEmpty ? 0 : 2)
    }
}

/// Where the bundled corpus is: `Locales/` in the working directory.
public enum DefaultCorpus {
    public static let path = "Locales"
}
