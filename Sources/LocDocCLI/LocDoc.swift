import ArgumentParser

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
}
