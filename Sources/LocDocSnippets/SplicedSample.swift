import LocDocChecks
import LocDocModel

/// One fenced sample of one variant, ready to become test code: the sample as written, with its elisions filled
/// from the harness, and the key under which identical samples of other variants are compiled once.
public struct SplicedSample: Sendable, Hashable {
    public var variant: String
    public var locale: String
    public var reference: SampleReference
    public var section: SectionKey
    /// The line of the sample's first code line (the fence line + 1).
    public var codeStartLine: Int
    public var lineCount: Int
    /// The sample's code as the page writes it.
    public var original: String
    /// The code that goes into the generated source (elisions filled).
    public var code: String
    public var rewrites: [ElisionRewrite]
    public var unknownElisions: [UnknownElision]
    /// Significant tokens of `code`, comments and whitespace apart: equal keys compile to the same thing.
    public var normalizedKey: String

    public var language: String { reference.language }

    /// The Markdown line of line `line` (1-based) of the code.
    public func markdownLine(_ line: Int) -> Int { codeStartLine + line - 1 }

    /// Whether a Markdown line of this sample's file lies inside its code.
    public func contains(file: String, line: Int) -> Bool {
        file == reference.file && line >= codeStartLine && line < codeStartLine + lineCount
    }
}

extension SplicedSample {
    /// Splices `sample` of `document` with `harness`'s elisions (none when there is no harness).
    init(_ sample: CodeSample, of document: Document, harness: PageHarness?) {
        let language = sample.language.normalized
        let dialect = CodeLexer.dialect(forLanguage: language)
        var code = sample.code, rewrites: [ElisionRewrite] = [], unknown: [UnknownElision] = [], tokens = [code]
        if let dialect {
            let result = ElisionSplicer.splice(sample.code, dialect: dialect, file: document.file,
                                               firstLine: sample.codeStartLine) { name in
                let entry = harness?.elision(binding: name)
                return language == CodeLanguage.swift ? entry?.swift : entry?.objectiveC
            }
            (code, rewrites, unknown) = (result.code, result.rewrites, result.unknown)
            // Lexed once; again only when an elision was filled, since the key is of the code that compiles.
            let significant = rewrites.isEmpty ? result.tokens.filter { !$0.isTrivia }
                : CodeLexer.lex(code, dialect: dialect).significantTokens
            tokens = significant.map(\.text)
        }
        self.init(
            variant: document.variant, locale: document.locale?.tag ?? document.variant,
            reference: SampleReference(file: document.file, line: sample.range.start.line,
                                       anchorPath: sample.sectionKey.readerPath, language: language),
            section: sample.sectionKey, codeStartLine: sample.codeStartLine,
            lineCount: max(1, sample.code.split(separator: "\n", omittingEmptySubsequences: false).count),
            original: sample.code, code: code, rewrites: rewrites, unknownElisions: unknown,
            normalizedKey: language + "\u{1}" + tokens.joined(separator: "\u{1}"))
    }
}

extension SplicedSample {
    /// This sample's result for one step; without locations, the sample's own fence line is the location.
    func result(_ step: SampleTestResult.Step, _ status: TestStatus, _ message: String?, locations: [String] = [],
                milliseconds: Int = 0) -> SampleTestResult {
        SampleTestResult(variant: variant, locale: locale, sample: reference, step: step, status: status,
                         durationMilliseconds: milliseconds, message: message,
                         locations: locations.isEmpty ? [reference.location] : locations)
    }
}
