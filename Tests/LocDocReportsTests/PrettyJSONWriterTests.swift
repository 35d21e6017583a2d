import Foundation
@testable import LocDocReports
import Testing

/// The check report's JSON is written by hand (`PrettyJSONWriter`), the rest of locdoc's JSON by `JSONEncoder`
/// (`JSONOutput.encode`): the two must agree byte for byte, escapes, indentation and empty containers included.
@Suite struct PrettyJSONWriterTests {
    static let awkwardStrings: [String] = [
        "", "plain", "quote \" and backslash \\ and slash / and ://", "tab\tnew line\ncarriage return\r",
        String((0..<0x20).map { Character(Unicode.Scalar($0)!) }), "\u{7F} delete", "é 中文 🇺🇸 \u{2028}\u{2029} \u{FEFF}",
        "`code` **bold** <a name=\"x\"></a>", "ends with backslash \\",
    ]

    private func written(_ body: (inout PrettyJSONWriter) throws -> Void) rethrows -> Data {
        var data = Data()
        var writer = PrettyJSONWriter { data.append($0) }
        try body(&writer)
        writer.finish()
        return data
    }

    @Test func stringsAreEscapedAsTheEncoderEscapesThem() throws {
        let data = written { json in
            json.openArray()
            for string in Self.awkwardStrings {
                json.element()
                json.string(string)
            }
            json.closeArray()
        }
        #expect(data == (try JSONOutput.encode(Self.awkwardStrings)))
    }

    /// The writer skips runs of eight bytes that need no escape: every escaped byte, at every offset of a run and
    /// beside multi-byte characters, must still come out as the encoder writes it, in a string longer than the
    /// writer's first buffer (1.25 MB) too, so that the buffer grows while escaping.
    @Test func escapesAreFoundAtEveryOffsetOfALongString() throws {
        let escaped: [Character] = ["\"", "\\", "\n", "\t", "\u{0}", "\u{1F}"]
        var strings: [String] = []
        for character in escaped {
            for offset in 0..<20 {
                var text = Array(repeating: Character("a"), count: 24)
                text[offset] = character
                strings.append(String(text))
                strings.append("é中" + String(text) + "🇺🇸")
            }
        }
        strings.append(String(repeating: "abcdefg\"", count: 200_000))
        let data = written { json in
            json.openArray()
            for string in strings {
                json.element()
                json.string(string)
            }
            json.closeArray()
        }
        #expect(data == (try JSONOutput.encode(strings)))
    }

    private struct Nested: Encodable {
        var a: [String] = []
        var b: [String: Int] = [:]
        var c: [[String: [Int]]] = [[:], ["x": []], ["y": [1, -2]]]
        var d: String? = nil
        var e: Int = 42
        var f: Inner = Inner()

        struct Inner: Encodable {
            var g: [String: String] = ["h": "i", "j": ""]
        }

        func encode(to encoder: any Encoder) throws {
            enum Keys: String, CodingKey { case a, b, c, d, e, f }
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(a, forKey: .a)
            try container.encode(b, forKey: .b)
            try container.encode(c, forKey: .c)
            try container.encode(d, forKey: .d)
            try container.encode(e, forKey: .e)
            try container.encode(f, forKey: .f)
        }
    }

    @Test func containersNullsNumbersAndEncodedValuesAreLaidOutAsTheEncoderLaysThemOut() throws {
        let value = Nested()
        let data = try written { json in
            json.openObject()
            json.key("a")
            json.openArray()
            json.closeArray()
            json.key("b")
            json.openObject()
            json.closeObject()
            json.key("c")
            json.openArray()
            let members: [(key: String?, numbers: [Int])] = [(nil, []), ("x", []), ("y", [1, -2])]
            for (key, numbers) in members {
                json.element()
                json.openObject()
                if let key {
                    json.key(escaping: key)
                    json.openArray()
                    for number in numbers {
                        json.element()
                        json.int(number)
                    }
                    json.closeArray()
                }
                json.closeObject()
            }
            json.closeArray()
            json.key("d")
            json.string(nil)
            json.key("e")
            json.int(42)
            json.key("f")
            json.encoded(try JSONOutput.encode(value.f))
            json.closeObject()
        }
        #expect(String(decoding: data, as: UTF8.self) == String(decoding: try JSONOutput.encode(value), as: UTF8.self))
    }

    @Test func numbersAreWrittenAsTheEncoderWritesThem() throws {
        let numbers = [0, 7, -7, 10, -10, 1_234_567_890, Int.max, Int.min]
        let data = written { json in
            json.openArray()
            for number in numbers {
                json.element()
                json.int(number)
            }
            json.closeArray()
        }
        #expect(data == (try JSONOutput.encode(numbers)))
    }

    @Test func largeOutputArrivesInChunksThatJoinToTheWhole() throws {
        let strings = (0..<50_000).map { "string number \($0) with \"quotes\"" }
        var chunks = 0
        var data = Data()
        var writer = PrettyJSONWriter { data.append($0); chunks += 1 }
        writer.openArray()
        for string in strings {
            writer.element()
            writer.string(string)
        }
        writer.closeArray()
        writer.finish()
        #expect(chunks > 1)
        #expect(data == (try JSONOutput.encode(strings)))
    }
}

/// A fragment (a run of members written apart, on another thread) keeps every byte until it is handed over, however
/// large: a page's model or a run of findings can be several megabytes.
@Suite struct PrettyJSONWriterFragmentTests {
    @Test func aFragmentOverTheFlushSizeKeepsAllItsBytes() throws {
        // Three megabytes of one-string arrays, written as the members of an array, in a fragment and in one writer
        // (closing a container is where a writer hands its bytes on).
        let strings = (0..<3_000).map { [String(repeating: "\($0 % 10)", count: 1_000)] }
        var fragment = PrettyJSONWriter(fragmentAt: 1, empty: true)
        for string in strings {
            fragment.element()
            fragment.openArray()
            fragment.element()
            fragment.string(string[0])
            fragment.closeArray()
        }
        let bytes = fragment.fragment()
        var data = Data()
        var whole = PrettyJSONWriter { data.append($0) }
        whole.openArray()
        whole.append(fragment: bytes)
        whole.closeArray()
        whole.finish()
        #expect(bytes.count > 3_000_000)
        #expect(data == (try JSONOutput.encode(strings)))
    }
}
