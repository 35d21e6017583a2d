import LocDocModel

/// `locdoc extract --format text`: a readable outline of each variant's model, one line per element, each
/// with its `line:column`.
public struct ExtractTextRenderer: Sendable {
    public init() {}

    public func render(_ corpus: Corpus) -> String {
        corpus.documents.map(render).joined() + render(corpus.errors)
    }

    /// One document's outline, followed by a blank line.
    public func render(_ document: Document) -> String {
        var out: [String] = []
        render(document, into: &out)
        return out.joined(separator: "\n") + "\n\n"
    }

    /// The input errors' section (empty when there are none).
    public func render(_ errors: [InputError]) -> String {
        errors.isEmpty ? "" : (["input errors:"] + errors.map { "  \($0)" }).joined(separator: "\n") + "\n"
    }

    private func at(_ range: SourceRange) -> String { "\(range.start.line):\(range.start.column)" }

    private func render(_ document: Document, into out: inout [String]) {
        let front = document.frontMatter
        out.append("\(document.file)  [variant \(document.variant), locale \(document.locale?.tag ?? "unknown") from \(document.localeSource.rawValue)]")
        out.append("  revision \(front.sourceRevision ?? "-"), translation \(front.translationType?.code ?? "-"), handed off \(front.lastHandoff?.description ?? "-"), \(front.entries.count) front matter keys")
        for section in document.sections {
            let indent = String(repeating: "  ", count: section.level)
            out.append("\(indent)\(String(repeating: "#", count: section.level)) \(section.title)  {\(section.anchor.map { "#" + $0 } ?? "no anchor")} \(at(section.range))")
            let key = section.key
            for alert in document.alerts where alert.sectionKey == key {
                out.append("\(indent)  alert \(alert.kind) \(at(alert.range)), \(alert.contentLineCount) line(s)")
            }
            for include in document.includes where include.sectionKey == key {
                out.append("\(indent)  include \(include.target) \(at(include.range))")
            }
            for sample in document.codeSamples where sample.sectionKey == key {
                let lines = sample.code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                out.append("\(indent)  code \(sample.language.normalized) #\(sample.languageOrdinal) \(at(sample.range)), \(lines) line(s)")
            }
            for tree in document.configuration where tree.sectionKey == key {
                out.append("\(indent)  settings \(at(tree.range))")
                renderEntries(tree.entries, indent: indent + "    ", into: &out)
            }
            let spans = document.inlineCode.filter { $0.sectionKey == key }
            if !spans.isEmpty { out.append("\(indent)  inline code: " + spans.map { "`\($0.text)` \(at($0.range))" }.joined(separator: ", ")) }
            let links = document.links.filter { $0.sectionKey == key }
            if !links.isEmpty { out.append("\(indent)  links: " + links.map { "\($0.destination) \(at($0.range))" }.joined(separator: ", ")) }
        }
        for comment in document.suppressionComments {
            let checks = comment.checks.isEmpty ? "every check" : comment.checks.joined(separator: ", ")
            out.append("  comment \(comment.directive) (\(checks)) \(at(comment.range))" + (comment.justification.map { ": \($0)" } ?? ""))
        }
    }

    private func renderEntries(_ entries: [ConfigEntry], indent: String, into out: inout [String]) {
        for entry in entries {
            let value = entry.value.isEmpty ? "" : " \(entry.value)"
            out.append("\(indent)- \(entry.label)\(entry.separator ?? "")\(value)  \(at(entry.range))")
            if let triple = entry.keyTypeValue {
                out.append("\(indent)  = key \(triple.key.text), type \(triple.type.text), value \(triple.value.text)")
            }
            for value in entry.listValues { out.append("\(indent)  - \(value.text) \(at(value.range))") }
            renderEntries(entry.children, indent: indent + "  ", into: &out)
        }
    }
}
