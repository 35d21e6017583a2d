import LocDocModel

/// What every `locdoc test` renderer needs, computed once from a `TestRunReport`: the results in report order
/// (variant, file, line, step), grouped by variant in name order with the variant's locale, and the input errors in
/// report order.
struct TestReportIndex {
    struct Variant {
        let name: String
        /// The locale of the variant's first result.
        let locale: String
        /// In report order.
        let results: [SampleTestResult]

        /// The Markdown files of the variant's samples, sorted, each once.
        var files: [String] { Set(results.map(\.sample.file)).sorted() }
    }

    /// In report order, whatever was done to `report.results` after the report was made.
    let results: [SampleTestResult]
    /// Sorted by name.
    let variants: [Variant]
    /// Sorted by file, line, kind, message.
    let errors: [InputError]

    init(_ report: TestRunReport) {
        // The report sorts its results when it is made; making it again sorts them by the model's one order.
        results = TestRunReport(results: report.results, errors: []).results
        let byVariant = Dictionary(grouping: results, by: \.variant)
        variants = byVariant.keys.sorted().map { name in
            let results = byVariant[name]!
            return Variant(name: name, locale: results[0].locale, results: results)
        }
        errors = report.errors.sorted(by: InputError.reportOrder)
    }
}

extension SampleTestResult {
    /// What a result says beyond its status, as lines: its message (`Quoting.lines`: line breaks kept, control
    /// characters escaped), then `at file:line` for every location involved, in the order the run gave them.
    var detailLines: [String] {
        (message.map(Quoting.lines) ?? []) + locations.map { "at \($0)" }
    }

    /// The first line of the message that is not blank, or the status when there is none: the one-line reason CI
    /// dashboards show.
    var headline: String {
        (message.map(Quoting.lines) ?? []).first { $0.contains { !$0.isWhitespace } } ?? status.rawValue
    }
}
