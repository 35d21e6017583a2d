import ArgumentParser
import Foundation
import LocDocKit

struct APICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "List the API the docs name, in prose and in Swift and Objective-C samples, resolved against the reference implementation, and each section's Swift/Objective-C parity.",
        discussion: "Needs the prebuilt reference module (`swift build`; or LOCDOC_REFERENCE_BUILD) and its Objective-C interface (Sources/MSAL/ObjC; or LOCDOC_OBJC_INTERFACE). Exit 0, or 2 when an input could not be read or the reference implementation is unavailable."
    )

    @Argument(help: "Corpus folders or Markdown files (default: Locales).")
    var paths: [String] = []

    @Option(help: "Output format: text, or json (schema v1).")
    var format: APIAction.Format = .text

    func run() throws {
        let outcome = try APIAction(paths: paths, format: format).run()
        FileHandle.standardOutput.write(outcome.output)
        Terminal.report(outcome.errors)
        Terminal.usage(outcome.problems)
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

extension APIAction.Format: ExpressibleByArgument {}
