import Foundation
import LocDocIngest
import LocDocModel
import Testing

/// Issue 2, item 5: every bad input gives a typed `InputError` with its kind, the file as displayed (relative to the
/// corpus root) and the line where there is one; the other files of the corpus are still read and come out whole.
///
/// Small pages are committed under Tests/Fixtures/bad-input/fr-FR (see NOTES.txt there). Inputs that are large,
/// binary or not regular files are written into a temporary folder by the tests. Lines were worked out by hand from
/// the bytes each page is made of, not taken from the ingest's output.
@Suite("Bad input") struct BadInputTests {
    /// What one bad page must give.
    struct Expected: Hashable, Sendable, CustomTestStringConvertible {
        var file: String
        var kind: InputError.Kind
        var line: Int?

        init(_ file: String, _ kind: InputError.Kind, _ line: Int?) {
            self.file = file
            self.kind = kind
            self.line = line
        }

        init(_ error: InputError) {
            self.init(error.file, error.kind, error.line)
        }

        var testDescription: String { "\(file)\(line.map { ":\($0)" } ?? "") [\(kind.rawValue)]" }
    }

    static let fixtureFolder = CorpusPaths.fixtures + "/bad-input/fr-FR"

    /// The committed broken pages, in the order the loader reports them (by file).
    static let fixtureErrors: [Expected] = [
        Expected("fr-FR/empty.md", .emptyFile, 1),
        Expected("fr-FR/fence-closed-outside-list.md", .unterminatedFence, 8),
        Expected("fr-FR/fence-closed-outside-quote.md", .unterminatedFence, 6),
        Expected("fr-FR/front-matter-not-mapping.md", .malformedFrontMatter, 2),
        Expected("fr-FR/invalid-yaml.md", .invalidYAML, 4),
        Expected("fr-FR/unclosed-front-matter.md", .malformedFrontMatter, 1),
        Expected("fr-FR/unterminated-fence-in-list.md", .unterminatedFence, 8),
        Expected("fr-FR/unterminated-fence-in-quote.md", .unterminatedFence, 7),
        Expected("fr-FR/unterminated-fence.md", .unterminatedFence, 8),
        Expected("fr-FR/unterminated-yaml-string.md", .invalidYAML, 3),
    ]

    // MARK: Committed fixtures

    @Test("A committed broken page fails alone, with its kind and line", arguments: fixtureErrors)
    func committedPage(_ expected: Expected) throws {
        let name = String(expected.file.dropFirst("fr-FR/".count))
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.fixtureFolder + "/" + name)))
        let error = try #require(Self.ingestError(bytes, file: expected.file))
        #expect(Expected(error) == expected, "\(error)")
    }

    @Test("The fixture folder: one error per broken page, the good page complete, nothing else")
    func committedFolder() throws {
        let corpus = CorpusLoader().load([Self.fixtureFolder])
        #expect(corpus.errors.map(Expected.init) == Self.fixtureErrors)
        #expect(corpus.variants.map(\.name) == ["fr-FR"])
        #expect(corpus.documents.map(\.file) == ["fr-FR/good.md"])
        Self.expectCompleteGoodPage(corpus.documents.first)
        #expect(corpus.documents.first == (try Self.goodPageAlone()))
    }

    // MARK: Generated inputs

    /// One input a test writes next to the good page.
    struct Case: Sendable, CustomTestStringConvertible {
        enum Content: Sendable {
            case bytes([UInt8])
            case directory
            /// A symbolic link to a path relative to the link's folder.
            case link(to: String)
            case pipe
        }

        var name: String
        var content: Content
        var kind: InputError.Kind
        var line: Int?

        var expected: Expected { Expected("fr-FR/" + name, kind, line) }
        var testDescription: String { expected.testDescription }

        func write(into corpus: TemporaryCorpus) throws {
            let path = "fr-FR/" + name
            switch content {
            case .bytes(let bytes): try corpus.write(path, bytes)
            case .directory: try corpus.makeDirectory(path)
            case .link(let destination): try corpus.makeSymbolicLink(path, to: destination)
            case .pipe: try corpus.makePipe(path)
            }
        }
    }

    /// Four lines: the body of every generated page starts on line 5.
    static let frontMatter = "---\ntitle: Page cassée\nms.contentlocale: fr-FR\n---\n"

    static func page(_ body: String) -> [UInt8] { Array((frontMatter + body).utf8) }

    static let fiveMegabytes = 5 * 1024 * 1024

    static let generatedCases: [Case] = {
        var cases = [
            // Line 5 blank, 6 a heading, 7 "Café crème" in Latin-1 (0xE9 is not a UTF-8 lead byte before a space).
            Case(name: "latin1.md", content: .bytes(page("\n# Titre\n") + Array("Caf".utf8) + [0xE9] + Array(" cr".utf8)
                                                    + [0xE8] + Array("me\n\nFin.\n".utf8)),
                 kind: .notUTF8, line: 7),
            // A Latin-1 byte as the last byte of the file: a UTF-8 sequence cut short at the end.
            Case(name: "latin1-at-end.md", content: .bytes(page("\n# Titre\n\nCaf") + [0xE9]), kind: .notUTF8, line: 8),
            Case(name: "nul.md", content: .bytes(page("\n# Titre\n\nUn octet\u{0}nul.\nSuite.\n")), kind: .nulByte, line: 8),
            // A binary file is reported as binary even when a byte that is not UTF-8 comes before its NUL byte.
            Case(name: "latin1-then-nul.md", content: .bytes(page("\n中文 Caf") + [0xE9] + Array("\n\nUn octet\u{0}nul.\n".utf8)),
                 kind: .nulByte, line: 8),
            // A NUL byte right after a valid multi-byte character, which the scan passes over whole.
            Case(name: "nul-after-character.md", content: .bytes(page("\n# Titre\n\n中\u{0}x\n")), kind: .nulByte, line: 8),
            // A three-byte sequence cut short by the end of its line (the line feed is not a continuation byte).
            Case(name: "cut-sequence.md", content: .bytes(page("\n# Titre\n\n中") + [0xE4, 0xB8] + Array("\nSuite.\n".utf8)),
                 kind: .notUTF8, line: 8),
            Case(name: "nul-in-front-matter.md", content: .bytes(Array("---\ntitle: T\nms.locfileid: 1\u{0}2\n---\n# T\n".utf8)),
                 kind: .nulByte, line: 3),
            // Line 5 blank, line 6 is 5 MB, then a normal line.
            Case(name: "long-line.md",
                 content: .bytes(page("\n") + [UInt8](repeating: UInt8(ascii: "a"), count: fiveMegabytes) + Array("\nFin.\n".utf8)),
                 kind: .lineTooLong, line: 6),
            // The last line, without a final newline, of 2.5 million two-byte characters.
            Case(name: "long-last-line.md",
                 content: .bytes(page("# Titre\n\n") + Array(String(repeating: "é", count: fiveMegabytes / 2).utf8)),
                 kind: .lineTooLong, line: 7),
            // A single 5 MB line and nothing else: the line is refused before the front matter is looked for.
            Case(name: "long-line-only.md",
                 content: .bytes([UInt8](repeating: UInt8(ascii: "-"), count: fiveMegabytes)), kind: .lineTooLong, line: 1),
            // 10,000 block quotes opened on line 6.
            Case(name: "deep-quotes.md", content: .bytes(page("\n" + String(repeating: ">", count: 10_000) + " texte\n")),
                 kind: .nestingTooDeep, line: 6),
            // 10,000 lists, each the only item of the one before, on line 6.
            Case(name: "deep-lists.md", content: .bytes(page("\n" + String(repeating: "- ", count: 10_000) + "texte\n")),
                 kind: .nestingTooDeep, line: 6),
            Case(name: "deep-ordered-lists.md", content: .bytes(page("\n" + String(repeating: "1. ", count: 10_000) + "texte\n")),
                 kind: .nestingTooDeep, line: 6),
            // 5,000 block quotes each holding a list: 10,000 levels.
            Case(name: "deep-quotes-and-lists.md", content: .bytes(page("\n" + String(repeating: "> - ", count: 5_000) + "texte\n")),
                 kind: .nestingTooDeep, line: 6),
            Case(name: "deep-emphasis.md",
                 content: .bytes(page("\n" + String(repeating: "*", count: 10_000) + "x" + String(repeating: "*", count: 10_000) + "\n")),
                 kind: .nestingTooDeep, line: 6),
            // Staircases, one level per line, so that the line says where the limit of 128 levels is crossed.
            // Quote k (1-based) opens on staircase line k, file line 4 + k, and holds a paragraph and quote k + 1.
            // The document is level 1, quote k level k + 1, its paragraph level k + 2: the 129th level is the
            // paragraph of quote 127, on file line 4 + 127.
            Case(name: "quote-staircase.md",
                 content: .bytes(page((1...300).map { String(repeating: ">", count: $0) + " x\n" }.joined())),
                 kind: .nestingTooDeep, line: 4 + 127),
            // List k and its item open on file line 4 + k; the document is level 1, list k level 2k, item k level
            // 2k + 1: the 129th level is item 64.
            Case(name: "list-staircase.md",
                 content: .bytes(page((1...300).map { String(repeating: "  ", count: $0 - 1) + "- x\n" }.joined())),
                 kind: .nestingTooDeep, line: 4 + 64),
            Case(name: "directory.md", content: .directory, kind: .isDirectory, line: nil),
            Case(name: "x.md", content: .link(to: "nowhere.md"), kind: .notFound, line: nil),
            // A link to itself cannot be resolved (ELOOP); a link to its own folder must not be searched in circles.
            Case(name: "loop.md", content: .link(to: "loop.md"), kind: .notFound, line: nil),
            Case(name: "folder-link.md", content: .link(to: "."), kind: .isDirectory, line: nil),
        ]
        #if os(Linux)
        // Root reads every file whatever its mode, so an unreadable file is made another way: a named pipe is not
        // a regular file and has no bytes to give. (Linux only: elsewhere reading a pipe may wait for a writer.)
        cases.append(Case(name: "pipe.md", content: .pipe, kind: .unreadable, line: nil))
        #endif
        return cases
    }()

    @Test("A generated bad input fails with its kind and line; the good page next to it comes out whole",
          arguments: generatedCases)
    func generated(_ testCase: Case) throws {
        let reference = try Self.goodPageAlone()
        try TemporaryCorpus.with { corpus in
            try corpus.write("fr-FR/good.md", Self.goodPageBytes())
            try testCase.write(into: corpus)
            let loaded = CorpusLoader().load([corpus.root.path])
            #expect(loaded.errors.map(Expected.init) == [testCase.expected], "\(loaded.errors)")
            #expect(loaded.errors.allSatisfy { !$0.message.isEmpty })
            #expect(loaded.documents == [reference])
        }
        // The same bytes handed straight to the ingest, without the file system, fail the same way.
        if case .bytes(let bytes) = testCase.content {
            let error = try #require(Self.ingestError(bytes, file: testCase.expected.file))
            #expect(Expected(error) == testCase.expected, "\(error)")
        }
    }

    @Test("All bad inputs in one corpus, committed and generated: every error, and the good page whole")
    func everythingTogether() throws {
        let reference = try Self.goodPageAlone()
        try TemporaryCorpus.with { corpus in
            for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtureFolder) where name.hasSuffix(".md") {
                try corpus.write("fr-FR/" + name, [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.fixtureFolder + "/" + name))))
            }
            for testCase in Self.generatedCases { try testCase.write(into: corpus) }
            let loaded = CorpusLoader().load([corpus.root.path])
            let expected = (Self.fixtureErrors + Self.generatedCases.map(\.expected)).sorted { $0.file < $1.file }
            #expect(loaded.errors.map(Expected.init) == expected)
            #expect(loaded.documents == [reference])
        }
    }

    @Test("Paths given by name: missing, a folder named like a page, a dangling link; the good page still comes out")
    func pathsGivenByName() throws {
        let reference = try Self.goodPageAlone()
        try TemporaryCorpus.with { corpus in
            try corpus.write("fr-FR/good.md", Self.goodPageBytes())
            try corpus.makeDirectory("fr-FR/folder.md")
            try corpus.makeSymbolicLink("fr-FR/x.md", to: "nowhere.md")
            let missing = corpus.path("fr-FR/missing.md")
            let loaded = CorpusLoader().load([corpus.path("fr-FR/good.md"), missing, corpus.path("fr-FR/folder.md"),
                                              corpus.path("fr-FR/x.md")])
            // A path that names nothing in a corpus is reported as given.
            #expect(Set(loaded.errors.map(Expected.init)) == [
                Expected(missing, .notFound, nil),
                Expected(corpus.path("fr-FR/folder.md"), .isDirectory, nil),
                Expected(corpus.path("fr-FR/x.md"), .notFound, nil),
            ])
            #expect(loaded.errors.count == 3)
            #expect(loaded.documents == [reference])
        }
    }

    @Test("Only bad inputs: errors and no document, no crash")
    func nothingGood() throws {
        try TemporaryCorpus.with { corpus in
            try corpus.makeDirectory("fr-FR/directory.md")
            try corpus.makeSymbolicLink("fr-FR/x.md", to: "nowhere.md")
            try corpus.write("fr-FR/nul.md", [0x00])
            let loaded = CorpusLoader().load([corpus.root.path])
            #expect(loaded.errors.map(Expected.init) == [
                Expected("fr-FR/directory.md", .isDirectory, nil),
                Expected("fr-FR/nul.md", .nulByte, 1),
                Expected("fr-FR/x.md", .notFound, nil),
            ])
            #expect(loaded.documents.isEmpty)
        }
    }

    @Test("The error reads `file:line: error: message [kind]`, and `file: …` where there is no line")
    func errorText() throws {
        let latin1 = try #require(Self.generatedCases.first { $0.name == "latin1.md" })
        let error = try #require(Self.ingestError(latin1.bytes, file: "fr-FR/latin1.md"))
        #expect(error.description.hasPrefix("fr-FR/latin1.md:7: error: "))
        #expect(error.description.hasSuffix(" [not-utf8]"))
        let noLine = InputError(kind: .isDirectory, file: "fr-FR/directory.md", line: nil, message: "is a directory")
        #expect(noLine.description == "fr-FR/directory.md: error: is a directory [is-directory]")
    }

    // MARK: The good page

    static func goodPageBytes() throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixtureFolder + "/good.md")))
    }

    /// The good page parsed by itself: what it must come out as next to any bad input.
    static func goodPageAlone() throws -> Document {
        let origin = FileOrigin(displayPath: "fr-FR/good.md", variant: "fr-FR", page: "good.md", folderLocale: LocaleID("fr-FR"))
        let document = try MarkdownIngest().parse(bytes: goodPageBytes(), origin: origin)
        expectCompleteGoodPage(document)
        return document
    }

    /// Tests/Fixtures/bad-input/fr-FR/good.md, element by element, from the file as written.
    static func expectCompleteGoodPage(_ document: Document?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let document else {
            Issue.record("fr-FR/good.md is missing", sourceLocation: sourceLocation)
            return
        }
        #expect(document.file == "fr-FR/good.md", sourceLocation: sourceLocation)
        #expect(document.variant == "fr-FR", sourceLocation: sourceLocation)
        #expect(document.page == "good.md", sourceLocation: sourceLocation)
        #expect(document.locale?.tag == "fr-FR", sourceLocation: sourceLocation)
        #expect(document.localeSource == .frontMatter, sourceLocation: sourceLocation)
        #expect(document.lineCount == 28, sourceLocation: sourceLocation)
        #expect(document.frontMatter.entries.map(\.key) == ["title", "ms.contentlocale", "ms.translationtype", "ms.date"],
                sourceLocation: sourceLocation)
        #expect(document.frontMatter.title == "Mode appareil partagé", sourceLocation: sourceLocation)
        #expect(document.frontMatter.translationType == .human, sourceLocation: sourceLocation)
        #expect(document.sections.map(\.key.description) == ["#1", "#1/sample"], sourceLocation: sourceLocation)
        #expect(document.sections.map(\.title) == ["Mode appareil partagé", "Exemple"], sourceLocation: sourceLocation)
        #expect(document.sections.map(\.range.start.line) == [7, 11], sourceLocation: sourceLocation)
        #expect(document.anchors.map(\.name) == ["shared-mode", "sample"], sourceLocation: sourceLocation)
        #expect(document.inlineCode.map(\.text) == ["MSALPublicClientApplication"], sourceLocation: sourceLocation)
        #expect(document.inlineCode.first?.range.start == SourcePosition(line: 9, column: 10), sourceLocation: sourceLocation)
        #expect(document.links.map(\.destination) == ["https://example.com/msal"], sourceLocation: sourceLocation)
        #expect(document.links.map(\.text) == ["documentation"], sourceLocation: sourceLocation)
        #expect(document.alerts.map(\.kind) == ["NOTE"], sourceLocation: sourceLocation)
        #expect(document.alerts.first?.range.start.line == 23, sourceLocation: sourceLocation)
        // The three fences: top level, in a list item (indented three spaces), in a block quote.
        let samples = document.codeSamples
        #expect(samples.map(\.language.normalized) == ["swift", "objective-c", "swift"], sourceLocation: sourceLocation)
        #expect(samples.map(\.range.start.line) == [13, 19, 26], sourceLocation: sourceLocation)
        #expect(samples.map(\.code) == [
            "let application = try MSALPublicClientApplication(configuration: config)\n",
            "MSALPublicClientApplication *application = nil;\n",
            "let account = try application.currentAccount()\n",
        ], sourceLocation: sourceLocation)
    }

    // MARK: Helpers

    /// The error the ingest throws for these bytes, or nil (recorded as an issue) when it parses them.
    static func ingestError(_ bytes: [UInt8], file: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputError? {
        let name = String(file.split(separator: "/").last ?? "")
        let origin = FileOrigin(displayPath: file, variant: "fr-FR", page: name, folderLocale: LocaleID("fr-FR"))
        do throws(InputError) {
            _ = try MarkdownIngest().parse(bytes: bytes, origin: origin)
            Issue.record("\(file) was accepted", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }
}

extension BadInputTests.Case {
    var bytes: [UInt8] {
        if case .bytes(let bytes) = content { return bytes }
        return []
    }
}
