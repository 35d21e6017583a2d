import LocDocIngest
import LocDocModel
@testable import LocDocSnippets
import Testing

/// A distinct sample is compiled once, as its first copy; diagnostics move to every other copy's own lines, and only
/// those that point into the compiled copy's code do (a sample's error can show in the harness or the generated main).
@Suite struct DistinctSampleTests {
    static func document(_ variant: String, linesBefore: Int) throws -> Document {
        let page = "---\ntitle: T\nms.contentlocale: \(variant)\n---\n# T\n\n" + String(repeating: "Text.\n\n", count: linesBefore)
            + "```swift\nlet a = 1\nlet b = a +\n```\n"
        let origin = FileOrigin(displayPath: "\(variant)/page.md", variant: variant, page: "page.md", folderLocale: LocaleID(variant))
        return try MarkdownIngest().parse(bytes: Array(page.utf8), origin: origin)
    }

    @Test func onlyDiagnosticsInTheCompiledCodeMoveToEachCopy() throws {
        let first = try Self.document("de-DE", linesBefore: 0), second = try Self.document("fr-FR", linesBefore: 3)
        let copies = [first, second].map { SplicedSample($0.codeSamples[0], of: $0, harness: nil) }
        let distinct = try #require(DistinctSample.group(copies).first)
        #expect(distinct.copies.count == 2)
        let start = copies[0].codeStartLine, otherStart = copies[1].codeStartLine
        #expect(otherStart == start + 6)

        let inCode = CompilerDiagnostic(file: "de-DE/page.md", line: start + 1, column: 12, severity: .error, message: "expected expression")
        let moved = distinct.relocate(inCode, to: copies[1])
        #expect(moved.file == "fr-FR/page.md")
        #expect(moved.line == otherStart + 1)

        let inMain = CompilerDiagnostic(file: "main.swift", line: start + 1, column: 5, severity: .error, message: "x")
        #expect(distinct.relocate(inMain, to: copies[1]) == inMain)
        let abovePage = CompilerDiagnostic(file: "de-DE/page.md", line: 1, column: 1, severity: .error, message: "y")
        #expect(distinct.relocate(abovePage, to: copies[1]) == abovePage)
    }
}
