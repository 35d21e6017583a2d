import Foundation
@testable import LocDocIngest
import LocDocChecks
import LocDocModel
import Testing

/// A line ends at LF, CR LF or a CR alone, as CommonMark and cmark-gfm have it. The bundled pages written with each
/// kind of ending, and with all three mixed, give the findings the LF pages give: same lines, columns, messages
/// and related locations. (CR-only pages were once refused as having no front matter, and a stray CR moved the
/// columns of every line after it.)
@Suite struct LineEndingTests {
    /// `ending` gives line `n`'s ending, told whether the next line is empty (a CR before an empty line that ends
    /// with an LF would make one CR LF of two endings).
    static func report(ending: (Int, Bool) -> String) throws -> CheckReport {
        let root = try BundledPages.copy(prefix: "locdoc-endings") { _, bytes in
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            return Array(lines.indices.map { line in
                lines[line] + (line < lines.count - 1 ? ending(line, lines[line + 1].isEmpty) : "")
            }.joined().utf8)
        }
        defer { try? FileManager.default.removeItem(at: root) }
        return CheckRunner(referenceAPI: ReferenceAPIFixture.index).run(CorpusLoader().load([root.path]))
    }

    static func summary(_ report: CheckReport) -> [String] {
        report.findings.map { finding in
            "\(finding.file):\(finding.line):\(finding.column) \(finding.check) \(finding.message) → "
                + finding.related.map { "\($0.file):\($0.line)" }.joined(separator: ",")
        }
    }

    @Test("CR LF, CR alone, and the three mixed line by line", arguments: ["crlf", "cr", "mixed"])
    func sameFindingsAsLF(endings: String) throws {
        let lf = try Self.report { _, _ in "\n" }
        let other = try Self.report { line, nextIsEmpty in
            switch endings {
            case "crlf": "\r\n"
            case "cr": "\r"
            default: ["\n", "\r\n", nextIsEmpty ? "\r\n" : "\r"][line % 3]
            }
        }
        #expect(lf.errors.isEmpty && other.errors.isEmpty, "\(other.errors)")
        // The LF pages are the bundled ones byte for byte: the acceptance-tested report.
        #expect(Self.summary(lf) == Self.summary(SeedAcceptanceTests.report))
        #expect(Self.summary(other) == Self.summary(lf))
    }

    @Test func sourceTextCountsTheThreeEndings() throws {
        let source = try SourceText(bytes: Array("a\rb\r\nc\nd\r\r".utf8), file: "endings.md")
        #expect(source.lineCount == 5)
        #expect((1...5).map { String(decoding: source.bytes[source.lineBytes($0)], as: UTF8.self) } == ["a", "b", "c", "d", ""])
    }
}
