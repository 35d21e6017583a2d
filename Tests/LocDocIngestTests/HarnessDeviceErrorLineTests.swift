import Foundation
import LocDocIngest
import LocDocModel
import Testing

/// A fault inside a harness's `device:` mapping is reported at the line of the bad key or value (Docs/harness.md
/// promises the line), not at the line where `device` starts.
@Suite struct HarnessDeviceErrorLineTests {
    static func error(_ manifest: String) throws -> InputError {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-\(UUID().uuidString).harness.yml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(manifest.utf8).write(to: file)
        do throws(InputError) {
            _ = try HarnessReader.load(file.path)
        } catch {
            return error
        }
        Issue.record("the manifest was accepted")
        return InputError(kind: .invalidHarness, file: "", line: nil, message: "")
    }

    @Test func aMistypedKeyIsReportedAtItsLine() throws {
        let error = try Self.error("harness: 1\npage: p\ndevice:\n  section: s\n  ssoExtension:\n    list: 1\n    teamIdentifer: { item: 3 }\n")
        #expect(error.kind == .invalidHarness)
        #expect(error.line == 7)
        #expect(error.message.contains("unknown key `teamIdentifer`"))
    }

    @Test func aBadItemInAListIsReportedAtItsLine() throws {
        let error = try Self.error("harness: 1\npage: p\ndevice:\n  section: s\n  authenticatorConfiguration:\n    list: 1\n"
                                   + "    entries:\n      - item: 1\n      - item: \"2/x\"\n")
        #expect(error.line == 9)
    }

    @Test func aDuplicatedKeyIsReportedAtItsFirstLine() throws {
        // It had no line before: only libyaml's own errors were located. Yams marks the first occurrence of the
        // alphabetically first duplicated key.
        let error = try Self.error("harness: 1\npage: p\npage: q\n")
        #expect(error.kind == .invalidHarness)
        #expect(error.line == 2)
        #expect(error.message.contains("page"))
        let two = try Self.error("harness: 1\nscenario: a\npage: p\nscenario: b\npage: q\n")
        #expect(two.line == 3, "`page` sorts before `scenario`: \(two.message)")
        #expect(two.message == "invalid YAML: duplicated key(s) page, scenario")
    }
}
