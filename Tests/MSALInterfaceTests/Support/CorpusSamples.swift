import Foundation
import LocDocIngest
import LocDocModel

/// One fenced sample of the bundled corpus, as the ingest library extracted it.
struct CorpusSample {
    /// `es-ES/msal-ios-shared-devices.md`.
    let file: String
    let variant: String
    /// The line of the sample's first code line in its file.
    let line: Int
    let code: String
}

extension CorpusSample {
    /// The same sample with `text` replaced: a deliberately broken variant for a negative test.
    func replacing(_ text: String, with replacement: String) throws -> CorpusSample {
        let code = self.code.replacingOccurrences(of: text, with: replacement)
        guard code != self.code else { throw SampleEditError(missing: text) }
        return CorpusSample(file: file, variant: variant, line: line, code: code)
    }
}

/// A negative test's edit found nothing to replace.
struct SampleEditError: Error {
    let missing: String
}

enum CorpusSamples {
    /// The bundled corpus, parsed once.
    static let documents: [LocDocModel.Document] = CorpusLoader().load([Toolchain.corpus.path]).variants
        .flatMap(\.documents)

    /// Every sample in `language` (normalised name) of every document, in variant then page order.
    static func samples(_ language: String) -> [CorpusSample] {
        documents.flatMap { document in
            document.codeSamples.filter { $0.language.normalized == language }.map {
                CorpusSample(file: document.file, variant: document.variant, line: $0.codeStartLine, code: $0.code)
            }
        }
    }

    /// The samples of one variant.
    static func samples(_ language: String, variant: String) -> [CorpusSample] {
        samples(language).filter { $0.variant == variant }
    }
}
