import ArgumentParser
import Foundation
import LocDocKit
import LocDocSnippets

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a standalone sample package per page and locale, built from the page's own samples.",
        discussion: """
            Each package, in <output>/<locale>/<page>/, holds the page's Swift samples as functions named after \
            their sections' anchors, with the localized headings as doc comments, and a main that runs the page's \
            scenario on the reference implementation on a device provisioned as that locale's page documents it; \
            and the Objective-C samples with the MSAL interface and a clang command that type-checks them. Each \
            page needs a harness, <page>.harness.yml beside the corpus (see Docs/harness.md). Exit 1 when a sample \
            had to be left out.
            """
    )

    @Argument(help: "Corpus folders or Markdown files (default: Locales).")
    var paths: [String] = []

    @Option(help: "The folder to write the packages to.")
    var output: String

    @Option(name: .customLong("locale"), help: "Only this variant or locale (repeatable).")
    var locales: [String] = []

    @Option(help: "Which samples to write: swift, objc or all.")
    var language: GeneratedLanguages = .all

    @Option(help: "The harness manifest to use (default: <page>.harness.yml beside the corpus).")
    var harness: String?

    @Flag(help: "Replace the packages in an output folder that is not empty.")
    var force = false

    func run() throws {
        let outcome: GenerateAction.Outcome
        do {
            outcome = try GenerateAction(paths: paths, output: output, locales: locales, languages: language,
                                         force: force, harness: harness).run()
        } catch let refusal as GenerateAction.OutputNotEmpty {
            Terminal.usage([refusal.description])
            throw ExitCode(2)
        }
        var text = ""
        for package in outcome.packages {
            text += "\(package.path): \(package.swiftSamples) Swift, \(package.objectiveCSamples) Objective-C samples\n"
        }
        text += "locdoc generate: \(outcome.packages.count) package(s) in \(output)\n"
        FileHandle.standardOutput.write(Data(text.utf8))
        let leftOut = outcome.packages.flatMap(\.leftOut).map { "\($0) (left out of the package)\n" }
        FileHandle.standardError.write(Data(leftOut.joined().utf8))
        Terminal.report(outcome.errors)
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

extension GeneratedLanguages: ExpressibleByArgument {}
