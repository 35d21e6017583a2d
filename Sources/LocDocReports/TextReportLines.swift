import LocDocModel

/// Pieces every text report writes the same way (`check`, `test`, `api`).
enum TextReportLines {
    /// The input errors after a report's body: a blank line when something comes before, a heading, one line per
    /// error. `errors` come in report order (`InputError.reportOrder`: file, then line), as the report indexes
    /// keep them.
    static func inputErrors(_ errors: [InputError], after lines: [String], style: TextStyle) -> [String] {
        guard !errors.isEmpty else { return [] }
        return (lines.isEmpty ? [] : [""]) + [style.bold("input errors:")] + errors.map { "  " + $0.description }
    }

    /// `1 result`, `3 results`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
