import Foundation
import Synchronization
@testable import LocDocIngest
import Testing

/// Parses run on several threads at once (`CMarkExtensions`): every tree must be the tree the same bytes give alone.
/// cmark-gfm's table of inline start bytes is process-wide; if every parse still added and removed its extensions'
/// bytes, one thread finishing would clear `w`, `:` and `~` under another, whose autolinks and strikethrough would
/// come out as plain text at random.
@Suite struct ConcurrentParseTests {
    /// Many inlines that only the extensions recognise, in paragraphs, a list and a table, so that inline parsing
    /// takes long enough for other threads to finish theirs meanwhile. With `tildes`, strikethrough too (the parses
    /// that take turns); without, none (the parses that need no turn).
    private static func markdown(tildes: Bool) -> [UInt8] {
        let strike = tildes ? "~~" : "**"
        var text = "# Links\n\n"
        for index in 0..<40 {
            text += "Visit www.example\(index).com or https://contoso.com/\(index) and \(strike)old \(index)\(strike) new, "
            text += "mail admin\(index)@contoso.com.\n\n- item www.item\(index).org \(strike)gone\(strike)\n\n"
        }
        text += "| key | value |\n| --- | --- |\n| https://a.b/c | \(strike)x\(strike) www.t.com |\n"
        return Array(text.utf8)
    }

    /// Kinds, literals and URLs in document order: enough to tell an autolink or strikethrough from plain text.
    private static func signature(_ tree: MarkdownTree) -> [String] {
        tree.indices.map { "\(tree.nodes[$0].kind) \(tree.literal($0)) \(tree.detail($0))" }
    }

    private static func count(_ kind: MarkdownTree.Kind, in bytes: [UInt8]) throws -> Int {
        try CMarkParser.parse(bytes, file: "a.md").nodes.filter { $0.kind == kind }.count
    }

    @Test func theBytesAloneGiveAutolinksStrikethroughAndTables() throws {
        // 40 × (www, https and mail in the paragraph, www in the item) + 2 in the table.
        #expect(try Self.count(.link, in: Self.markdown(tildes: true)) == 162)
        #expect(try Self.count(.link, in: Self.markdown(tildes: false)) == 162)
        #expect(try Self.count(.strikethrough, in: Self.markdown(tildes: true)) == 81)
        #expect(try Self.count(.strong, in: Self.markdown(tildes: false)) == 81)
        #expect(try Self.count(.table, in: Self.markdown(tildes: false)) == 1)
    }

    /// A `~` that closes nothing is text, and one inside a code span or fence is code, whichever parser reads it.
    @Test func aTildeOutsideStrikethroughStaysText() throws {
        let tree = try CMarkParser.parse(Array("a ~b www.c.com `~~d~~`\n\n~~~\ncode\n~~~\n".utf8), file: "a.md")
        #expect(Self.signature(tree) == [
            "document  ", "paragraph  ", "text a ~b  ", "link  http://www.c.com", "text www.c.com ", "text   ",
            "code ~~d~~ ", "codeBlock code\n ",
        ])
    }

    @Test func parsesOnManyThreadsAtOnceGiveTheTreeOfOneParseAlone() throws {
        let documents = [Self.markdown(tildes: true), Self.markdown(tildes: false)]
        let expected = try documents.map { Self.signature(try CMarkParser.parse($0, file: "a.md")) }
        let threads = 8, parsesPerThread = 150
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for parse in 0..<parsesPerThread {
                // Each thread alternates, starting on a different one, so both kinds overlap both kinds.
                let which = (thread + parse) % 2
                let tree = try? CMarkParser.parse(documents[which], file: "a.md")
                if tree.map(Self.signature) != expected[which] { mismatches.withLock { $0 += 1 } }
            }
        }
        #expect(mismatches.withLock { $0 } == 0, "of \(threads * parsesPerThread) parses")
    }
}
