import LocDocAPI
import LocDocModel

/// Reads the API mentions of the copies of one page (`APIMentions`), reading each distinct sample and code span
/// once: code is not translated, so the copies of a page share nearly all of them, and only where they sit differs.
/// One reader serves one piece of work on one thread.
final class APIMentionReader {
    private var sampleNames: [CodeKey: [SwiftCodeNames.Found]] = [:]
    private var declaredNames: [CodeKey: Declared] = [:]
    private var spanNames: [CodeKey: [APIName]] = [:]
    private var foreignIdentifiers: [CodeKey: Set<String>] = [:]

    /// A name the page's own samples declare is the page's, not the API's, when prose names it. A setting's value
    /// (`MSALCacheSharingEnabled` as a key to enter) is configuration, not a name of the API. A name the page's
    /// samples in another language use (`AcquireTokenSilent()` beside a C# sample that calls
    /// `app.AcquireTokenSilent(…)`, on a page for several platforms) is that platform's API.
    func prose(in document: Document) -> [APIMention] {
        let declared = declaredNames(in: document)
        let foreign = foreignNames(in: document)
        let settings = document.configuration.isEmpty ? nil : SettingSpans(document)
        return document.inlineCode.flatMap { span -> [APIMention] in
            if settings?.isSetting(span) == true { return [] }
            return names(inSpan: CodeKey(code: span.text, dialect: nil))
                .filter { $0.container != nil || !(declared.names($0) || foreign.contains($0.baseName)) }.map {
                    APIMention(name: $0, text: span.text, source: .prose, section: span.sectionKey,
                               line: span.range.start.line, column: span.range.start.column)
                }
        }
    }

    /// A function one sample of the page declares and another calls (`acquireTokenSilently(currentAccount)` before
    /// the sample that declares `func acquireTokenSilently(_:)`) is the page's too.
    func samples(in document: Document) -> [APIMention] {
        let declared = declaredNames(in: document)
        return document.codeSamples.flatMap { sample -> [APIMention] in
            guard let key = Self.key(sample) else { return [] }
            let found = names(inSample: key).filter { $0.name.container != nil || !declared.names($0.name) }
            let source: APIMention.Source = key.dialect == .swift ? .swift : .objectiveC
            return found.map {
                APIMention(name: $0.name, text: $0.text, source: source, section: sample.sectionKey,
                           line: sample.codeStartLine + $0.token.line - 1, column: $0.token.column + sample.codeColumnOffset)
            }
        }
    }

    /// The names the page's samples declare, each distinct sample read once.
    private func declaredNames(in document: Document) -> Declared {
        var declared = Declared()
        for sample in document.codeSamples {
            guard let key = Self.key(sample) else { continue }
            let names = remembered(key, in: &declaredNames) { key in
                guard key.dialect == .swift else { return Declared(all: ObjCCodeNames.declaredNames(in: key.code)) }
                let declarations = SwiftCodeNames.declarations(in: key.code)
                return Declared(all: declarations.all, callable: declarations.callable)
            }
            declared.all.formUnion(names.all)
            declared.callable.formUnion(names.callable)
        }
        return declared
    }

    /// The identifiers of the page's samples in languages other than Swift and Objective-C (a fence with a language
    /// named: an unnamed fence may be either), read as C-family code, each distinct sample read once.
    private func foreignNames(in document: Document) -> Set<String> {
        var names = Set<String>()
        for sample in document.codeSamples where Self.key(sample) == nil && !sample.language.normalized.isEmpty {
            names.formUnion(remembered(CodeKey(code: sample.code, dialect: nil), in: &foreignIdentifiers) { key in
                Set(CodeLexer.lex(key.code, dialect: .objectiveC).tokens.lazy.filter { $0.kind == .identifier }.map(\.text))
            })
        }
        return names
    }

    /// What a page's samples declare: every name, and the Swift functions and types, which a Swift call names
    /// without its labels (`acquireTokenSilently(_:)` calls `func acquireTokenSilently`; a variable `account` is not
    /// `account(forHomeAccountId:)`).
    private struct Declared {
        var all = Set<String>()
        var callable = Set<String>()

        func names(_ name: APIName) -> Bool {
            all.contains(name.name) || (name.form == .call && callable.contains(name.baseName))
        }
    }

    /// Which mentions a check reads: the code spans of prose, or the samples.
    enum Part {
        case prose, samples

        func mentions(_ reader: APIMentionReader, _ document: Document) -> [APIMention] {
            self == .prose ? reader.prose(in: document) : reader.samples(in: document)
        }
    }

    private var unresolved: [CodeKey: Bool] = [:]

    /// Whether `part` of the document may name something `api` does not resolve, judged once per distinct sample
    /// and span: nearly every copy of nearly every page names only what resolves, and then its mentions need not be
    /// listed at all. (Prose is judged before the names its samples declare are set aside, so this can only say yes
    /// too often.)
    func mayNameUnresolved(_ part: Part, in document: Document, api: APIIndex) -> Bool {
        switch part {
        case .prose:
            return document.inlineCode.contains { span in
                let key = CodeKey(code: span.text, dialect: nil)
                return remembered(key, in: &unresolved) { _ in
                    names(inSpan: key).contains { api.resolve($0).status == .unresolved }
                }
            }
        case .samples:
            return document.codeSamples.contains { sample in
                guard let key = Self.key(sample) else { return false }
                return remembered(key, in: &unresolved) { key in
                    names(inSample: key).contains { api.resolve($0.name).status == .unresolved }
                }
            }
        }
    }

    /// Swift and Objective-C samples hold API names; other languages do not.
    private static func key(_ sample: CodeSample) -> CodeKey? {
        switch sample.language.normalized {
        case CodeLanguage.swift: CodeKey(code: sample.code, dialect: .swift)
        case CodeLanguage.objectiveC: CodeKey(code: sample.code, dialect: .objectiveC)
        default: nil
        }
    }

    private func names(inSample key: CodeKey) -> [SwiftCodeNames.Found] {
        remembered(key, in: &sampleNames) { $0.dialect == .swift ? SwiftCodeNames.names(in: $0.code) : ObjCCodeNames.names(in: $0.code) }
    }

    private func names(inSpan key: CodeKey) -> [APIName] {
        remembered(key, in: &spanNames) { APIMentions.names(inSpan: $0.code) }
    }

    private func remembered<Value>(_ key: CodeKey, in memo: inout [CodeKey: Value], _ read: (CodeKey) -> Value) -> Value {
        if let known = memo[key] { return known }
        let value = read(key)
        memo[key] = value
        return value
    }
}
