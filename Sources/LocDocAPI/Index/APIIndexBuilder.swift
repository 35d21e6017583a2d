/// Relates the Objective-C interface to the Swift module by Swift's import rules: every Objective-C declaration's
/// Swift name (`ObjCImportNaming`) is looked up in the module; found, the two are one `APISymbol`; not found, the
/// Objective-C declaration stands alone (a gap in the reference implementation).
///
/// What belongs to the documented API: everything the interface declares, the Swift members of those types, and
/// Swift types named with the module's prefix (`MSALLoggerConfig`). Other public Swift types (the simulated
/// device: `SimulatedDevice`, `DeviceProvisioning`, `Trace`…) are listed in `excluded`, so that a configuration key
/// in prose (`sharedDeviceMode`) does not resolve to a scenario helper.
public enum APIIndexBuilder {
    public static func build(swift module: SymbolGraphReader.SwiftModule, objectiveC interface: SymbolGraphReader.ObjCInterface) -> APIIndex {
        let naming = ObjCImportNaming(context: context(interface))
        var swiftByName: [String: [Int]] = [:]
        for (index, declaration) in module.declarations.enumerated() {
            swiftByName[declaration.qualifiedName, default: []].append(index)
        }
        var used: Set<Int> = []
        var symbols: [APISymbol] = []
        for declaration in interface.declarations {
            let name = naming.swiftName(of: declaration)
            let qualified = name.container.map { "\($0).\(name.name)" } ?? name.name
            let match = swiftByName[qualified]?.first { !used.contains($0) }
            if let match { used.insert(match) }
            symbols.append(APISymbol(swift: match.map { module.declarations[$0] }, objectiveC: APISymbol.ObjCSide(declaration)))
        }
        let interfaceTypes = Set(symbols.compactMap { $0.swift }.filter { !$0.isMember }.map(\.name))
        let prefix = modulePrefix(interface.declarations.filter { $0.container == nil }.map(\.name))
        var included = interfaceTypes
        var excluded: [String] = []
        for (index, declaration) in module.declarations.enumerated() where !used.contains(index) && !declaration.isMember {
            if let prefix, APIIndex.hasPrefix(declaration.name, prefix) {
                included.insert(declaration.name)
                symbols.append(APISymbol(swift: declaration, objectiveC: nil))
            } else {
                excluded.append(declaration.name)
            }
        }
        for (index, declaration) in module.declarations.enumerated() where !used.contains(index) && declaration.isMember {
            let top = declaration.container.map { String($0.prefix { $0 != "." }) } ?? ""
            if included.contains(top) { symbols.append(APISymbol(swift: declaration, objectiveC: nil)) }
        }
        let superclasses = module.superclasses.merging(interface.superclasses) { swift, _ in swift }
        return APIIndex(module: module.name, prefix: prefix, symbols: symbols, superclasses: superclasses, excluded: excluded)
    }

    static func context(_ interface: SymbolGraphReader.ObjCInterface) -> ObjCImportNaming.Context {
        var context = ObjCImportNaming.Context(superclasses: interface.superclasses)
        for declaration in interface.declarations {
            switch declaration.kind {
            case .typealias:
                if let type = declaration.type { context.typedefs[declaration.name] = type }
            case .class:
                context.classes.insert(declaration.name)
            case .property, .classProperty:
                if let container = declaration.container { context.properties[container, default: []].insert(declaration.getter ?? declaration.name) }
            case .enumCase:
                if let container = declaration.container { context.enumConstants[container, default: []].append(declaration.name) }
            default:
                break
            }
        }
        return context
    }

    /// The first word most top-level names start with (`MSAL`), when more than half of them do.
    static func modulePrefix(_ names: [String]) -> String? {
        let firstWords = names.map(CamelCase.firstWord).filter { $0.count > 1 && $0.allSatisfy(\.isUppercase) }
        let counts = Dictionary(firstWords.map { ($0, 1) }, uniquingKeysWith: +)
        guard let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), best.value * 2 > names.count else { return nil }
        return best.key
    }
}
