/// One declaration of the Objective-C interface, as clang's symbol graph (`clang -extract-api`) gives it: what the
/// import naming rules need to derive its Swift name.
public struct ObjCDeclaration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `class`, `protocol`, `enum`, enumCase, `typealias`, variable, function, method, classMethod, property,
             classProperty, `struct`
    }

    public var kind: Kind
    /// The selector of a method (`getDeviceInformationWithParameters:completionBlock:`), else the name.
    public var name: String
    /// The class, protocol or enum a member belongs to (a category's class).
    public var container: String?
    /// The container is a protocol (which may share its name with a class: `MSALAccount`).
    public var inProtocol: Bool
    /// A method's parameters, in selector order.
    public var parameters: [ObjCParameter]
    /// A method's result; a property's or variable's type; a typedef's underlying type.
    public var type: ObjCType?
    /// `getter=isFoo` of a property.
    public var getter: String?
    /// The declaration as written in the header, on one line.
    public var declaration: String

    public init(kind: Kind, name: String, container: String? = nil, inProtocol: Bool = false, parameters: [ObjCParameter] = [],
                type: ObjCType? = nil, getter: String? = nil, declaration: String = "") {
        self.kind = kind
        self.name = name
        self.container = container
        self.inProtocol = inProtocol
        self.parameters = parameters
        self.type = type
        self.getter = getter
        self.declaration = declaration
    }

    /// `-[MSALPublicClientApplication getDeviceInformationWithParameters:completionBlock:]`, `MSALDeviceModeShared`,
    /// `MSALSignoutParameters.signoutFromBrowser`: how people write the name.
    public var displayName: String {
        switch kind {
        case .method: "-[\(container ?? "?") \(name)]"
        case .classMethod: "+[\(container ?? "?") \(name)]"
        case .property, .classProperty: "\(container.map { $0 + "." } ?? "")\(name)"
        default: name
        }
    }
}

public struct ObjCParameter: Hashable, Sendable {
    public var name: String
    public var type: ObjCType

    public init(name: String, type: ObjCType) {
        self.name = name
        self.type = type
    }
}

/// A type as the header spells it: `MSALParameters *` is `MSALParameters` with one pointer, `NSError **` two,
/// `NSArray<NSString *> *` an `NSArray` of `NSString`, `void (^)(BOOL, NSError *)` a block.
public struct ObjCType: Hashable, Sendable {
    public var name: String
    public var typeArguments: [String]
    public var pointers: Int
    public var isBlock: Bool

    public init(name: String, typeArguments: [String] = [], pointers: Int = 0, isBlock: Bool = false) {
        self.name = name
        self.typeArguments = typeArguments
        self.pointers = pointers
        self.isBlock = isBlock
    }

    /// From a type fragment (`NSArray<NSString *>`) and the text after it (` **) `).
    public init(spelling: String, following: String) {
        isBlock = spelling.contains("(^")
        pointers = following.prefix { $0 == " " || $0 == "*" || $0 == "_" || $0.isLetter }.filter { $0 == "*" }.count
        if let open = spelling.firstIndex(of: "<"), let close = spelling.lastIndex(of: ">"), open < close {
            name = String(spelling[..<open]).trimmingSpaces
            typeArguments = spelling[spelling.index(after: open)..<close].split(separator: ",").map {
                String($0.filter { $0 != "*" }).trimmingSpaces
            }
        } else {
            name = isBlock ? "Block" : spelling.trimmingSpaces
            typeArguments = []
        }
    }

    /// `NSError **`: an error out-parameter, which Swift turns into `throws`.
    public var isErrorOut: Bool { name == "NSError" && pointers == 2 }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
