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

    /// A document without a `~` is parsed without the strikethrough extension, on the claim that the extension
    /// changes nothing there. Adding a paragraph holding only `~` makes the same document parse with it: the trees
    /// must agree node for node, positions included, up to that paragraph (and the document's own end).
    @Test(arguments: ["es-ES", "it-IT", "cs-CZ", "zh-CN", "nl-NL", "generated"])
    func withoutATildeTheStrikethroughExtensionChangesNothing(_ source: String) throws {
        let bytes = source == "generated" ? Self.markdown(tildes: false)
            : Array(try Data(contentsOf: URL(fileURLWithPath: CorpusPaths.locales + "/\(source)/msal-ios-shared-devices.md")))
        #expect(!bytes.contains(UInt8(ascii: "~")))
        let without = try CMarkParser.parse(bytes, file: "a.md")
        let with = try CMarkParser.parse(bytes + Array("\n\n~\n".utf8), file: "a.md")
        func node(_ tree: MarkdownTree, _ index: Int) -> String {
            let value = tree.nodes[index]
            // The document ends where its last block does, and its subtree holds every node.
            guard index > 0 else { return "\(value.kind)" }
            return "\(value.kind) \(value.startLine):\(value.startColumn)-\(value.endLine):\(value.endColumn) \(value.end) "
                + "\(tree.literal(index)) \(tree.detail(index))"
        }
        // The added paragraph and its text are the last two nodes.
        #expect(with.nodes.count == without.nodes.count + 2)
        #expect(with.nodes.suffix(2).map(\.kind) == [.paragraph, .text])
        #expect(without.indices.map { node(without, $0) } == without.indices.map { node(with, $0) })
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
