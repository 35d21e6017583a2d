import LocDocModel

/// The text reports' emphasis (`locdoc check` and `locdoc test`) as ANSI SGR escape codes, or nothing at all when
/// colour is off (the CLI turns it on only for a terminal). Each styled piece is reset right after itself, so a line
/// never leaks its colour.
struct TextStyle {
    let colour: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    /// The page heading.
    func heading(_ text: String) -> String { wrap(text, "1;4") }
    /// The finding's class label (`corrupt:`, `stale:`, `divergent:`).
    func label(_ text: String) -> String { wrap(text, "35") }
    func expected(_ text: String) -> String { wrap(text, "32") }

    /// `error` bold red, `warning` bold yellow, `note` bold cyan.
    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: wrap(severity.rawValue, "1;31")
        case .warning: wrap(severity.rawValue, "1;33")
        case .note: wrap(severity.rawValue, "1;36")
        }
    }

    /// A test status: `passed` green, the failures bold red, `skipped` yellow.
    func status(_ status: TestStatus) -> String {
        switch status {
        case .passed: wrap(status.rawValue, "32")
        case .failed, .compileError, .timeout, .crashed: wrap(status.rawValue, "1;31")
        case .skipped: wrap(status.rawValue, "33")
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
