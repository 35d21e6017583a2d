/// A page's harness: everything `locdoc test` and `locdoc generate` need to turn the page's samples into code that
/// runs, in no locale's words. It names sections by anchor, code by identifier and settings by position, so one
/// harness serves every locale of the page.
///
/// A harness is a YAML manifest beside the corpus (`Locales/<page>.harness.yml`) that points at a Swift file (the
/// context class the samples run in, and the scenario's expectations) and an Objective-C file (the host class the
/// Objective-C samples are type-checked in). The format is in `Docs/harness.md`.
public struct PageHarness: Sendable, Hashable {
    /// The manifest, as the user would type it (relative to the corpus root when inside it).
    public var manifestFile: String
    /// The page file name without extension, e.g. `msal-ios-shared-devices`.
    public var page: String
    public var swift: HarnessSource?
    public var objectiveC: HarnessSource?
    public var elisions: [HarnessElision]
    /// The scenario's steps: which expectations to check after the samples of which section.
    public var scenario: [HarnessStep]
    /// Which documented settings provision the simulated device (none: a device with nothing installed).
    public var device: HarnessDevice?

    public init(manifestFile: String, page: String, swift: HarnessSource?, objectiveC: HarnessSource?,
                elisions: [HarnessElision], scenario: [HarnessStep], device: HarnessDevice? = nil) {
        self.manifestFile = manifestFile
        self.page = page
        self.swift = swift
        self.objectiveC = objectiveC
        self.elisions = elisions
        self.scenario = scenario
        self.device = device
    }

    /// The elision entry for an elided expression bound to `name`, if the harness has one.
    public func elision(binding name: String) -> HarnessElision? {
        elisions.first { $0.binds == name }
    }

    /// The expectations checked after a sample of `section`: those of every step whose anchor path is a run of
    /// the section's anchor path (a step for `detect-shared-device-mode` covers its `swift` subsection).
    public func expectations(for section: SectionKey) -> [String] {
        scenario.filter { $0.covers(section) }.flatMap(\.expectations)
    }
}

/// One source file of a harness, loaded.
public struct HarnessSource: Sendable, Hashable {
    /// As the user would type it.
    public var file: String
    public var text: String
    /// The class samples become methods of (Swift: a `PageContext`; Objective-C: an `NSObject` subclass).
    public var className: String

    public init(file: String, text: String, className: String) {
        self.file = file
        self.text = text
        self.className = className
    }
}

/// What an elision (`....` or `...` standing for an expression) stands for, by the name the expression is bound to
/// (`let account = ....`, `MSALAccount *account = ...;`): code does not get translated, so the name is the same in
/// every locale.
public struct HarnessElision: Sendable, Hashable {
    public var binds: String
    /// The Swift expression, in the context class's scope.
    public var swift: String?
    /// The Objective-C expression, in the host class's scope.
    public var objectiveC: String?
    /// The line of the entry in the manifest.
    public var line: Int

    public init(binds: String, swift: String?, objectiveC: String?, line: Int) {
        self.binds = binds
        self.swift = swift
        self.objectiveC = objectiveC
        self.line = line
    }
}

/// One step of a page's scenario: after the samples of the section with this anchor path ran and their completion
/// blocks arrived, check these expectations (methods of the Swift context class returning `Expectation`).
public struct HarnessStep: Sendable, Hashable {
    /// Anchor path segments, e.g. `["detect-shared-device-mode"]`.
    public var section: [String]
    public var expectations: [String]
    public var line: Int

    public init(section: [String], expectations: [String], line: Int) {
        self.section = section
        self.expectations = expectations
        self.line = line
    }

    /// Whether the step's anchor path occurs, as a contiguous run, in `key`'s.
    public func covers(_ key: SectionKey) -> Bool {
        guard !section.isEmpty, key.segments.count >= section.count else { return false }
        return (0...(key.segments.count - section.count)).contains {
            Array(key.segments[$0..<($0 + section.count)]) == section
        }
    }
}
