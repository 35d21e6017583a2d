import ArgumentParser
import Foundation
import LocDocChecks
import LocDocKit
import LocDocModel

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare every page across its variants and report what translation broke, revision-aware.",
        discussion: """
            Checks can be turned off or re-levelled here or in .locdoc.yml at the corpus root (see `locdoc checks`). \
            A finding can be acknowledged in its own file with an HTML comment: <!-- locdoc-disable-line ID -->, \
            <!-- locdoc-disable-next-line ID -->, <!-- locdoc-disable ID --> … <!-- locdoc-enable ID -->, or \
            <!-- locdoc-disable-file ID --> (without ids: every check).
            """
    )

    @Argument(help: "Corpus folders or Markdown files (default: Locales).")
    var paths: [String] = []

    @Option(help: "Output format: text, json (schema v1), sarif (2.1.0) or junit.")
    var format: CheckAction.Format = .text

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(help: "Compare against this locale's copy instead of the consensus (still revision-aware); an error when no variant is in it.")
    var referenceLocale: String?

    @Option(help: "Exit 1 when a finding has at least this severity: error, warning or note.")
    var failOn: Severity = .error

    @Option(name: .customLong("disable"), help: "Turn a check off by id (repeatable).")
    var disabled: [String] = []

    @Option(name: .customLong("severity"), help: "Re-level a check: id=error|warning|note (repeatable).")
    var severities: [String] = []

    @Option(name: .customLong("class"), help: "Report only findings of this class: corrupt, stale or divergent (repeatable); the exit status follows what is reported.")
    var classes: [FindingClass] = []

    func run() throws {
        var levels: [String: Severity] = [:]
        for setting in severities {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let level = Severity(rawValue: parts[1]) else {
                throw ValidationError("--severity takes id=error|warning|note, not `\(setting)`")
            }
            levels[parts[0]] = level
        }
        let colour = output == nil && format == .text && isatty(STDOUT_FILENO) != 0
        let action = CheckAction(paths: paths, format: format, referenceLocale: referenceLocale, failOn: failOn,
                                 configuration: CheckConfiguration(disabled: Set(disabled), severities: levels, classes: Set(classes)),
                                 colour: colour)
        let outcome: CheckAction.Outcome
        var unwritten: String?
        if let output {
            var file = try OutputFile.openOrExit(output)
            outcome = try action.run { file.write($0) }
            unwritten = file.close()
        } else {
            outcome = try action.run { FileHandle.standardOutput.write($0) }
        }
        // The text report lists input errors; on a terminal, stderr would show them a second time.
        Terminal.report(outcome.report.errors, shownOnTerminal: output == nil && format == .text && Terminal.bothStreamsAreTerminal)
        Terminal.configuration(outcome.configurationErrors)
        Terminal.usage(outcome.usageErrors + (unwritten.map { [$0] } ?? []))
        Terminal.notes(outcome.notes)
        if unwritten != nil { throw ExitCode(2) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

extension CheckAction.Format: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}
extension FindingClass: ExpressibleByArgument {}
