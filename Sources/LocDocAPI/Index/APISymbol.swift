/// One declaration of the documented API: its Swift declaration in the reference module and, when the
/// Objective-C interface declares it, the Objective-C declaration Swift's import rules map onto it.
///
/// A symbol has at least one side. Swift only: a Swift refinement of an interface type (`hash(into:)`) or a type
/// the interface does not declare. Objective-C only: the interface declares something whose Swift name the module
/// lacks (a gap in the reference implementation).
public struct APISymbol: Hashable, Sendable, Codable, Comparable {
    public var swift: SwiftDeclaration?
    public var objectiveC: ObjCSide?

    public init(swift: SwiftDeclaration?, objectiveC: ObjCSide?) {
        self.swift = swift
        self.objectiveC = objectiveC
    }

    /// The Objective-C side, as the index keeps it.
    public struct ObjCSide: Hashable, Sendable, Codable {
        public var kind: String
        public var container: String?
        /// The selector or name.
        public var name: String
        /// `-[MSALPublicClientApplication getDeviceInformationWithParameters:completionBlock:]`.
        public var displayName: String
        public var declaration: String

        public init(kind: String, container: String?, name: String, displayName: String, declaration: String) {
            self.kind = kind
            self.container = container
            self.name = name
            self.displayName = displayName
            self.declaration = declaration
        }

        public init(_ declaration: ObjCDeclaration) {
            self.init(kind: declaration.kind.rawValue, container: declaration.container, name: declaration.name,
                      displayName: declaration.displayName, declaration: declaration.declaration)
        }

        public var isMember: Bool { container != nil }
    }

    /// A stable identifier: the Swift qualified name, else `objc:` and the Objective-C display name.
    public var id: String { swift?.qualifiedName ?? "objc:" + (objectiveC?.displayName ?? "?") }

    /// The Swift container, else the Objective-C one.
    public var container: String? { swift?.container ?? objectiveC?.container }

    public var isMember: Bool { container != nil }

    /// A type, typealias or protocol (not a member, variable or function).
    public var isType: Bool {
        if let kind = swift?.kind { return [.class, .struct, .enum, .protocol, .typealias].contains(kind) }
        return ["class", "protocol", "enum", "typealias", "struct"].contains(objectiveC?.kind ?? "")
    }

    public static func < (lhs: APISymbol, rhs: APISymbol) -> Bool { lhs.id < rhs.id }
}
