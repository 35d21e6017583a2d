import Foundation
import Testing

/// Paths of one character (`.`, a folder named `b`), which a user types from inside a corpus. Foundation on Linux
/// stops the process on `NSString.deletingLastPathComponent` for these, and locdoc once went through it to find a
/// corpus's harness and the nearest folder of `--keep-build`: `locdoc test .` crashed with signal 4.
@Suite("One-character paths") struct ShortPathCLITests {
    static let corpus = BadInputCLITests.repositoryRoot.appendingPathComponent("Locales")

    @Test("locdoc test . from inside the corpus runs the same samples as locdoc test with its full path")
    func testDot() throws {
        let dot = try Locdoc.run(["test", ".", "--locale", "es-ES", "--locale", "it-IT"], directory: Self.corpus)
        let full = try Locdoc.run(["test", Self.corpus.path, "--locale", "es-ES", "--locale", "it-IT"])
        // it-IT's samples fail by design, so both exit 1 with results (the crash ended the process on signal 4).
        #expect(dot.status == 1, "\(dot.stderr)")
        #expect(full.status == 1, "\(full.stderr)")
        // Timings aside (the summary's two lines, and each result's "(962 ms)" or "(1.18 s)"), the reports are the same.
        let lines = { (run: Locdoc.Run) in
            String(decoding: run.stdout, as: UTF8.self).split(separator: "\n")
                .filter { !$0.contains("wall time") && !$0.contains(" compiling, ") }
                .map { $0.replacing(/\s\((\d+ ms|\d+\.\d\d s)\)$/, with: "") }
        }
        #expect(!lines(dot).isEmpty)
        #expect(lines(dot) == lines(full))
    }

    /// A variant folder named alone, from inside the corpus: its parent is the working folder, where the harness is.
    /// (It was not looked at, and every sample was skipped for want of a harness, with exit 0.)
    @Test("locdoc test es-ES from inside the corpus finds the harness in the working folder")
    func testOneVariantFolder() throws {
        let run = try Locdoc.run(["test", "es-ES"], directory: Self.corpus)
        #expect(run.status == 0, "\(run.stderr)")
        let text = String(decoding: run.stdout, as: UTF8.self)
        #expect(text.contains("10 results in 1 variant: 10 passed"), "\(text)")
        #expect(!text.contains("skipped"))
    }

    /// `.` from inside a variant folder: the harness is in the folder above, `..` (once not looked at: `.`'s folder
    /// was taken to be `.`, and every sample was skipped for want of a harness, with exit 0).
    @Test("locdoc test . from inside a variant folder finds the harness in the folder above")
    func testDotInVariantFolder() throws {
        let run = try Locdoc.run(["test", "."], directory: Self.corpus.appendingPathComponent("es-ES"))
        #expect(run.status == 0, "\(run.stderr)")
        let text = String(decoding: run.stdout, as: UTF8.self)
        #expect(text.contains("10 results in 1 variant: 10 passed"), "\(text)")
        #expect(!text.contains("skipped"))
    }

    @Test("locdoc generate . writes the packages it writes for the full path")
    func generateDot() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-short-path-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Locdoc.run(["generate", ".", "--output", output.path, "--locale", "es-ES"], directory: Self.corpus)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.path + "/es-ES/msal-ios-shared-devices/Package.swift"))
    }

    @Test("--keep-build b/x, with neither folder there yet, is judged from the working folder and made")
    func keepBuildInOneLetterFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-short-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Locdoc.run(["test", Self.corpus.path, "--locale", "es-ES", "--keep-build", "b/x"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path + "/b/x", isDirectory: &isDirectory) && isDirectory.boolValue)
    }
}
