import Foundation
import SymbolKit

/// Reads a symbol graph (the JSON `swift-symbolgraph-extract` and `clang -extract-api` write) with SymbolKit into
/// the declarations locdoc works with. Operators, unavailable and non-public declarations are left out.
public enum SymbolGraphReader {
    public struct SwiftModule: Sendable {
        public var name: String
        public var declarations: [SwiftDeclaration]
        /// Class → superclass (by name).
        public var superclasses: [String: String]
    }

    public struct ObjCInterface: Sendable {
        public var declarations: [ObjCDeclaration]
        public var superclasses: [String: String]
    }

    public enum ReadError: Error, CustomStringConvertible {
        case notASymbolGraph(String, underlying: String)

        public var description: String {
            switch self {
            case .notASymbolGraph(let what, let underlying): "the \(what) symbol graph could not be read: \(underlying)"
            }
        }
    }

    public static func swiftModule(from data: Data) throws -> SwiftModule {
        let graph = try decode(data, what: "Swift")
        var declarations: [SwiftDeclaration] = []
        for symbol in graph.symbols.values where isPublic(symbol) && isAvailable(symbol) {
            guard let kind = swiftKind(symbol.kind.identifier), let name = symbol.pathComponents.last else { continue }
            let fragments = symbol[mixin: SymbolGraph.Symbol.DeclarationFragments.self]?.declarationFragments ?? []
            let container = symbol.pathComponents.count > 1 ? symbol.pathComponents.dropLast().joined(separator: ".") : nil
            let isCallable = [.initializer, .method, .typeMethod, .function].contains(kind)
            declarations.append(SwiftDeclaration(kind: kind, container: container, name: name,
                                                 declaration: fragments.map(\.spelling).joined(),
                                                 type: isCallable ? nil : heldType(fragments),
                                                 defaults: isCallable ? defaults(fragments) : nil))
        }
        return SwiftModule(name: graph.module.name, declarations: declarations.sorted { $0.qualifiedName < $1.qualifiedName },
                           superclasses: superclasses(graph))
    }

    public static func objectiveCInterface(from data: Data) throws -> ObjCInterface {
        let graph = try decode(data, what: "Objective-C")
        var declarations: [ObjCDeclaration] = []
        for symbol in graph.symbols.values where isAvailable(symbol) {
            guard let kind = objcKind(symbol.kind.identifier), let name = symbol.pathComponents.last else { continue }
            let fragments = symbol[mixin: SymbolGraph.Symbol.DeclarationFragments.self]?.declarationFragments ?? []
            let signature = symbol[mixin: SymbolGraph.Symbol.FunctionSignature.self]
            let parameters = signature?.parameters.map { ObjCParameter(name: $0.name, type: firstType($0.declarationFragments) ?? ObjCType(name: "id")) } ?? []
            let type: ObjCType? = switch kind {
            case .method, .classMethod: signature.flatMap { firstType($0.returns) }
            case .property, .classProperty, .variable, .typealias: firstType(fragments)
            default: nil
            }
            let getter = fragments.first { $0.kind == .keyword && $0.spelling.hasPrefix("getter=") }.map { String($0.spelling.dropFirst(7)) }
            declarations.append(ObjCDeclaration(kind: kind, name: name,
                                                container: symbol.pathComponents.count > 1 ? symbol.pathComponents.first : nil,
                                                inProtocol: symbol.identifier.precise.contains("objc(pl)") && symbol.pathComponents.count > 1,
                                                parameters: parameters, type: type, getter: getter,
                                                declaration: fragments.map(\.spelling).joined()))
        }
        return ObjCInterface(declarations: declarations.sorted { ($0.container ?? "", $0.name) < ($1.container ?? "", $1.name) },
                             superclasses: superclasses(graph))
    }

    private static func decode(_ data: Data, what: String) throws -> SymbolGraph {
        do {
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch {
            throw ReadError.notASymbolGraph(what, underlying: String(describing: error))
        }
    }

    private static func isPublic(_ symbol: SymbolGraph.Symbol) -> Bool {
        ["public", "open"].contains(symbol.accessLevel.rawValue)
    }

    private static func isAvailable(_ symbol: SymbolGraph.Symbol) -> Bool {
        !(symbol[mixin: SymbolGraph.Symbol.Availability.self]?.availability.contains { $0.isUnconditionallyUnavailable } ?? false)
    }

    private static func superclasses(_ graph: SymbolGraph) -> [String: String] {
        var result: [String: String] = [:]
        for relationship in graph.relationships where relationship.kind == .inheritsFrom {
            guard let source = graph.symbols[relationship.source]?.pathComponents.last else { continue }
            if let target = graph.symbols[relationship.target]?.pathComponents.last ?? relationship.targetFallback {
                result[source] = target
            }
        }
        return result
    }

    private static func swiftKind(_ identifier: SymbolGraph.Symbol.KindIdentifier) -> SwiftDeclaration.Kind? {
        let kinds: [SymbolGraph.Symbol.KindIdentifier: SwiftDeclaration.Kind] = [
            .class: .class, .struct: .struct, .enum: .enum, .protocol: .protocol, .typealias: .typealias,
            .case: .enumCase, .`init`: .initializer, .method: .method, .typeMethod: .typeMethod,
            .property: .property, .typeProperty: .typeProperty, .var: .variable, .func: .function,
        ]
        return kinds[identifier]
    }

    private static func objcKind(_ identifier: SymbolGraph.Symbol.KindIdentifier) -> ObjCDeclaration.Kind? {
        let kinds: [SymbolGraph.Symbol.KindIdentifier: ObjCDeclaration.Kind] = [
            .class: .class, .protocol: .protocol, .enum: .enum, .case: .enumCase, .typealias: .typealias,
            .var: .variable, .func: .function, .method: .method, .typeMethod: .classMethod, .property: .property,
            .typeProperty: .classProperty, .struct: .struct,
        ]
        return kinds[identifier]
    }

    /// The first type named in `fragments`, with the pointers written after it.
    private static func firstType(_ fragments: [SymbolGraph.Symbol.DeclarationFragments.Fragment]) -> ObjCType? {
        guard let index = fragments.firstIndex(where: { $0.kind == .typeIdentifier || ($0.kind == .keyword && ["instancetype", "id", "void"].contains($0.spelling)) }) else {
            return nil
        }
        let following = index + 1 < fragments.count && fragments[index + 1].kind == .text ? fragments[index + 1].spelling : ""
        return ObjCType(spelling: fragments[index].spelling, following: following)
    }

    /// `MSALDeviceMode` in `var deviceMode: MSALDeviceMode { get }`: the type right after the name's colon.
    private static func heldType(_ fragments: [SymbolGraph.Symbol.DeclarationFragments.Fragment]) -> String? {
        guard let name = fragments.firstIndex(where: { $0.kind == .identifier }), name + 2 < fragments.count,
              fragments[name + 1].kind == .text, fragments[name + 1].spelling.trimmingSpaces == ":",
              fragments[name + 2].kind == .typeIdentifier else { return nil }
        return fragments[name + 2].spelling
    }

    /// Which parameters have a default value (` = …` after their type).
    private static func defaults(_ fragments: [SymbolGraph.Symbol.DeclarationFragments.Fragment]) -> [Bool] {
        var result: [Bool] = []
        var previousWasExternal = false
        for fragment in fragments {
            switch fragment.kind {
            case .externalParameter:
                result.append(false)
                previousWasExternal = true
                continue
            case .internalParameter:
                if !previousWasExternal { result.append(false) }
            case .text:
                if fragment.spelling.contains(" = "), !result.isEmpty { result[result.count - 1] = true }
            default:
                break
            }
            if fragment.kind != .text { previousWasExternal = false }
        }
        return result
    }
}
