@testable import LocDocIngest
import LocDocModel
import Testing

/// `FlatFrontMatter` reads flat front matter without Yams; whenever it answers, it must answer what Yams
/// composes, and it must leave to Yams everything it is not sure of.
@Suite struct FlatFrontMatterTests {
    static let keys = ["title", "ms.date", "ms.locfileid", "a", "ms-x_1", "Key", "title", "description", "ms.author", "x9"]
    static let ordinary = [
        "plain", "two words", "\"90528122\"", "'single'", "a#c", "x:y", "https://login.microsoftonline.com", "Modalità dispositivo",
        "适用于 iOS 设备的共享设备模式", "Microsoft identity platform | Azure", "x  ", "''", "\"\"", "a, b", "a [b]", "null", "~", "yes",
        "1.0", "\u{A0}x\u{A0}", "\u{FFFD}", "\u{E000}", "\"a #b\"", "'a: b'", "x ---", "a  b", "03/31/2020",
    ]
    static let separators = [": ", ":  ", ":", ":\t", " : "]
    static let values = [
        "plain", "two words", "\"90528122\"", "'single'", "a: b", "a #c", "a#c", "#c", "-x", "- x", "x:", "x:y",
        "https://login.microsoftonline.com", "Modalità dispositivo", "适用于 iOS 设备的共享设备模式", "Microsoft identity platform | Azure",
        "\u{2028}x", "x\u{85}", "x\u{80}", "😀", "x  ", "\"a\\\"b\"", "\"a\\nb\"", "''", "\"\"", "'it''s'", "\"a\" b", "[x]", "{y}", "a, b",
        "a [b]", "*x", "&x", "!x", "|", ">", "%x", "@x", "`x", "null", "~", "yes", "1.0", "\u{A0}x\u{A0}", "\u{FEFF}x", "a\u{7F}",
        "\u{FFFD}", "\u{E000}", "a\tb", "  lead", "?x", ",x", "a\r", "\"a #b\"", "'a: b'", "x ---", "...",
        "a\\b", "<b>x</b>", "=", "x=y", "$x", "^", ". dot", "x #", "x:\u{A0}y", "\"\\\"", "'\\'", "\u{3000}x", "x\u{3000}",
        "---", "--- x", "a\u{0301}", "\u{0301}", "\u{FFFE}", "\u{D7FF}", "中: 文", "中：文",
    ]
    static let others = ["", "  indented: x", "# comment", "- item", "---", "...", " ", "key:", "key:   ", "Title: x"]

    /// A small deterministic generator, so a failure can be reproduced.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func frontMatter(_ generator: inout Generator) -> String {
        var lines: [String] = []
        for _ in 0..<(1 + generator.next(6)) {
            if generator.next(8) == 0 {
                lines.append(others[generator.next(others.count)])
            } else {
                let value = generator.next(3) == 0 ? values[generator.next(values.count)] : ordinary[generator.next(ordinary.count)]
                let separator = generator.next(3) == 0 ? separators[generator.next(separators.count)] : ": "
                lines.append(keys[generator.next(keys.count)] + separator + value)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func answersWhatYamsComposesOrLeavesItToYams() throws {
        var generator = Generator(state: 42)
        var answered = 0
        for _ in 0..<20000 {
            let yaml = Self.frontMatter(&generator)
            guard let flat = FlatFrontMatter.entries(ArraySlice(Array(yaml.utf8))) else { continue }
            answered += 1
            let composed: [FrontMatterEntry]
            do {
                composed = try FrontMatterReader.composed(yaml, file: "x.md", lastLine: 1 + yaml.split(separator: "\n").count)
            } catch {
                Issue.record("flat front matter that Yams rejects (\(error)):\n\(yaml)")
                continue
            }
            #expect(flat == composed, "\(yaml)")
        }
        // The generator must give the fast path real work, not only things it declines.
        #expect(answered > 3000)
    }

    @Test func theSeedPagesAreFlat() throws {
        let yaml = """
        title: 适用于 iOS 设备的共享设备模式
        titleSuffix: Microsoft identity platform | Azure
        ms.date: 03/31/2020
        ms.locfileid: "90528122"

        """
        let flat = try #require(FlatFrontMatter.entries(ArraySlice(Array(yaml.utf8))))
        #expect(flat == (try FrontMatterReader.composed(yaml, file: "x.md", lastLine: 5)))
        #expect(flat.map(\.line) == [2, 3, 4, 5])
    }

    @Test(arguments: ["key: value\nkey: other\n", "key:\n  nested: x\n", "a: b\n  c\n", "list:\n- x\n", "a: 'b'' c'\n"])
    func declines(yaml: String) {
        #expect(FlatFrontMatter.entries(ArraySlice(Array(yaml.utf8))) == nil)
    }
}
