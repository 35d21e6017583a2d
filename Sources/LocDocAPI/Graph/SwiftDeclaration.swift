/// One public declaration of the Swift module, as `swift-symbolgraph-extract` gives it.
public struct SwiftDeclaration: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case `class`, `struct`, `enum`, `protocol`, `typealias`, enumCase = "case", initializer = "init", method,
             typeMethod = "type.method", property, typeProperty = "type.property", variable = "var",
             function = "func"
    }

    public var kind: Kind
    /// The enclosing type's path (`MSALPublicClientApplication`), `nil` at the top level.
    public var container: String?
    /// `getDeviceInformation(with:completionBlock:)`, `deviceMode`, `MSALDeviceMode`.
    public var name: String
    /// The declaration on one line (`func getDeviceInformation(with parameters: MSALParameters?, …)`).
    public var declaration: String
    /// The type a property or variable holds, when it is a plain named type (`MSALDeviceMode` for
    /// `var deviceMode: MSALDeviceMode`, `MSALAccount` for `MSALAccount?`).
    public var type: String?
    /// For functions and initialisers: which parameters have a default value, in order.
    public var defaults: [Bool]?

    public init(kind: Kind, container: String?, name: String, declaration: String, type: String? = nil, defaults: [Bool]? = nil) {
        self.kind = kind
        self.container = container
        self.name = name
        self.declaration = declaration
        self.type = type
        self.defaults = defaults
    }

    /// `MSALPublicClientApplication.getDeviceInformation(with:completionBlock:)`.
    public var qualifiedName: String { container.map { "\($0).\(name)" } ?? name }

    /// `getDeviceInformation` for `getDeviceInformation(with:completionBlock:)`.
    public var baseName: String { SwiftNames.split(name)?.base ?? name }

    /// The argument labels of a function or initialiser (`_` for none); `nil` for other declarations.
    public var labels: [String]? { SwiftNames.split(name)?.labels }

    public var isMember: Bool { container != nil }

    /// Whether a call with `written` labels (and a trailing closure when `trailingClosure`) can call this: the
    /// written labels are the declaration's in order, leaving out only parameters with a default value, and a
    /// trailing closure takes the next parameter.
    public func accepts(labels written: [String], trailingClosure: Bool) -> Bool {
        guard let labels else { return false }
        let defaults = self.defaults ?? Array(repeating: false, count: labels.count)
        var index = 0
        var remaining = written[...]
        while index < labels.count {
            if let next = remaining.first, next == labels[index] {
                remaining = remaining.dropFirst()
            } else if remaining.isEmpty, trailingClosure {
                // The trailing closure is the last argument: everything after it must be defaulted.
                return labels.indices.dropFirst(index + 1).allSatisfy { defaults.indices.contains($0) && defaults[$0] }
            } else if !(defaults.indices.contains(index) && defaults[index]) {
                return false
            }
            index += 1
        }
        return remaining.isEmpty && !trailingClosure
    }
}
