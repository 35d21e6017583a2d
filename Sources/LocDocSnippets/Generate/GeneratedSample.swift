import LocDocModel

/// One sample of one page in one locale, as a generated package holds it: the function or method it becomes, the
/// localized heading that is its doc comment, and its code with the elisions filled and marked.
struct GeneratedSample: Sendable, Hashable {
    var spliced: SplicedSample
    /// The Swift function or Objective-C method name (`SampleNaming`).
    var name: String
    /// The heading of the section the sample illustrates, in the page's own language: the sample's section, or its
    /// parent when the sample's section only names the language (`#### Swift` under `### Detect shared device mode`).
    var heading: String
    /// The expectations the scenario checks after it (Swift).
    var expectations: [String]

    var location: String { spliced.reference.location }

    init(_ spliced: SplicedSample, name: String, document: Document, expectations: [String]) {
        self.spliced = spliced
        self.name = name
        self.expectations = expectations
        let outer = spliced.section.withoutLanguageHeading([spliced.language])
        let section = document.section(outer) ?? document.section(spliced.section)
        heading = section?.title ?? document.frontMatter.title ?? document.page
    }

    /// The sample as a definition in either language: the doc comment, `declaration` (which opens the body), the
    /// code one level deeper than `indent`, then `end`.
    func definition(_ declaration: String, indent: String, end: String) -> String {
        docComment(indent: indent) + declaration + "\n" + markedCode(indent: indent + "    ") + end + "\n"
    }

    /// The doc comment (`///`, both languages): the localized heading, then where the sample is on the page.
    func docComment(indent: String) -> String {
        "\(indent)/// \(heading)\n\(indent)///\n\(indent)/// The sample at \(location), section `\(spliced.section.readerPath)`.\n"
    }

    /// The code with the harness's expressions in place of the elisions, a comment above each line that had one
    /// saying what the page elides and what the harness filled in, every non-empty line indented by `indent`.
    func markedCode(indent: String) -> String {
        var lines = spliced.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let byLine = Dictionary(grouping: spliced.rewrites) { $0.line - spliced.codeStartLine }
        var output = ""
        for (index, line) in lines.enumerated() {
            if let rewrites = byLine[index] {
                let own = line.prefix { $0 == " " || $0 == "\t" }
                let filled = rewrites.map {
                    "the page elides `\($0.binds)` here (`\($0.elided)`); the harness fills in `\($0.expression)`"
                }
                output += "\(indent)\(own)// locdoc: \(filled.joined(separator: "; ")).\n"
            }
            output += line.isEmpty ? "\n" : "\(indent)\(line)\n"
        }
        return output
    }
}
