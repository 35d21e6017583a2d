import LocDocChecks
import LocDocIngest
import LocDocModel
import Testing

/// Every catalogue entry's own examples, run as tests: passing examples give no finding of the check, failing
/// examples give one at the variant and line the example names.
@Suite struct CatalogExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var check: String
        var example: CheckExample
        var passes: Bool
        var number: Int
        var testDescription: String { "\(check) \(passes ? "passing" : "failing") #\(number)" }
    }

    static let cases: [Case] = CheckCatalog.descriptions.flatMap { description in
        description.passingExamples.enumerated().map { Case(check: description.id, example: $0.element, passes: true, number: $0.offset + 1) }
            + description.failingExamples.enumerated().map { Case(check: description.id, example: $0.element, passes: false, number: $0.offset + 1) }
    }

    static func corpus(_ example: CheckExample) throws -> Corpus {
        let documents = try example.pages.keys.sorted().map { variant in
            let origin = FileOrigin(displayPath: "\(variant)/page.md", variant: variant, page: "page.md",
                                    folderLocale: LocaleID(folderName: variant))
            return try MarkdownIngest().parse(bytes: Array(example.pages[variant]!.utf8), origin: origin)
        }
        return Corpus(variants: documents.map { Variant(name: $0.variant, documents: [$0]) }, errors: [])
    }

    @Test(arguments: cases)
    func example(_ testCase: Case) throws {
        // The examples of the API name checks are judged against the committed reference API.
        let report = CheckRunner(referenceAPI: ReferenceAPIFixture.index).run(try Self.corpus(testCase.example))
        let mine = report.findings.filter { $0.check == testCase.check }
        if testCase.passes {
            #expect(mine.isEmpty, "\(mine.map { "\($0.variant):\($0.line) \($0.message)" })")
        } else {
            let variant = try #require(testCase.example.expectedVariant)
            let line = try #require(testCase.example.expectedLine)
            #expect(mine.contains { $0.variant == variant && $0.line == line },
                    "expected a finding at \(variant):\(line), got \(mine.map { "\($0.variant):\($0.line) \($0.message)" })")
        }
    }

    @Test func everyCheckHasExamplesBothWays() {
        for description in CheckCatalog.descriptions {
            #expect(!description.passingExamples.isEmpty, "\(description.id) has no passing example")
            #expect(!description.failingExamples.isEmpty, "\(description.id) has no failing example")
        }
    }

    @Test func idsAreUniqueKebabCaseAndSummariesHaveNoFinalPeriod() {
        let ids = CheckCatalog.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        for description in CheckCatalog.descriptions {
            #expect(description.id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }, "\(description.id)")
            #expect(!description.id.hasPrefix("-") && !description.id.hasSuffix("-") && !description.id.contains("--"))
            #expect(!description.summary.hasSuffix("."), "\(description.id)")
            #expect(!description.rationale.isEmpty)
        }
    }
}
