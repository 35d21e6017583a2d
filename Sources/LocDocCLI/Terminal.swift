import Foundation
import LocDocModel

/// The only place that writes diagnostics: input errors to stderr, one per line, `file:line: error: …`.
enum Terminal {
    /// `shownOnTerminal`: the text report, on the same terminal, lists the errors already; only the counts follow.
    static func report(_ errors: [InputError], shownOnTerminal: Bool = false) {
        guard !errors.isEmpty else { return }
        var text = shownOnTerminal ? "" : errors.map(\.description).joined(separator: "\n") + "\n"
        let comments = errors.filter { $0.kind == .invalidSuppression }.count
        let skipped = Set(errors.filter { $0.kind != .invalidSuppression }.map(\.file)).count
        if skipped > 0 { text += "locdoc: \(skipped) input file(s) could not be read; the others were processed\n" }
        if comments > 0 { text += "locdoc: \(comments) locdoc comment(s) could not be followed; their files were checked without them\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard output and standard error are both a terminal (the same one, as far as a user can tell).
    static var bothStreamsAreTerminal: Bool { isatty(STDOUT_FILENO) != 0 && isatty(STDERR_FILENO) != 0 }

    /// A configuration file's errors, in the `file:line: error: …` form of input errors (editors and CI read it).
    static func configuration(_ errors: [InputError]) {
        guard !errors.isEmpty else { return }
        FileHandle.standardError.write(Data(errors.map { "\($0.description)\n" }.joined().utf8))
    }

    static func usage(_ problems: [String]) {
        guard !problems.isEmpty else { return }
        FileHandle.standardError.write(Data(problems.map { "locdoc: error: \($0)\n" }.joined().utf8))
    }

    static func internalFailure(_ message: String) {
        FileHandle.standardError.write(Data("locdoc: internal error: \(message)\n".utf8))
    }

    static func notes(_ notes: [String]) {
        guard !notes.isEmpty else { return }
        FileHandle.standardError.write(Data(notes.map { "locdoc: note: \($0)\n" }.joined().utf8))
    }

    /// A progress line on a terminal, rewritten in place; nil clears it.
    static func progress(_ line: String?) {
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + (line ?? "")).utf8))
    }
}
