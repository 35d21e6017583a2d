import Foundation
import LocDocChecks
import LocDocIngest
import LocDocModel
import Testing

/// Runs every validator over the five bundled seed pages, the way a check would feed it, and keeps the hits as
/// `locale:line` so each test can state the exact set it expects.
enum SeedCorpus {
    static let locales = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Locales").path
    static let corpus = CorpusLoader().load([locales])

    static var documents: [Document] { corpus.documents }

    /// `locale:line` of each issue (its own position, else the element's line).
    static func hits(_ body: (Document) -> [(issue: ValidatorIssue, line: Int)]) -> [String] {
        documents.flatMap { document in
            body(document).map { "\(document.variant):\($0.issue.position?.line ?? $0.line)" }
        }.sorted()
    }

    static func hits(_ validate: ([Inline]) -> [ValidatorIssue], blocks include: (TextBlock) -> Bool = { _ in true }) -> [String] {
        hits { document in
            document.textBlocks.filter(include).flatMap { block in validate(block.inlines).map { ($0, block.range.line) } }
        }
    }

    static func allEntries(_ entries: [ConfigEntry]) -> [ConfigEntry] {
        entries.flatMap { [$0] + allEntries($0.children) }
    }

    static func entries(_ document: Document) -> [ConfigEntry] {
        document.configuration.flatMap { allEntries($0.entries) }
    }

    /// The text block (paragraph, heading, table cell) that starts on `line` of a variant's page.
    static func block(_ variant: String, _ line: Int) throws -> TextBlock {
        let document = try #require(documents.first { $0.variant == variant })
        return try #require(document.textBlocks.first { $0.range.line == line })
    }

    static func issues(_ body: (Document) -> [(issue: ValidatorIssue, line: Int)]) -> [ValidatorIssue] {
        documents.flatMap { body($0).map(\.issue) }
    }
}

/// Markdown written in a test, parsed by the real ingest so fixtures reach the validators as pages would.
enum Fixture {
    /// The front matter the ingest requires takes lines 1–3; the body starts on line 4.
    static let bodyLine = 4

    static func document(_ body: String, variant: String = "ka-GE") throws -> Document {
        let text = "---\ntitle: fixture\n---\n" + body + "\n"
        let origin = FileOrigin(displayPath: "\(variant)/fixture.md", variant: variant, page: "fixture.md",
                                folderLocale: LocaleID(folderName: variant))
        return try MarkdownIngest().parse(bytes: Array(text.utf8), origin: origin)
    }

    /// The inlines of the first paragraph or heading of `body`.
    static func inlines(_ body: String) throws -> [Inline] {
        try #require(try document(body).textBlocks.first).inlines
    }

    /// The file's own line `line`, read as text (not through locdoc).
    static func seedLine(_ variant: String, _ line: Int) throws -> String {
        let url = URL(fileURLWithPath: SeedCorpus.locales).appendingPathComponent("\(variant)/msal-ios-shared-devices.md")
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        return lines[line - 1]
    }

    /// 1-based code-point column of the first occurrence of `needle` in a seed line.
    static func seedColumn(_ variant: String, _ line: Int, of needle: String) throws -> Int {
        let text = try seedLine(variant, line)
        let range = try #require(text.range(of: needle))
        return text.unicodeScalars[..<range.lowerBound].count + 1
    }
}

/// A check prepares a block once (`ProseText`) and runs every prose validator on it: same answers as from inlines.
@Suite struct PreparedProseValidatorTests {
    @Test func preparedTextGivesTheSameIssues() {
        for block in SeedCorpus.documents.flatMap(\.textBlocks) {
            let prose = ProseText(block.inlines)
            #expect(BracketBalanceValidator.validate(prose) == BracketBalanceValidator.validate(block.inlines))
            #expect(EmphasisMarkerValidator.validate(prose) == EmphasisMarkerValidator.validate(block.inlines))
            #expect(SpacingValidator.validate(prose) == SpacingValidator.validate(block.inlines))
            #expect(SpacingValidator.adjacentCodeSpans(in: prose) == SpacingValidator.adjacentCodeSpans(in: block.inlines))
            #expect(GluedLanguageDetector.gluedSentences(in: prose) == GluedLanguageDetector.gluedSentences(in: block.inlines))
            #expect(GluedLanguageDetector.gluedAmpersands(in: prose) == GluedLanguageDetector.gluedAmpersands(in: block.inlines))
        }
    }

    /// Offsets are code points into `Inline.plainText`, whatever the inlines hold.
    @Test func offsetsIndexThePlainText() throws {
        let block = try SeedCorpus.block("cs-CZ", 138)
        let issue = try #require(SpacingValidator.validate(block.inlines).first)
        let plain = Array(block.plainText.unicodeScalars)
        #expect(String(String.UnicodeScalarView(plain[issue.offset..<(issue.offset + 8)])) == "Rozhraní")
    }
}
