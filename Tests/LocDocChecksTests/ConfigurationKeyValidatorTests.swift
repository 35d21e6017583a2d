import LocDocChecks
import LocDocModel
import Testing

@Suite struct ConfigurationKeyValidatorTests {
    @Test func labelGluedIntoTheKey() throws {
        // it-IT lines 66 and 77: `- Chiave: sharedDeviceModeKey: sharedDeviceMode`
        let issue = try #require(ConfigurationKeyValidator.validate("sharedDeviceModeKey: sharedDeviceMode"))
        #expect(issue.kind == .gluedLabel)
        #expect(issue.offset == 19)
        #expect(issue.message == "configuration key has a label glued into it (`sharedDeviceModeKey:`)")
        #expect(issue.suggestion == "sharedDeviceMode")
    }

    @Test func gluedLabelInAnotherScriptAndFullWidthColon() throws {
        let georgian = try #require(ConfigurationKeyValidator.validate("გასაღები: sharedDeviceMode"))
        #expect(georgian.kind == .gluedLabel)
        #expect(georgian.suggestion == "sharedDeviceMode")
        let fullWidth = try #require(ConfigurationKeyValidator.validate("键：sharedDeviceMode"))
        #expect(fullWidth.kind == .gluedLabel)
        #expect(fullWidth.offset == 1)
        #expect(fullWidth.suggestion == "sharedDeviceMode")
        // Nothing usable after the colon: no suggestion.
        #expect(ConfigurationKeyValidator.validate("shared: device mode")?.suggestion == nil)
    }

    @Test(arguments: ["sharedDeviceMode", "shared_device_mode", "com.apple.sso", "Max-Age", "_private", "key2"])
    func validKeys(key: String) {
        #expect(ConfigurationKeyValidator.validate(key) == nil)
    }

    @Test func otherDamage() throws {
        let spaced = try #require(ConfigurationKeyValidator.validate("shared Device Mode"))
        #expect(spaced.kind == .whitespace)
        #expect(spaced.offset == 6)
        #expect(spaced.suggestion == "sharedDeviceMode")
        // A sentence is not a split key: no suggestion.
        #expect(ConfigurationKeyValidator.validate("The environment in which the add-on is running")?.suggestion == nil)
        #expect(ConfigurationKeyValidator.validate("clé")?.kind == .nonASCII)
        #expect(ConfigurationKeyValidator.validate("გასაღები")?.kind == .nonASCII)
        #expect(ConfigurationKeyValidator.validate("shared/mode")?.kind == .invalidCharacter)
        #expect(ConfigurationKeyValidator.validate("2key")?.kind == .malformed)
        #expect(ConfigurationKeyValidator.validate("a..b")?.kind == .malformed)
        #expect(ConfigurationKeyValidator.validate("")?.kind == .emptyPart)
    }

    /// The key of every key/type/value group in the seed pages.
    @Test func seedCorpus() {
        let hits = SeedCorpus.hits { document in
            SeedCorpus.entries(document).compactMap(\.keyTypeValue).compactMap { group in
                ConfigurationKeyValidator.validate(group.key.text).map { ($0, group.key.range.line) }
            }
        }
        #expect(hits == ["it-IT:66", "it-IT:77"])
    }
}
