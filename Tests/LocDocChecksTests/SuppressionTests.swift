import LocDocChecks
import LocDocModel
import Testing

/// `<!-- locdoc-… -->` comments acknowledge findings in their own file: each directive covers the lines it says,
/// for the checks it names, and only those; a comment locdoc cannot follow is an input error at its line, and the
/// file is checked all the same. Each test also runs the page without its comment, so it cannot pass by a finding
/// that was never there.
@Suite struct SuppressionTests {
    /// de-DE with a capitalised Boolean (config-value, line 18) and a spaced identifier (config-value, line 14).
    static func damaged(_ edit: @escaping (String) -> String = { $0 }) -> [String: String] {
        var pages = FixtureCorpusTests.base
        pages["de-DE"] = FixtureCorpusTests.page(locale: "de-DE") {
            edit($0.replacingOccurrences(of: "Value: true", with: "Value: True")
                .replacingOccurrences(of: "com.example.authenticator.ssoextension", with: "com. example. authenticator. ssoextension"))
        }
        return pages
    }

    private func lines(_ findings: [Finding]) -> [String] { findings.map { "\($0.variant):\($0.line) \($0.check)" } }

    @Test func withoutCommentsBothAreReported() throws {
        let report = try FixtureCorpusTests.check(Self.damaged())
        #expect(lines(report.findings) == ["de-DE:14 config-value", "de-DE:18 config-value"])
        #expect(report.suppressed.isEmpty)
    }

    @Test func disableLineCoversItsOwnLineOnly() throws {
        let report = try FixtureCorpusTests.check(Self.damaged {
            $0.replacingOccurrences(of: "Value: True", with: "Value: True <!-- locdoc-disable-line config-value; checked -->")
        })
        #expect(lines(report.findings) == ["de-DE:14 config-value"])
        #expect(lines(report.suppressed.map(\.finding)) == ["de-DE:18 config-value"])
        #expect(report.suppressed.first?.comment.justification == "checked")
        #expect(report.errors.isEmpty)
    }

    @Test func disableNextLineCoversTheLineAfterTheComment() throws {
        // Indented under the item above, the comment stays inside the list: line 14 holds it, line 15 the identifier.
        let report = try FixtureCorpusTests.check(Self.damaged {
            $0.replacingOccurrences(of: "- **Extension ID**", with: "  <!-- locdoc-disable-next-line -->\n- **Extension ID**")
        })
        #expect(lines(report.findings) == ["de-DE:19 config-value"])
        #expect(lines(report.suppressed.map(\.finding)) == ["de-DE:15 config-value"])
    }

    @Test func aCommentAtTheListsOwnIndentationDoesNotSplitTheSettings() throws {
        // To CommonMark the comment ends the list; the settings are still read as one list, so nothing else changes.
        let report = try FixtureCorpusTests.check(Self.damaged {
            $0.replacingOccurrences(of: "- **Extension ID**", with: "<!-- locdoc-disable-next-line config-value -->\n- **Extension ID**")
        })
        #expect(lines(report.findings) == ["de-DE:19 config-value"])
        #expect(lines(report.suppressed.map(\.finding)) == ["de-DE:15 config-value"])
    }

    @Test func anotherChecksIdCoversNothing() throws {
        let report = try FixtureCorpusTests.check(Self.damaged {
            $0.replacingOccurrences(of: "Value: True", with: "Value: True <!-- locdoc-disable-line punctuation-spacing -->")
        })
        #expect(lines(report.findings) == ["de-DE:14 config-value", "de-DE:18 config-value"])
        #expect(report.suppressed.isEmpty)
    }

    @Test func disableUntilEnable() throws {
        // Lines 13 to 17 (the comments' own lines included): the identifier is covered, the Boolean after it is not.
        let report = try FixtureCorpusTests.check(Self.damaged {
            $0.replacingOccurrences(of: "- **Type**: Redirect", with: "- **Type**: Redirect <!-- locdoc-disable config-value -->")
                .replacingOccurrences(of: "- Type: Boolean", with: "- Type: Boolean <!-- locdoc-enable config-value -->")
        })
        #expect(lines(report.findings) == ["de-DE:18 config-value"])
        #expect(lines(report.suppressed.map(\.finding)) == ["de-DE:14 config-value"])
    }

    @Test func disableFileCoversTheFrontMatter() throws {
        var pages = FixtureCorpusTests.base
        pages["fr-FR"] = FixtureCorpusTests.page(locale: "fr-FR", revision: "0000", handoff: "01/01/2020")
        let stale = try FixtureCorpusTests.check(pages)
        #expect(stale.findings.contains { $0.check == "stale-revision" && $0.variant == "fr-FR" })
        pages["fr-FR"] = FixtureCorpusTests.page(locale: "fr-FR", revision: "0000", handoff: "01/01/2020") {
            $0 + "\n<!-- locdoc-disable-file stale-revision -->\n"
        }
        let acknowledged = try FixtureCorpusTests.check(pages)
        #expect(!acknowledged.findings.contains { $0.check == "stale-revision" })
        #expect(acknowledged.suppressed.map(\.finding.check) == ["stale-revision"])
    }

    @Test func commentsLocdocCannotFollowAreInputErrorsAndTheFileIsStillChecked() throws {
        let report = try FixtureCorpusTests.check(Self.damaged {
            $0.replacingOccurrences(of: "- **Type**: Redirect", with: "- **Type**: Redirect <!-- locdoc-disabel -->")
                .replacingOccurrences(of: "- Key: sharedDeviceMode", with: "- Key: sharedDeviceMode <!-- locdoc-enable -->")
                .replacingOccurrences(of: "Value: True", with: "Value: True <!-- locdoc-disable-line config-valeu -->")
        })
        #expect(report.errors.map { "\($0.file):\($0.line ?? 0) \($0.kind.rawValue)" } == [
            "de-DE/shared-mode.md:13 invalid-suppression", "de-DE/shared-mode.md:16 invalid-suppression",
            "de-DE/shared-mode.md:18 invalid-suppression",
        ])
        #expect(report.errors.map(\.message).joined().contains("`config-valeu`"))
        #expect(lines(report.findings) == ["de-DE:14 config-value", "de-DE:18 config-value"])
    }

    @Test func aCommentActsOnlyInItsOwnFile() throws {
        // fr-FR acknowledges config-value on its line 18, where de-DE's defect is: de-DE's finding stays.
        var pages = Self.damaged()
        pages["fr-FR"] = FixtureCorpusTests.page(locale: "fr-FR") {
            $0.replacingOccurrences(of: "Value: true", with: "Value: true <!-- locdoc-disable-line config-value -->")
        }
        let report = try FixtureCorpusTests.check(pages)
        #expect(lines(report.findings) == ["de-DE:14 config-value", "de-DE:18 config-value"])
        #expect(report.suppressed.isEmpty)
    }

    @Test func aCommentThatAcknowledgesNothingIsIdle() throws {
        // Line 14's comment acknowledges the spaced identifier; line 13's acknowledges nothing (its line is clean),
        // nor does line 16's, which names a check that finds nothing there.
        let pages = Self.damaged {
            $0.replacingOccurrences(of: "- **Type**: Redirect", with: "- **Type**: Redirect <!-- locdoc-disable-line -->")
                .replacingOccurrences(of: "ssoextension\n", with: "ssoextension <!-- locdoc-disable-line config-value -->\n")
                .replacingOccurrences(of: "- Key: sharedDeviceMode", with: "- Key: sharedDeviceMode <!-- locdoc-disable-line link-target -->")
        }
        let report = try FixtureCorpusTests.check(pages)
        #expect(lines(report.suppressed.map(\.finding)) == ["de-DE:14 config-value"])
        #expect(report.idleSuppressions.map { "\($0.file):\($0.comment.range.start.line)" } == ["de-DE/shared-mode.md:13", "de-DE/shared-mode.md:16"])
        #expect(report.idleSuppressions.first?.description
                == "de-DE/shared-mode.md:13: `locdoc-disable-line` acknowledges no finding; remove it if the copy was fixed")
        // A comment that names only a check that did not run is not idle: it had no chance to acknowledge anything.
        let withoutLinks = try FixtureCorpusTests.check(pages, configuration: CheckConfiguration(disabled: ["link-target"]))
        #expect(withoutLinks.idleSuppressions.map(\.comment.range.start.line) == [13])
    }
}
