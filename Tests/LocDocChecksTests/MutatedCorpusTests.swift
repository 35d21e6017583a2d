import Foundation
import LocDocChecks
import LocDocIngest
import LocDocModel
import Testing

/// The five bundled pages, damaged the way translation and editing damage pages (runs of bytes dropped, copied
/// elsewhere or truncated; Markdown syntax, line breaks, a BOM, invalid bytes put in), checked as a corpus. Nothing
/// may crash, every finding and related location must lie inside its file, and every input error must name a
/// file of the corpus and a line inside it. A fixed seed: the same 40 corpora on every run.
@Suite struct MutatedCorpusTests {
    static let snippets = ["`", "```", "~~~", "\n", "\r\n", "\u{FEFF}", "> [!NOTE]\n", "[!INCLUDE[x](y.md)]", "<a name=\"x\"></a>",
                           "---\n", "- ", "  - ", "*", "**", "[", "]", "(", ")", "|", "\t", "#", "## ", "\"", ":", "\\", "&amp;",
                           "<!--", "-->", "\u{200B}", "    ", "中文", "ms.lasthandoff: 13/45/2021\n"].map { Array($0.utf8) } + [[0xFF], [0xE4, 0xB8], [0x00]]

    /// A small linear congruential generator: the same corpora on every run and every machine.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    static func mutate(_ bytes: [UInt8], _ random: inout Generator) -> [UInt8] {
        var bytes = bytes
        for _ in 0...random.next(8) {
            guard !bytes.isEmpty else { bytes = snippets[random.next(snippets.count)]; continue }
            let at = random.next(bytes.count)
            switch random.next(5) {
            case 0: bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.next(200)))
            case 1: bytes.insert(contentsOf: snippets[random.next(snippets.count)], at: at)
            case 2:
                let from = random.next(bytes.count)
                bytes.insert(contentsOf: bytes[from..<min(bytes.count, from + 1 + random.next(300))], at: at)
            case 3: bytes[at] = UInt8(random.next(256))
            default: bytes.removeSubrange(at...)
            }
        }
        return bytes
    }

    /// The file's lines as cmark-gfm and `SourceText` count them (LF, CR LF or CR ends a line; nothing after the last
    /// ending is no line), each as its count of code points. An empty file has one empty line, where errors point.
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths: [Int] = [], start = 0, index = 0
        func close(_ end: Int) { lengths.append(String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.count) }
        while index < bytes.count {
            if bytes[index] == 0x0A || bytes[index] == 0x0D {
                close(index)
                index += bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count || lengths.isEmpty { close(bytes.count) }
        return lengths
    }

    @Test(arguments: 0..<40)
    func damagedCorpus(seed: Int) throws {
        var random = Generator(state: UInt64(seed) &* 0x9E3779B97F4A7C15 &+ 1)
        var files: [String: [Int]] = [:]
        let root = try BundledPages.copy(prefix: "locdoc-mutated") { name, original in
            let bytes = random.next(10) < 7 ? Self.mutate(original, &random) : original
            files[name] = Self.lineLengths(bytes)
            return bytes
        }
        defer { try? FileManager.default.removeItem(at: root) }
        let report = CheckRunner().run(CorpusLoader().load([root.path]))
        // Every file is checked or named by an error (none is dropped), and a corpus read has findings to test.
        #expect(Set(report.variants.map(\.file)).union(report.errors.map(\.file)) == Set(files.keys))
        #expect(report.variants.count < 2 || !report.findings.isEmpty)
        for error in report.errors {
            let lines = try #require(files[error.file], "an error names \(error.file), not a file of the corpus")
            if let line = error.line { #expect((1...lines.count).contains(line), "\(error)") }
        }
        for finding in report.findings {
            let lines = try #require(files[finding.file], "a finding names \(finding.file)")
            #expect((1...lines.count).contains(finding.line), "\(finding.file):\(finding.line) [\(finding.check)] past the file's \(lines.count) lines")
            if (1...lines.count).contains(finding.line) {
                #expect((1...lines[finding.line - 1] + 1).contains(finding.column),
                        "\(finding.file):\(finding.line):\(finding.column) [\(finding.check)] past the line's \(lines[finding.line - 1]) characters")
            }
            for related in finding.related {
                let theirs = try #require(files[related.file])
                #expect((1...theirs.count).contains(related.line), "\(finding.check): related \(related.file):\(related.line) of \(theirs.count) lines")
            }
        }
    }
}
