import LocDocModel

/// What `locdoc api` reports: every API name the docs use, where, and what it is in the reference implementation;
/// and, per section, whether its Swift and Objective-C samples call the same API. Schema: `APIReportVersion`.
public struct APIReport: Hashable, Sendable, Codable {
    public var module: String
    /// Sorted by name, then container, form and language.
    public var names: [NameEntry]
    /// Sorted by file, then section.
    public var parity: [SectionParity]
    /// The files read (relative paths), sorted.
    public var files: [String]
    public var summary: Summary

    public init(module: String, names: [NameEntry], parity: [SectionParity], files: [String]) {
        self.module = module
        self.names = names
        self.parity = parity
        self.files = files
        summary = Summary(names: names, parity: parity, files: files.count)
    }

    /// One name as the docs write it (in one language, on one receiver), with every place it is written.
    public struct NameEntry: Hashable, Sendable, Codable {
        public var name: String
        public var form: APIName.Form
        public var language: APIName.Language?
        public var container: String?
        public var status: APIResolution.Status
        public var symbols: [SymbolSummary]
        public var suggestion: SymbolSummary?
        public var note: String?
        public var mentions: [Location]
    }

    /// A symbol of the reference implementation, in both languages.
    public struct SymbolSummary: Hashable, Sendable, Codable {
        public var id: String
        public var swift: Side?
        public var objectiveC: Side?

        public struct Side: Hashable, Sendable, Codable {
            /// Swift: `MSALPublicClientApplication.getDeviceInformation(with:completionBlock:)`; Objective-C:
            /// `-[MSALPublicClientApplication getDeviceInformationWithParameters:completionBlock:]`.
            public var name: String
            public var declaration: String
        }

        public init(_ symbol: APISymbol) {
            id = symbol.id
            swift = symbol.swift.map { Side(name: $0.qualifiedName, declaration: $0.declaration) }
            objectiveC = symbol.objectiveC.map { Side(name: $0.displayName, declaration: $0.declaration) }
        }
    }

    public struct Location: Hashable, Sendable, Codable, Comparable {
        public var file: String
        public var variant: String
        public var locale: String?
        public var line: Int
        public var column: Int
        public var source: APIMention.Source
        public var section: SectionKey
        /// The text as written (the code span, or the sample's token).
        public var text: String

        public static func < (lhs: Location, rhs: Location) -> Bool {
            (lhs.file, lhs.line, lhs.column, lhs.text) < (rhs.file, rhs.line, rhs.column, rhs.text)
        }
    }

    /// One section of one file: the API its Swift samples call and the API its Objective-C samples call.
    public struct SectionParity: Hashable, Sendable, Codable {
        public enum Status: String, Hashable, Sendable, Codable, CaseIterable {
            /// Both languages call the same API.
            case parity
            /// Both languages have samples, and they call different API.
            case gap
            case swiftOnly = "swift-only"
            case objectiveCOnly = "objective-c-only"
        }

        public var file: String
        public var variant: String
        public var locale: String?
        public var page: String
        public var section: SectionKey
        /// The section's heading line (1 before the first heading).
        public var line: Int
        public var status: Status
        /// Symbol ids (`APISymbol.id`), sorted.
        public var swift: [String]
        public var objectiveC: [String]
        public var onlySwift: [String]
        public var onlyObjectiveC: [String]
    }

    public struct Summary: Hashable, Sendable, Codable {
        public var files: Int
        public var names: Int
        public var resolved: Int
        public var unresolved: Int
        public var external: Int
        public var mentions: Int
        public var sections: Int
        public var parityGaps: Int

        init(names entries: [NameEntry], parity: [SectionParity], files: Int) {
            self.files = files
            names = entries.count
            resolved = entries.count { $0.status == .resolved }
            unresolved = entries.count { $0.status == .unresolved }
            external = entries.count { $0.status == .external }
            mentions = entries.reduce(0) { $0 + $1.mentions.count }
            sections = parity.count
            parityGaps = parity.count { $0.status == .gap }
        }
    }
}
