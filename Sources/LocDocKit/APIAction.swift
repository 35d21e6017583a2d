import Foundation
import LocDocAPI
import LocDocChecks
import LocDocIngest
import LocDocModel
import LocDocReports

/// `locdoc api`, testable without argument parsing: read the corpus, find every API name in its prose and samples,
/// resolve them against the reference implementation, render the report.
public struct APIAction: Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    public var paths: [String]
    public var format: Format
    public var referenceAPI: ReferenceAPI

    public init(paths: [String], format: Format = .text, referenceAPI: ReferenceAPI = .locate) {
        self.paths = paths
        self.format = format
        self.referenceAPI = referenceAPI
    }

    public struct Outcome: Sendable {
        public var output: Data
        /// `nil` when the reference implementation could not be read.
        public var report: APIReport?
        public var errors: [InputError]
        /// Why the command could not do its job (the reference build is missing, a tool failed).
        public var problems: [String]
        /// 0 when every input was read and the reference API was available, else 2.
        public var exitCode: Int32
    }

    public func run() throws -> Outcome {
        let index: APIIndex
        switch referenceAPI.load() {
        case .success(let loaded): index = loaded
        case .failure(let unavailable):
            return Outcome(output: Data(), report: nil, errors: [], problems: ["the reference API is unavailable: \(unavailable)"], exitCode: 2)
        }
        let corpus = CorpusLoader().load(paths.isEmpty ? [DefaultCorpus.path] : paths)
        let report = APIReportBuilder.build(documents: corpus.documents, index: index, mentions: APIMentions.all)
        let output: Data = switch format {
        case .text: Data(APITextRenderer().render(report, errors: corpus.errors).utf8)
        case .json: try APIJSONRenderer().render(report, errors: corpus.errors)
        }
        return Outcome(output: output, report: report, errors: corpus.errors, problems: [], exitCode: corpus.errors.isEmpty ? 0 : 2)
    }
}
