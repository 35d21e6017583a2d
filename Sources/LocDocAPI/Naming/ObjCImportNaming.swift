/// The Swift name Swift's importer gives an Objective-C declaration, for a header without `NS_SWIFT_NAME`:
///
/// - classes, typedefs, globals and functions keep their names; a protocol named like a class becomes
///   `…Protocol` (`MSALAccount` → `MSALAccountProtocol`);
/// - an `NSError **` parameter is dropped (the method `throws`), with its selector piece, or with an
///   `AndReturnError`/`WithError` suffix when it is the only one (`allAccounts:` → `allAccounts()`);
/// - `init…` methods become initialisers, the rest of the first piece after `initWith` the first label
///   (`initWithWebviewParameters:` → `init(webviewParameters:)`), and so do class factory methods whose first piece
///   starts with the end of the class name (`+[MSALSliceConfig configWithSlice:dc:]` → `init(slice:dc:)`);
/// - other methods and properties go through `OmitNeedlessWords`
///   (`getDeviceInformationWithParameters:completionBlock:` → `getDeviceInformation(with:completionBlock:)`);
/// - enum constants lose the prefix they share with each other and the enum (`EnumConstantPrefix`) and are
///   lower-cased (`MSALDeviceModeShared` → `MSALDeviceMode.shared`).
public struct ObjCImportNaming: Sendable {
    /// What the rules need to know about the rest of the interface.
    public struct Context: Sendable {
        /// Typedef name → the type it names (a block typedef is compared as `Block`).
        public var typedefs: [String: ObjCType]
        /// Class name → its superclass, within the interface.
        public var superclasses: [String: String]
        /// Class name → the names of its properties (not inherited ones: those come through `superclasses`).
        public var properties: [String: Set<String>]
        /// Enum name → all its constants.
        public var enumConstants: [String: [String]]
        /// Every class name (a protocol with one of these names is renamed).
        public var classes: Set<String>

        public init(typedefs: [String: ObjCType] = [:], superclasses: [String: String] = [:],
                    properties: [String: Set<String>] = [:], enumConstants: [String: [String]] = [:],
                    classes: Set<String> = []) {
            self.typedefs = typedefs
            self.superclasses = superclasses
            self.properties = properties
            self.enumConstants = enumConstants
            self.classes = classes
        }

        /// The property names of `type` and its superclasses.
        func propertyNames(of type: String?) -> Set<String> {
            var names: Set<String> = []
            var current = type
            var seen: Set<String> = []
            while let name = current, seen.insert(name).inserted {
                names.formUnion(properties[name] ?? [])
                current = superclasses[name]
            }
            return names
        }
    }

    /// The Swift name: the container (a renamed protocol's new name) and the member or top-level name
    /// (`getDeviceInformation(with:completionBlock:)`, `shared`, `MSALPublicClientApplication`).
    public struct SwiftName: Hashable, Sendable {
        public var container: String?
        public var name: String
    }

    public var context: Context

    public init(context: Context) {
        self.context = context
    }

    public func swiftName(of declaration: ObjCDeclaration) -> SwiftName {
        let container = declaration.container.map { declaration.inProtocol ? swiftTypeName(protocol: $0) : $0 }
        switch declaration.kind {
        case .protocol:
            return SwiftName(container: nil, name: swiftTypeName(protocol: declaration.name))
        case .class, .enum, .typealias, .variable, .function, .struct:
            return SwiftName(container: nil, name: declaration.name)
        case .enumCase:
            let constants = declaration.container.flatMap { context.enumConstants[$0] } ?? [declaration.name]
            let prefix = EnumConstantPrefix.prefix(constants: constants, enumName: declaration.container ?? "")
            return SwiftName(container: container, name: CamelCase.lowercasedInitialisms(String(declaration.name.dropFirst(prefix.count))))
        case .property, .classProperty:
            return SwiftName(container: container, name: propertyName(declaration))
        case .method, .classMethod:
            return SwiftName(container: container, name: methodName(declaration))
        }
    }

    /// A protocol named like a class of the interface takes a `Protocol` suffix.
    func swiftTypeName(protocol name: String) -> String {
        context.classes.contains(name) ? name + "Protocol" : name
    }

    private func propertyName(_ declaration: ObjCDeclaration) -> String {
        let name = declaration.getter ?? declaration.name
        let type = declaration.type.map { omissionName(of: $0, context: declaration.container) } ?? OmissionTypeName(name: "")
        let contextType = OmissionTypeName(name: declaration.container ?? "")
        let result = OmitNeedlessWords.apply(baseName: name, argumentNames: [], resultType: type, contextType: contextType,
                                             parameterTypes: [], returnsSelf: false,
                                             propertyNames: context.propertyNames(of: declaration.container))
        return result.base
    }

    private func methodName(_ declaration: ObjCDeclaration) -> String {
        var pieces = declaration.name.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if pieces.last == "" { pieces.removeLast() }
        var parameters = declaration.parameters
        guard !pieces.isEmpty else { return declaration.name }
        if parameters.count == pieces.count, let last = parameters.last, last.type.isErrorOut {
            if parameters.count == 1 {
                for suffix in ["AndReturnError", "WithError"] where pieces[0].hasSuffix(suffix) && pieces[0].count > suffix.count {
                    pieces[0] = String(pieces[0].dropLast(suffix.count))
                }
            } else {
                pieces.removeLast()
            }
            parameters.removeLast()
        }
        let types = parameters.map { omissionName(of: $0.type, context: declaration.container) }
        let resultType = declaration.type.map { omissionName(of: $0, context: declaration.container) } ?? OmissionTypeName(name: "")
        let returnsSelf = declaration.type?.name == "instancetype"
        let contextType = OmissionTypeName(name: declaration.container ?? "")
        var base = pieces[0]
        var arguments = parameters.isEmpty ? [] : [""] + pieces.dropFirst()
        if let label = initializerLabel(declaration, firstPiece: pieces[0]) {
            base = "init"
            arguments = parameters.isEmpty ? [] : [label] + pieces.dropFirst()
        }
        let named = OmitNeedlessWords.apply(baseName: base, argumentNames: arguments,
                                            firstParameterName: parameters.first?.name ?? "", resultType: resultType,
                                            contextType: contextType, parameterTypes: types, returnsSelf: returnsSelf,
                                            propertyNames: context.propertyNames(of: declaration.container))
        return SwiftNames.compound(base: named.base, labels: named.arguments)
    }

    /// The first label of an initialiser (`Configuration` for `initWithConfiguration`, `Slice` for the factory
    /// `configWithSlice`), `""` for a bare `init`, `nil` when the method is not one.
    private func initializerLabel(_ declaration: ObjCDeclaration, firstPiece: String) -> String? {
        let returnsInstance = declaration.type?.name == "instancetype" || declaration.type?.name == "id"
            || declaration.type?.name == declaration.container
        guard returnsInstance else { return nil }
        var rest: Substring
        if declaration.kind == .method, firstPiece.hasPrefix("init"),
           firstPiece.count == 4 || firstPiece.unicodeScalars.dropFirst(4).first.map(CamelCase.isUpper) == true {
            rest = firstPiece.dropFirst(4)
        } else if declaration.kind == .classMethod, let container = declaration.container,
                  let matched = factoryPrefix(firstPiece, className: container) {
            rest = firstPiece.dropFirst(matched.count)
        } else {
            return nil
        }
        if rest.hasPrefix("With"), rest.unicodeScalars.dropFirst(4).first.map(CamelCase.isUpper) == true { rest = rest.dropFirst(4) }
        return String(rest)
    }

    /// The end of the class name a factory method's first piece starts with (`config` for `MSALSliceConfig`),
    /// followed by the end of the piece or `With`.
    private func factoryPrefix(_ piece: String, className: String) -> String? {
        let words = CamelCase.words(className)
        for count in stride(from: words.count, through: 1, by: -1) {
            let suffix = CamelCase.lowercasedInitialisms(words.suffix(count).joined())
            guard piece.hasPrefix(suffix) else { continue }
            let rest = piece.dropFirst(suffix.count)
            if rest.isEmpty || (rest.hasPrefix("With") && rest.unicodeScalars.dropFirst(4).first.map(CamelCase.isUpper) == true) {
                return suffix
            }
        }
        return nil
    }

    /// The name a type is compared as (`OmissionTypeName`).
    func omissionName(of type: ObjCType, context container: String?) -> OmissionTypeName {
        if type.isBlock { return OmissionTypeName(name: "Block", isFunction: true) }
        if type.name == "instancetype" { return OmissionTypeName(name: container ?? "") }
        if let underlying = context.typedefs[type.name], !["NSInteger", "NSUInteger", "CGFloat"].contains(type.name) {
            return omissionName(of: underlying, context: container)
        }
        if let scalar = OmissionTypeName.scalarNames[type.name] {
            return OmissionTypeName(name: scalar, isBoolean: scalar == "Bool")
        }
        let name = OmissionTypeName.bridgedFoundationNames[type.name] ?? type.name
        let element = type.typeArguments.last.map { OmissionTypeName.bridgedFoundationNames[$0] ?? $0 } ?? ""
        return OmissionTypeName(name: name, collectionElement: ["Array", "Set"].contains(name) ? element : "")
    }
}

/// How Swift writes a function's full name: `base(label:label:)`, `_` for no label.
public enum SwiftNames {
    public static func compound(base: String, labels: [String]) -> String {
        base + "(" + labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")"
    }

    /// `getDeviceInformation(with:completionBlock:)` → (`getDeviceInformation`, [`with`, `completionBlock`]);
    /// `nil` for a plain name.
    public static func split(_ name: String) -> (base: String, labels: [String])? {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
        let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let labels = inside.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        return (String(name[..<open]), labels)
    }
}
