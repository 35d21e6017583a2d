import LocDocModel

/// A check that finds an element missing from a copy reports it where the element belongs: at its section's start
/// (`SlotComparison`), with no evidence and the element as the expected value. When the element is there but
/// damaged (a link whose Markdown no longer renders, an autolink split by a space), a check of the same category
/// reports it at its own line, quoting it. The missing-element finding then says the same thing at a worse place:
/// it is left out, so one defect gives one finding, where it is.
///
/// Quoting is judged without white space (`<xref:MSAL. MSALPublicClientApplication>` quotes
/// `xref:MSAL.MSALPublicClientApplication`), and only within the section the missing element was placed at (from
/// its line to the file's next heading).
enum ExplainedFindings {
    static func withoutExplained(_ findings: [Finding], documents: [Document]) -> [Finding] {
        // Most pages have no missing element: one pass over their findings, and nothing is copied.
        let missing = findings.indices.filter { findings[$0].evidence.isEmpty && !(findings[$0].expected ?? "").isEmpty }
        guard !missing.isEmpty else { return findings }
        let headings = Dictionary(documents.map { ($0.file, $0.sections.map(\.range.start.line).sorted()) }, uniquingKeysWith: { first, _ in first })
        var explained = Set<Int>()
        for position in missing {
            let finding = findings[position]
            let element = compact(finding.expected ?? "")
            let sectionEnd = headings[finding.file]?.first { $0 > finding.line } ?? Int.max
            let quoted = findings.indices.contains { other in
                other != position && findings[other].file == finding.file && findings[other].category == finding.category
                    && (finding.line..<sectionEnd).contains(findings[other].line) && !findings[other].evidence.isEmpty
                    && compact(findings[other].evidence).contains(element)
            }
            if quoted { explained.insert(position) }
        }
        guard !explained.isEmpty else { return findings }
        return findings.indices.filter { !explained.contains($0) }.map { findings[$0] }
    }

    private static func compact(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !$0.properties.isWhitespace })
        return String(scalars)
    }
}
