import Foundation
import Testing

/// End to end (issue 2, item 5): the built `locdoc` binary on bad input exits 2, still prints the good page's model
/// on stdout, and prints one `file:line: error: … [kind]` line per bad file on stderr.
@Suite("locdoc extract on bad input") struct BadInputCLITests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtureFolder = repositoryRoot.appendingPathComponent("Tests/Fixtures/bad-input/fr-FR").path

    /// Tests/Fixtures/bad-input/NOTES.txt, in the order locdoc reports them (by file).
    static let fixtureErrors: [ReportedError] = [
        ReportedError("fr-FR/empty.md", 1, "empty-file"),
        ReportedError("fr-FR/fence-closed-outside-list.md", 8, "unterminated-fence"),
        ReportedError("fr-FR/fence-closed-outside-quote.md", 6, "unterminated-fence"),
        ReportedError("fr-FR/front-matter-not-mapping.md", 2, "malformed-front-matter"),
        ReportedError("fr-FR/invalid-yaml.md", 4, "invalid-yaml"),
        ReportedError("fr-FR/unclosed-front-matter.md", 1, "malformed-front-matter"),
        ReportedError("fr-FR/unterminated-fence-in-list.md", 8, "unterminated-fence"),
        ReportedError("fr-FR/unterminated-fence-in-quote.md", 7, "unterminated-fence"),
        ReportedError("fr-FR/unterminated-fence.md", 8, "unterminated-fence"),
        ReportedError("fr-FR/unterminated-yaml-string.md", 3, "invalid-yaml"),
    ]

    @Test("The committed fixtures: exit 2, the good page in the JSON, one stderr line per bad page")
    func committedFixtures() throws {
        let run = try Locdoc.run(["extract", "--format", "json", Self.fixtureFolder])
        #expect(run.status == 2)

        let output = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        #expect(output["schemaVersion"] as? Int == 1)
        let variants = try #require(output["variants"] as? [[String: Any]])
        #expect(variants.compactMap { $0["name"] as? String } == ["fr-FR"])
        let documents = try #require(variants.first?["documents"] as? [[String: Any]])
        #expect(documents.compactMap { $0["file"] as? String } == ["fr-FR/good.md"])
        try Self.expectGoodPage(try #require(documents.first))
        // The errors are in the JSON too, with kind, file and line.
        let errors = try #require(output["errors"] as? [[String: Any]])
        #expect(errors.map { ReportedError($0["file"] as? String ?? "?", $0["line"] as? Int, $0["kind"] as? String ?? "?") }
                == Self.fixtureErrors)

        #expect(run.errorLines == Self.fixtureErrors)
        #expect(run.stderrLines.last == "locdoc: \(Self.fixtureErrors.count) input file(s) could not be read; the others were processed")
        #expect(run.stderrLines.count == Self.fixtureErrors.count + 1)
    }

    @Test("Binary, huge and non-file inputs: exit 2, the good page in both formats, one stderr line each")
    func generatedInputs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-bad-input-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("fr-FR")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ name: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: folder.appendingPathComponent(name)) }

        let frontMatter = Array("---\ntitle: Page cassée\nms.contentlocale: fr-FR\n---\n".utf8)
        try write("good.md", [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.fixtureFolder + "/good.md"))))
        try write("latin1.md", frontMatter + Array("\n# Titre\nCaf".utf8) + [0xE9] + Array(" crème\n".utf8))
        try write("nul.md", frontMatter + Array("\n# Titre\n\nUn octet\u{0}nul.\n".utf8))
        try write("long-line.md", frontMatter + Array("\n".utf8) + [UInt8](repeating: 0x61, count: 5 * 1024 * 1024) + [0x0A])
        try write("deep-quotes.md", frontMatter + Array(("\n" + String(repeating: ">", count: 10_000) + " x\n").utf8))
        try write("deep-lists.md", frontMatter + Array(("\n" + String(repeating: "- ", count: 10_000) + "x\n").utf8))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("directory.md"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("x.md").path, withDestinationPath: "nowhere.md")
        let missing = root.appendingPathComponent("missing.md").path

        let expected = [
            ReportedError(missing, nil, "not-found"),
            ReportedError("fr-FR/deep-lists.md", 6, "nesting-too-deep"),
            ReportedError("fr-FR/deep-quotes.md", 6, "nesting-too-deep"),
            ReportedError("fr-FR/directory.md", nil, "is-directory"),
            ReportedError("fr-FR/latin1.md", 7, "not-utf8"),
            ReportedError("fr-FR/long-line.md", 6, "line-too-long"),
            ReportedError("fr-FR/nul.md", 8, "nul-byte"),
            ReportedError("fr-FR/x.md", nil, "not-found"),
        ]

        let json = try Locdoc.run(["extract", "--format", "json", root.path, missing])
        #expect(json.status == 2)
        let output = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let variants = try #require(output["variants"] as? [[String: Any]])
        let documents = variants.flatMap { $0["documents"] as? [[String: Any]] ?? [] }
        #expect(documents.compactMap { $0["file"] as? String } == ["fr-FR/good.md"])
        try Self.expectGoodPage(try #require(documents.first))
        #expect(json.errorLines == expected)
        #expect(json.stderrLines.count == expected.count + 1)

        let text = try Locdoc.run(["extract", "--format", "text", root.path, missing])
        #expect(text.status == 2)
        let outline = String(decoding: text.stdout, as: UTF8.self)
        #expect(outline.hasPrefix("fr-FR/good.md  [variant fr-FR, locale fr-FR from frontMatter]\n"))
        #expect(outline.contains("code objective-c #1 19:4"))
        #expect(text.errorLines == expected)
    }

    /// A check of a folder with no page would pass on nothing: it exits 2 and says why, on stderr and in the report.
    @Test("check on a directory without pages exits 2 with a no-pages error")
    func directoryWithoutPages() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-no-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("de"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("# Notes\n".utf8).write(to: root.appendingPathComponent("de/notes.txt"))
        let run = try Locdoc.run(["check", root.path])
        #expect(run.status == 2)
        #expect(run.errorLines == [ReportedError(root.path, nil, "no-pages")])
        let json = try Locdoc.run(["check", "--format", "json", root.path])
        #expect(json.status == 2)
        let output = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let errors = try #require(output["errors"] as? [[String: Any]])
        #expect(errors.compactMap { $0["kind"] as? String } == ["no-pages"])
    }

    /// Tests/Fixtures/bad-input/fr-FR/good.md as JSON, from the file as written.
    static func expectGoodPage(_ document: [String: Any]) throws {
        #expect(document["variant"] as? String == "fr-FR")
        #expect(document["locale"] as? String == "fr-FR")
        #expect(document["lineCount"] as? Int == 28)
        let sections = try #require(document["sections"] as? [[String: Any]])
        #expect(sections.compactMap { $0["title"] as? String } == ["Mode appareil partagé", "Exemple"])
        let samples = try #require(document["codeSamples"] as? [[String: Any]])
        #expect(samples.compactMap { $0["code"] as? String } == [
            "let application = try MSALPublicClientApplication(configuration: config)\n",
            "MSALPublicClientApplication *application = nil;\n",
            "let account = try application.currentAccount()\n",
        ])
        let links = try #require(document["links"] as? [[String: Any]])
        #expect(links.compactMap { $0["destination"] as? String } == ["https://example.com/msal"])
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(alerts.compactMap { $0["kind"] as? String } == ["NOTE"])
    }
}

/// One input error as locdoc reports it: `file:line: error: message [kind]`, or `file: error: …` without a line.
struct ReportedError: Hashable, CustomStringConvertible {
    var file: String
    var line: Int?
    var kind: String

    init(_ file: String, _ line: Int?, _ kind: String) {
        self.file = file
        self.line = line
        self.kind = kind
    }

    /// Parses one stderr line; nil when it is not in that shape.
    init?(stderrLine: String) {
        guard let separator = stderrLine.range(of: ": error: "), stderrLine.hasSuffix("]"),
              let open = stderrLine.range(of: " [", options: .backwards), open.lowerBound > separator.upperBound else {
            return nil
        }
        let location = stderrLine[..<separator.lowerBound]
        kind = String(stderrLine[open.upperBound..<stderrLine.index(before: stderrLine.endIndex)])
        if let colon = location.lastIndex(of: ":"), let number = Int(location[location.index(after: colon)...]) {
            file = String(location[..<colon])
            line = number
        } else {
            file = String(location)
            line = nil
        }
    }

    var description: String { "\(file)\(line.map { ":\($0)" } ?? "") [\(kind)]" }
}

/// Runs the `locdoc` executable (or another of the package's) that `swift test` built next to this test bundle.
enum Locdoc {
    struct Run {
        var status: Int32
        var stdout: Data
        var stderr: String

        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
        /// The stderr lines in the `file:line: error: … [kind]` shape, in order.
        var errorLines: [ReportedError] { stderrLines.compactMap(ReportedError.init(stderrLine:)) }
    }

    /// The products directory holds both the test bundle and `locdoc`. The bundle is found from the running process:
    /// an `.xctest` bundle on macOS, the test executable itself on Linux. Never a fixed `.build` path, which may hold
    /// another build's binary.
    static func executable(_ name: String = "locdoc") throws -> URL {
        var folders = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        if let argument = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: argument).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        let candidates = folders.map { $0.appendingPathComponent(name) }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                            "no \(name) executable in \(folders.map(\.path))")
    }

    /// Runs locdoc with its output in files (a pipe could fill up and stall both sides). A run still going after
    /// five minutes is a hang: it is killed and recorded as a failure, so the suite itself never hangs.
    /// `environment` is added to (and wins over) the test's own environment. The run's working folder is a new
    /// empty one unless `directory` names one.
    static func run(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
                    executable name: String = "locdoc") throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdoutURL = folder.appendingPathComponent("stdout"), stderrURL = folder.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdout = try FileHandle(forWritingTo: stdoutURL), stderr = try FileHandle(forWritingTo: stderrURL)
        defer { try? stdout.close(); try? stderr.close() }

        let process = Process()
        process.executableURL = try executable(name)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + 300) == .timedOut {
            process.terminate()
            Issue.record("locdoc \(arguments.joined(separator: " ")) did not finish: it hangs")
        }
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: try Data(contentsOf: stdoutURL),
                   stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
    }
}
