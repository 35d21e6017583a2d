import ArgumentParser
import Foundation

/// The root command: lists the subcommands.
public struct LocDoc: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "locdoc",
        abstract: "Check and execute translated technical documentation.",
        discussion: "With no path, commands read the bundled corpus in ./Locales. Exit codes: 0 clean, 1 findings or failures, 2 usage or input error, 3 internal failure.",
        version: "0.1.0",
        subcommands: [ExtractCommand.self, CheckCommand.self, ChecksCommand.self, TestCommand.self, GenerateCommand.self,
                      APICommand.self]
    )

    public init() {}

    /// Runs the command, with the exit codes of the spec: a usage error is 2 (ArgumentParser's own is 64) and an
    /// unexpected error is an internal failure, 3 (ArgumentParser's is 1, which here means findings).
    public static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if error is ExitCode || code == .success { exit(withError: error) }
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            Terminal.internalFailure(fullMessage(for: error))
            Foundation.exit(3)
        }
    }
}
