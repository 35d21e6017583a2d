import LocDocAPI
import LocDocModel

/// `locdoc api --format text`: for people. The names by status (resolved with their Swift and Objective-C names,
/// unresolved with the nearest name, external), each with where it is written, then the parity of each section's
/// Swift and Objective-C samples, the same result in several files said once.
public struct APITextRenderer: Sendable {
    public init() {}

    public func render(_ report: APIReport, errors: [InputError]) -> String {
        let summary = report.summary
        var out = ["\(report.module) API named in \(summary.files) file(s): \(summary.resolved) name(s) resolved, "
            + "\(summary.unresolved) unresolved, \(summary.external) external (\(summary.mentions) mentions)"]
        for status in APIResolution.Status.allCases {
            let entries = report.names.filter { $0.status == status }
            guard !entries.isEmpty else { continue }
            out.append("")
            out.append(heading(status, module: report.module))
            for entry in entries { out += lines(entry) }
        }
        out.append("")
        out.append("Swift and Objective-C samples, per section")
        out += parityLines(report.parity)
        out += TextReportLines.inputErrors(errors.sorted(by: InputError.reportOrder), after: out, style: TextStyle(colour: false))
        return out.joined(separator: "\n") + "\n"
    }

    private func heading(_ status: APIResolution.Status, module: String) -> String {
        switch status {
        case .resolved: "resolved"
        case .unresolved: "unresolved (shaped like \(module)'s API, not declared by it)"
        case .external: "external (not \(module)'s API; not judged)"
        }
    }

    private func lines(_ entry: APIReport.NameEntry) -> [String] {
        let kind = [entry.language?.rawValue, entry.form.rawValue].compactMap { $0 }.joined(separator: " ")
        var out = ["  \(entry.name)  (\(kind))"]
        for symbol in entry.symbols {
            out.append("    Swift:        " + (symbol.swift?.name ?? "(none in the module)"))
            out.append("    Objective-C:  " + (symbol.objectiveC?.name ?? "(not in the interface)"))
        }
        if entry.status == .unresolved {
            let nearest = entry.suggestion.map { s in [s.objectiveC?.name, s.swift?.name].compactMap { $0 }.joined(separator: " = ") }
            out.append("    nearest: " + (nearest ?? "none"))
        }
        if let note = entry.note { out.append("    note: \(note)") }
        out.append("    in " + places(entry.mentions))
        return out
    }

    /// `es-ES/page.md:102, 104; it-IT/page.md:7`.
    private func places(_ mentions: [APIReport.Location]) -> String {
        var byFile: [(String, [Int])] = []
        for mention in mentions {
            if byFile.last?.0 == mention.file {
                if byFile[byFile.count - 1].1.last != mention.line { byFile[byFile.count - 1].1.append(mention.line) }
            } else {
                byFile.append((mention.file, [mention.line]))
            }
        }
        return byFile.map { "\($0.0):" + $0.1.map(String.init).joined(separator: ", ") }.joined(separator: "; ")
    }

    private func parityLines(_ parity: [APIReport.SectionParity]) -> [String] {
        guard !parity.isEmpty else { return ["  no section has samples"] }
        var out: [String] = []
        let pages = Dictionary(grouping: parity, by: \.page)
        for page in pages.keys.sorted() {
            out.append("  \(page)")
            let sections = Dictionary(grouping: pages[page]!, by: \.section)
            for section in sections.keys.sorted() {
                let results = sections[section]!
                let first = results[0]
                let same = results.allSatisfy { $0.status == first.status && $0.swift == first.swift && $0.objectiveC == first.objectiveC }
                if same {
                    out.append("    \(section.segments.last ?? "(top)"): \(describe(first)) (\(results.count) file(s))")
                } else {
                    out.append("    \(section.segments.last ?? "(top)"):")
                    out += results.map { "      \($0.file):\($0.line): \(describe($0))" }
                }
            }
        }
        return out
    }

    private func describe(_ section: APIReport.SectionParity) -> String {
        switch section.status {
        case .parity: "same API in both languages (\(section.swift.count) member(s))"
        case .swiftOnly: "Swift samples only"
        case .objectiveCOnly: "Objective-C samples only"
        case .gap:
            "gap: Swift only \(list(section.onlySwift)); Objective-C only \(list(section.onlyObjectiveC))"
        }
    }

    private func list(_ ids: [String]) -> String { ids.isEmpty ? "-" : ids.joined(separator: ", ") }
}
