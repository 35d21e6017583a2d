import LocDocAPI
import LocDocModel

/// Reads the API mentions of the copies of one page (`APIMentions`), reading each distinct sample and code span
/// once: code is not translated, so the copies of a page share nearly all of them, and only where they sit differs.
/// One reader serves one piece of work on one thread.
final class APIMentionReader {
    private var sampleNames: [CodeKey: [SwiftCodeNames.Found]] = [:]
    private var declaredNames: [CodeKey: Set<String>] = [:]
    private var spanNames: [CodeKey: [APIName]] = [:]

    /// A name the page's own samples declare is the page's, not the API's, when prose names it.
    func prose(in document: Document) -> [APIMention] {
        var declared = Set<String>()
        for sample in document.codeSamples {
            guard let key = Self.key(sample) else { continue }
            declared.formUnion(remembered(key, in: &declaredNames) {
                $0.dialect == .swift ? SwiftCodeNames.declaredNames(in: $0.code) : ObjCCodeNames.declaredNames(in: $0.code)
            })
        }
        return document.inlineCode.flatMap { span in
            remembered(CodeKey(code: span.text, dialect: nil), in: &spanNames) { APIMentions.names(inSpan: $0.code) }
                .filter { $0.container != nil || !declared.contains($0.name) }.map {
                    APIMention(name: $0, text: span.text, source: .prose, section: span.sectionKey,
                               line: span.range.start.line, column: span.range.start.column)
                }
        }
    }

    func samples(in document: Document) -> [APIMention] {
        document.codeSamples.flatMap { sample -> [APIMention] in
            guard let key = Self.key(sample) else { return [] }
            let found = remembered(key, in: &sampleNames) {
                $0.dialect == .swift ? SwiftCodeNames.names(in: $0.code) : ObjCCodeNames.names(in: $0.code)
            }
            let source: APIMention.Source = key.dialect == .swift ? .swift : .objectiveC
            return found.map {
                APIMention(name: $0.name, text: $0.text, source: source, section: sample.sectionKey,
                           line: sample.codeStartLine + $0.token.line - 1, column: $0.token.column)
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

    private func remembered<Value>(_ key: CodeKey, in memo: inout [CodeKey: Value], _ read: (CodeKey) -> Value) -> Value {
        if let known = memo[key] { return known }
        let value = read(key)
        memo[key] = value
        return value
    }
}
