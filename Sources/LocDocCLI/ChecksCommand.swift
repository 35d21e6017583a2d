import ArgumentParser
import Foundation
import LocDocChecks
import LocDocReports

struct ChecksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checks",
        abstract: "List the check catalogue: id, category, default severity, summary (and rationale in JSON/Markdown)."
    )

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json, markdown
    }

    @Option(help: "Output format: text, json, or markdown (the Docs/checks.md page).")
    var format: Format = .text

    func run() throws {
        let renderer = CatalogRenderer(), checks = CheckCatalog.descriptions
        switch format {
        case .text: FileHandle.standardOutput.write(Data(renderer.text(checks).utf8))
        case .json: FileHandle.standardOutput.write(try renderer.json(checks))
        case .markdown: FileHandle.standardOutput.write(Data(renderer.markdown(checks).utf8))
        }
    }
}
