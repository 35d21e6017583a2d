/// What a check is, for the catalogue (`locdoc checks`, `Docs/checks.md`, SARIF rules): a stable kebab-case id,
/// its category and default severity, a one-line summary, a rationale, and examples that run as tests.
public struct CheckDescription: Hashable, Sendable, Codable {
    public var id: String
    public var category: Category
    public var defaultSeverity: Severity
    /// One line, no final period.
    public var summary: String
    public var rationale: String
    public var passingExamples: [CheckExample]
    public var failingExamples: [CheckExample]

    public init(id: String, category: Category, defaultSeverity: Severity, summary: String, rationale: String,
                passing: [CheckExample], failing: [CheckExample]) {
        self.id = id
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        passingExamples = passing
        failingExamples = failing
    }
}

/// A tiny corpus: variant folder name → the page's Markdown (front matter included). A failing example also
/// says on which variant and line the check must report.
public struct CheckExample: Hashable, Sendable, Codable {
    public var pages: [String: String]
    /// For failing examples: where the finding must be (`variant`, 1-based `line`).
    public var expectedVariant: String?
    public var expectedLine: Int?

    public init(pages: [String: String], expectedVariant: String? = nil, expectedLine: Int? = nil) {
        self.pages = pages
        self.expectedVariant = expectedVariant
        self.expectedLine = expectedLine
    }
}

extension CheckExample {
    /// A page with the front matter checks rely on (locale, source revision, hand-off date) and `body` after it.
    /// Line 1 of `body` is line 7 of the page.
    public static func page(locale: String, revision: String, handoff: String, body: String) -> String {
        """
        ---
        title: Example
        ms.contentlocale: \(locale)
        ms.openlocfilehash: \(revision)
        ms.lasthandoff: \(handoff)
        ---
        \(body)
        """
    }
}
