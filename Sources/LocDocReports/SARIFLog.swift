/// The part of SARIF 2.1.0 (OASIS standard, errata 01) that locdoc writes, as typed values. Property names are
/// exactly the standard's; optional properties are left out when absent (SARIF's convention), never `null`.
enum SARIF {
    static let version = "2.1.0"
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `uriBaseId` every artifact location is relative to.
    static let corpusRoot = "CORPUSROOT"

    /// §3.13, the root object.
    struct Log: Codable, Equatable {
        var schema = SARIF.schemaURI
        var version = SARIF.version
        var runs: [Run]

        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    /// §3.14.
    struct Run: Codable, Equatable {
        var tool: Tool
        var invocations: [Invocation]
        var originalUriBaseIds: [String: ArtifactLocation]
        var artifacts: [Artifact]
        var results: [Result]
        var columnKind: String
    }

    /// §3.18.
    struct Tool: Codable, Equatable {
        var driver: ToolComponent
    }

    /// §3.19.
    struct ToolComponent: Codable, Equatable {
        var name: String
        var version: String
        var semanticVersion: String?
        var informationUri: String?
        var rules: [ReportingDescriptor]
    }

    /// §3.49: one rule, from one catalogue entry.
    struct ReportingDescriptor: Codable, Equatable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message?
        var defaultConfiguration: ReportingConfiguration
        var properties: RuleProperties
    }

    /// §3.50.
    struct ReportingConfiguration: Codable, Equatable {
        var level: String
    }

    /// The rule's property bag: its locdoc category, also as a tag (§3.8.2) for consumers that filter by tags.
    struct RuleProperties: Codable, Equatable {
        var category: String
        var tags: [String]
    }

    /// §3.27.
    struct Result: Codable, Equatable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        /// §3.27.23: present on a finding a comment acknowledges.
        var suppressions: [Suppression]?
        var properties: ResultProperties
    }

    /// §3.35: `inSource`, with the comment's place and its text after `;` as the justification.
    struct Suppression: Codable, Equatable {
        var kind: String
        var justification: String?
        var location: Location?
    }

    /// The result's property bag: the finding's fields that SARIF has no property for.
    struct ResultProperties: Codable, Equatable {
        var locale: String?
        var variant: String
        var `class`: String
        var category: String
        var evidence: String
        var expected: String?
    }

    /// §3.28.
    struct Location: Codable, Equatable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    /// §3.29.
    struct PhysicalLocation: Codable, Equatable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    /// §3.4.
    struct ArtifactLocation: Codable, Equatable {
        var uri: String?
        var uriBaseId: String?
        var index: Int?
        var description: Message?
    }

    /// §3.30: lines and columns are 1-based; columns count code points (`run.columnKind`).
    struct Region: Codable, Equatable {
        var startLine: Int
        var startColumn: Int?
    }

    /// §3.24: one checked (or referenced) file.
    struct Artifact: Codable, Equatable {
        var location: ArtifactLocation
        var mimeType: String
        var properties: ArtifactProperties?
    }

    /// The artifact's property bag: what the report knows about the file's variant and source revision.
    struct ArtifactProperties: Codable, Equatable {
        var variant: String
        var locale: String?
        var revision: String?
        var translationType: String?
    }

    /// §3.20.
    struct Invocation: Codable, Equatable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?
    }

    /// §3.58: an input error.
    struct Notification: Codable, Equatable {
        var level: String
        var message: Message
        var locations: [Location]
        var descriptor: ReportingDescriptorReference
    }

    /// §3.52.
    struct ReportingDescriptorReference: Codable, Equatable {
        var id: String
    }

    /// §3.11 `message`, and §3.12 `multiformatMessageString` (locdoc uses only their `text`).
    struct Message: Codable, Equatable {
        var text: String
    }
}
