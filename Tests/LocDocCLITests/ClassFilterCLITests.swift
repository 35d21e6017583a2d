import Foundation
import Testing

/// `locdoc check --class C`: only findings of the classes asked for are reported, in the summary and the exit status
/// too. With the English source in a corpus, each translation has tens of true stale findings; a team triaging
/// machine-translation damage asks for `corrupt` alone.
@Suite("locdoc check --class") struct ClassFilterCLITests {
    static let corpus = CheckOutputCLITests.corpus

    private func findings(_ arguments: [String]) throws -> (status: Int32, classes: [String], summary: [String: Any]) {
        let run = try Locdoc.run(["check", Self.corpus, "--format", "json"] + arguments)
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let list = try #require(object["findings"] as? [[String: Any]])
        return (run.status, list.compactMap { $0["class"] as? String }, object["summary"] as? [String: Any] ?? [:])
    }

    @Test("Each class alone is the unfiltered report's findings of that class, with the exit status they give")
    func eachClassAlone() throws {
        let all = try findings([])
        #expect(Set(all.classes) == ["corrupt", "stale", "divergent"])
        for wanted in ["corrupt", "stale", "divergent"] {
            let only = try findings(["--class", wanted])
            #expect(!only.classes.isEmpty && only.classes.allSatisfy { $0 == wanted })
            #expect(only.classes.count == all.classes.count { $0 == wanted })
            #expect(only.summary["findings"] as? Int == only.classes.count)
        }
        let two = try findings(["--class", "stale", "--class", "divergent"])
        #expect(two.classes.count == all.classes.count { $0 != "corrupt" })
        // The seeds' divergent findings are warnings and notes: alone, they do not fail the default `--fail-on error`.
        #expect(try findings(["--class", "divergent"]).status == 0)
        #expect(all.status == 1)
    }

    @Test("An unknown class is a usage error: exit 2, nothing on stdout")
    func unknownClass() throws {
        let run = try Locdoc.run(["check", Self.corpus, "--class", "broken"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--class"))
    }
}
