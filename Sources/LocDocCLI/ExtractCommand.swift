import ArgumentParser
import Foundation
import LocDocKit

struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Print the checked model of every page per variant: sections, alerts, code samples, inline code, links, configuration settings."
    )

    @Argument(help: "Corpus folders or Markdown files (default: Locales).")
    var paths: [String] = []

    @Option(help: "Output format: json (versioned, schemaVersion 1) or text (an outline).")
    var format: ExtractAction.Format = .text

    func run() throws {
        let errors = try ExtractAction(paths: paths, format: format).run { FileHandle.standardOutput.write($0) }
        Terminal.report(errors)
        if !errors.isEmpty { throw ExitCode(2) }
    }
}

extension ExtractAction.Format: ExpressibleByArgument {}
